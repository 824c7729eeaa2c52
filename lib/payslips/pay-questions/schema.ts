// An employee's question about their coming pay ('Something looks wrong' on the /pay next month card): the form's
// and the route's one schema, and what the pay report page lists. Client-safe.
import { z } from "zod";

export const PAY_QUESTION_MAX = 2000;

export const ZPayQuestionBody = z.object({
  message: z
    .string({ error: "Please tell us what looks wrong." })
    .trim()
    .min(1, "Please tell us what looks wrong.")
    .max(PAY_QUESTION_MAX, `Please keep it under ${PAY_QUESTION_MAX} characters.`),
});
export type TPayQuestionBody = z.infer<typeof ZPayQuestionBody>;

export const ZPayQuestionParams = z.object({
  employeeId: z.string({ error: "Employee is required." }).trim().min(1, "Employee is required.").max(64),
});

export const ZPayQuestionCreated = z.object({ id: z.string(), payrollPeriod: z.string(), createdAt: z.string() });

/** The pay report the questions are listed on: its country, provider and period. */
export const ZPayQuestionsQuery = z.object({
  country: z
    .string({ error: "Country is required." })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "Country must be a two-letter code."),
  lspId: z.string({ error: "Provider is required." }).trim().min(1, "Provider is required.").max(64),
  payrollPeriod: z.string({ error: "Period is required." }).regex(/^\d{6}$/, "Period must be yyyyMM."),
});
export type TPayQuestionsQuery = z.infer<typeof ZPayQuestionsQuery>;

export const ZPayQuestionItem = z.object({
  id: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  payrollPeriod: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type PayQuestionItem = z.infer<typeof ZPayQuestionItem>;

export const ZPayQuestionList = z.object({
  items: z.array(ZPayQuestionItem),
  /** True when questions about later months are listed too (no report of theirs exists yet). */
  includesLaterPeriods: z.boolean(),
});
export type PayQuestionList = z.infer<typeof ZPayQuestionList>;

export const payQuestionsPath = (employeeId: string) =>
  `/api/employees/${encodeURIComponent(employeeId)}/pay-questions`;
export const reportPayQuestionsPath = (q: TPayQuestionsQuery) =>
  `/api/payroll/pay-questions?${new URLSearchParams(q).toString()}`;
