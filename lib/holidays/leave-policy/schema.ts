// The leave policy form (back office) and PUT /api/leave-policies/{countryCode}: one schema for both.
import { z } from "zod";

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** "MM-dd" naming a real day of the year (29 February allowed: it is the 28th in other years). */
export function isMonthDay(value: string): boolean {
  const match = /^(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]!;
}

// The form sends the inputs' text: an empty one is missing (not 0).
const days = (label: string) =>
  z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.coerce
      .number({ error: `${label} must be a number of days` })
      .int(`${label} must be whole days`)
      .min(0, `${label} cannot be negative`)
      .max(366, `${label} cannot be more than 366 days`),
  );

export const ZLeavePolicyForm = z.object({
  allowanceDays: days("The allowance"),
  accrual: z.enum(["UP_FRONT", "MONTHLY"], { error: "Choose up front or monthly" }),
  carryOverMaxDays: days("The carry-over"),
  /** Empty: carried-over days never lapse. */
  carryOverExpiry: z
    .string()
    .trim()
    .refine((v) => v === "" || isMonthDay(v), "Use MM-dd, a day of the year (e.g. 03-31)")
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  statutoryMinimumDays: days("The statutory minimum"),
});
export type LeavePolicyFormInput = z.input<typeof ZLeavePolicyForm>;
export type LeavePolicyForm = z.output<typeof ZLeavePolicyForm>;

export const ZLeavePolicyParams = z.object({
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/, "A two-letter country code")
    .transform((v) => v.toUpperCase()),
});

export const ZLeavePolicy = z.object({
  countryCode: z.string(),
  countryName: z.string(),
  allowanceDays: z.number().int(),
  accrual: z.enum(["UP_FRONT", "MONTHLY"]),
  carryOverMaxDays: z.number().int(),
  carryOverExpiry: z.string().nullable().describe("MM-dd of the following year; null: carried days never lapse"),
  statutoryMinimumDays: z.number().int(),
  edited: z.boolean().describe("an admin saved this policy; false: the defaults in code"),
  updatedAt: z.string().nullable(),
});
export type LeavePolicyDto = z.infer<typeof ZLeavePolicy>;
export const ZLeavePolicyList = z.object({ policies: z.array(ZLeavePolicy) });
