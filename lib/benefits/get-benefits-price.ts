// The price of the supplementary benefits a client chose for a country, for the fee quote's supplementaryBenefitsFee
// (spec 1 section 3). Chosen: the client's YES, or the country requires benefits (YES forced, spec 1 section 4);
// without a client only a required country's benefits count. Not chosen, or no catalogue price: zero.
import "server-only";
import { db } from "@/lib/db";
import { effectiveChoice } from "@/lib/benefits/rules";

export type BenefitsPrice = {
  chosen: boolean;
  percentOfSalary: string | null;
  monthlyAmount: string | null;
  currency: string | null;
};

const NONE: BenefitsPrice = { chosen: false, percentOfSalary: null, monthlyAmount: null, currency: null };

export async function getBenefitsPrice(countryCode: string, companyId: string | null): Promise<BenefitsPrice> {
  const code = countryCode.toUpperCase();
  const [catalog, preference] = await Promise.all([
    db.benefitCatalog.findUnique({
      where: { countryCode: code },
      select: { isRequired: true, costPercentOfSalary: true, costMonthlyAmount: true, costCurrency: true },
    }),
    companyId
      ? db.clientBenefitPreference.findUnique({
          where: { companyId_countryCode: { companyId, countryCode: code } },
          select: { selectionStatus: true },
        })
      : null,
  ]);
  if (!catalog) return NONE;
  if (effectiveChoice(catalog.isRequired, preference?.selectionStatus ?? null) !== "YES") return NONE;
  return {
    chosen: true,
    percentOfSalary: catalog.costPercentOfSalary?.toString() ?? null,
    monthlyAmount: catalog.costMonthlyAmount?.toString() ?? null,
    currency: catalog.costCurrency,
  };
}
