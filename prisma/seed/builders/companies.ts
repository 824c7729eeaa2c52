// Company fee amounts: the price list the seed and the test factories both give a company.
import type { Prisma } from "../../../generated/prisma/client";
import { dec } from "../values";

/** currency: [management fee / month, setup fee, zero deposit insurance / month]. */
export const FEES: Record<string, [number, number, number]> = {
  USD: [599, 500, 99],
  EUR: [549, 460, 89],
  GBP: [479, 400, 79],
  CAD: [799, 680, 129],
  SEK: [6200, 5200, 990],
  CHF: [549, 470, 89],
};

/** The three fee amounts per currency; `managementDiscount` scales the management fee (0.9 = 10% off). */
export function feeAmountRows(
  companyId: string,
  currencies: string[] = Object.keys(FEES),
  managementDiscount = 1,
): Prisma.CompanyFeeAmountCreateManyInput[] {
  return currencies.flatMap((currency) => {
    const [mgmt, setup, zdi] = FEES[currency];
    return [
      { companyId, kind: "MANAGEMENT_FEE" as const, currency, amount: dec(mgmt * managementDiscount) },
      { companyId, kind: "SETUP_FEE" as const, currency, amount: dec(setup) },
      { companyId, kind: "ZERO_DEPOSIT_INSURANCE_FEE" as const, currency, amount: dec(zdi) },
    ];
  });
}
