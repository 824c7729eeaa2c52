// An employee's compensation after the start date: salary changes (raises, promotions) and bonuses per payroll
// month. One schema per form, shared by the forms and the routes, and the routes' answers (client-safe).
import { z } from "zod";
import { isValid, parseISO } from "date-fns";

const money = (message: string) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,14}(\.\d{1,4})?$/.test(v) && Number(v) > 0, message);
const currency = z
  .string({ message: "Please enter a currency" })
  .trim()
  .regex(/^[A-Za-z]{3}$/, "Please enter a three-letter currency code")
  .transform((v) => v.toUpperCase());
const note = z.string().trim().max(500, "Keep the note under 500 characters").optional();

export const ZSalaryChange = z.object({
  amount: money("Please enter the new annual salary"),
  currency,
  effectiveDate: z
    .string({ message: "Please enter the effective date" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Please enter the effective date")
    .refine((v) => isValid(parseISO(v)), "Please enter the effective date"),
  /** A promotion's new job title, applied with the salary. */
  jobTitle: z.string().trim().max(200, "Keep the job title under 200 characters").optional(),
  note,
});
export type SalaryChangeInput = z.input<typeof ZSalaryChange>;
export type SalaryChangeValues = z.output<typeof ZSalaryChange>;

export const BONUS_KINDS = [
  { value: "THIRTEENTH_MONTH", label: "13th month salary" },
  { value: "FOURTEENTH_MONTH", label: "14th month salary" },
  { value: "SCHEDULED", label: "Scheduled bonus" },
  { value: "ONE_OFF", label: "One-off bonus" },
] as const;
export type BonusKindValue = (typeof BONUS_KINDS)[number]["value"];
const BONUS_VALUES = BONUS_KINDS.map((k) => k.value) as [BonusKindValue, ...BonusKindValue[]];
export const bonusKindLabel = (value: string) => BONUS_KINDS.find((k) => k.value === value)?.label ?? value;

export const ZBonus = z.object({
  kind: z.enum(BONUS_VALUES, { message: "Please choose the kind of bonus" }),
  amount: money("Please enter the bonus amount"),
  currency,
  /** The payroll month: yyyy-MM (the month input) or yyyyMM; stored as yyyyMM. */
  payrollPeriod: z
    .string({ message: "Please choose the payroll month" })
    .trim()
    .regex(/^\d{4}-?(0[1-9]|1[0-2])$/, "Please choose the payroll month")
    .transform((v) => v.replace("-", "")),
  note,
});
export type BonusInput = z.input<typeof ZBonus>;
export type BonusValues = z.output<typeof ZBonus>;

/** "202612" -> "12/2026". */
export const formatPayrollPeriod = (period: string) => `${period.slice(4, 6)}/${period.slice(0, 4)}`;

export const ZCompensationParams = z.object({ employeeId: z.string().min(1) });
export const ZBonusParams = z.object({ employeeId: z.string().min(1), bonusId: z.string().min(1) });

export const ZSalaryChangeItem = z.object({
  id: z.string(),
  amount: z.string(),
  currency: z.string(),
  effectiveDate: z.string(),
  note: z.string().nullable(),
  /** Takes effect after today: the record's current salary is the one before it. */
  scheduled: z.boolean(),
  createdAt: z.string(),
});
export type SalaryChangeItem = z.infer<typeof ZSalaryChangeItem>;
export const ZSalaryHistory = z.object({ canRecord: z.boolean(), items: z.array(ZSalaryChangeItem) });
export type SalaryHistory = z.infer<typeof ZSalaryHistory>;

export const ZBonusItem = z.object({
  id: z.string(),
  kind: z.enum(BONUS_VALUES),
  amount: z.string(),
  currency: z.string(),
  payrollPeriod: z.string(),
  note: z.string().nullable(),
  /** The payroll month's cutoff day (yyyy-MM-dd): until then the bonus may be removed. */
  cutoffDate: z.string(),
  canDelete: z.boolean(),
});
export type BonusItem = z.infer<typeof ZBonusItem>;
export const ZBonuses = z.object({ canRecord: z.boolean(), items: z.array(ZBonusItem) });
export type Bonuses = z.infer<typeof ZBonuses>;
