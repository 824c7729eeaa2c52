// GET /api/benefits/catalog/country/{countryCode}: what the supplementary benefits offer in a country (spec 1
// section 3 'Country benefits data'): shown to clients before they choose (spec 1 sections 4, 5).
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { BenefitCatalog } from "@/generated/prisma/client";

type CatalogRow = Pick<
  BenefitCatalog,
  | "isRequired"
  | "showBenefitsSelection"
  | "layoutInfo"
  | "layoutDescription"
  | "layoutOffered"
  | "layoutCost"
  | "layoutAdditional"
>;

/** The catalogue as screens show it: what is offered, what it costs, the description and notes. */
export function catalogDto(row: CatalogRow) {
  return {
    isRequired: row.isRequired,
    // A country that requires benefits offers no choice (spec 1 section 4).
    showBenefitsSelection: row.showBenefitsSelection && !row.isRequired,
    info: row.layoutInfo,
    description: row.layoutDescription,
    offered: row.layoutOffered,
    cost: row.layoutCost,
    additional: row.layoutAdditional,
  };
}
export type BenefitCatalogDto = ReturnType<typeof catalogDto>;

export async function getBenefitCatalog(countryCode: string) {
  const row = await db.benefitCatalog.findUnique({
    where: { countryCode },
    include: { country: { select: { name: true } } },
  });
  if (!row) throw new AppError("NOT_FOUND", "No benefits catalog for this country");
  return { countryCode: row.countryCode, countryName: row.country.name, ...catalogDto(row) };
}
