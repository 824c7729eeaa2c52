// GET /api/contractors/costs: the add-contractor cost preview. The spec shows the call, not its arithmetic:
// a monthly equivalent of the rate plus the platform fee below (our assumption, documented in docs/offboarding.md).
import Decimal from "decimal.js";
import type { z } from "zod";
import type { ZCostsQuery } from "@/lib/contractors/schema";

/** Periods per month for each invoicing frequency (a deliverable counts once). */
export const PERIODS_PER_MONTH = { PER_HOUR: 160, PER_DAY: 20, PER_WEEK: 4.33, PER_MONTH: 1, PER_DELIVERABLE: 1 };
export const PLATFORM_FEE_PER_MONTH = { GBP: 39, EUR: 45, USD: 49 };

export function estimateContractorCosts(q: z.output<typeof ZCostsQuery>) {
  const monthly = new Decimal(q.rate).times(PERIODS_PER_MONTH[q.frequency]).toDecimalPlaces(2);
  const fee = new Decimal(PLATFORM_FEE_PER_MONTH[q.currency]);
  return {
    currency: q.currency,
    frequency: q.frequency,
    rate: new Decimal(q.rate).toFixed(2),
    monthlyContractorCost: monthly.toFixed(2),
    platformFee: fee.toFixed(2),
    totalMonthlyCost: monthly.plus(fee).toFixed(2),
  };
}
