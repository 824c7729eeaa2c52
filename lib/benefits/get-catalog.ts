// GET /api/benefits/catalog/country/{countryCode}: what the supplementary benefits offer in a country.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

export async function getBenefitCatalog(countryCode: string) {
  const row = await db.benefitCatalog.findUnique({
    where: { countryCode },
    include: { country: { select: { name: true } } },
  });
  if (!row) throw new AppError("NOT_FOUND", "No benefits catalog for this country");
  return {
    countryCode: row.countryCode,
    countryName: row.country.name,
    isRequired: row.isRequired,
    showBenefitsSelection: row.showBenefitsSelection && !row.isRequired,
    info: row.layoutInfo,
    description: row.layoutDescription,
    offered: row.layoutOffered,
    cost: row.layoutCost,
    additional: row.layoutAdditional,
  };
}
