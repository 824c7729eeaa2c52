// The employee's next pay before its cutoff (lib/payslips/preview-next-pay.ts): the period, the last published
// payslip's figures and what on record moves the pay. Client-safe (the /pay card reads the type).
import { z } from "zod";

export const NEXT_PAY_REASON_KINDS = ["raise", "unpaid-leave", "expenses", "termination", "bonus"] as const;

export const ZNextPayReason = z.object({
  kind: z.enum(NEXT_PAY_REASON_KINDS),
  sentence: z.string(),
  /** The expected change of this month's pay (negative for a deduction), in `currency`; null when not known. */
  amount: z.string().nullable(),
  currency: z.string().nullable(),
});
export type NextPayReason = z.infer<typeof ZNextPayReason>;

export const ZNextPayPreview = z.object({
  employeeId: z.string(),
  period: z.string().describe("yyyyMM: the payroll month whose cutoff has not passed"),
  cutoffDate: z.string().nullable().describe("yyyy-MM-dd; null when the provider has no calendar (day 5 applies)"),
  last: z
    .object({ period: z.string(), currency: z.string(), gross: z.string(), net: z.string() })
    .nullable()
    .describe("the last published payslip (current version)"),
  reasons: z.array(ZNextPayReason),
});
export type NextPayPreview = z.infer<typeof ZNextPayPreview>;
