// The employee's 'Resign' form (spec 2 sections 2, 3): one schema for the form and POST /api/resignations.
import { z } from "zod";
import { dayNumber } from "@/lib/terminations/schema";

export const RESIGNATION_REASONS = [
  "New job opportunity",
  "Relocation",
  "Career change",
  "Personal reasons",
  "Other",
] as const;

export const ZResignationForm = z
  .object({
    /** Admins file for an employee; an employee's own record is used otherwise. */
    employeeId: z.string().min(1).max(64).optional(),
    employeeLastWorkingDay: z
      .string()
      .max(32)
      .refine((v) => v.trim() !== "", "Please enter a date")
      .refine((v) => v.trim() === "" || dayNumber(v) !== null, "Please enter a valid date"),
    isManagerAware: z.boolean({ error: "Please select the answer" }),
    employeeScheduledLeaves: z.string().trim().max(2000).optional(),
    employeeNumberOfVacationsDays: z.coerce
      .number({ error: "Please enter a number" })
      .int("Please enter a whole number")
      .min(0, "Value must be greater than or equal to 0")
      .max(366),
    resignationReason: z.enum(RESIGNATION_REASONS, { error: "Please select the answer" }),
    otherReason: z.string().trim().max(2000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.resignationReason === "Other" && !v.otherReason)
      ctx.addIssue({ code: "custom", path: ["otherReason"], message: "Please enter the details" });
  })
  .transform((v) => ({ ...v, otherReason: v.resignationReason === "Other" ? v.otherReason! : null }));

export const ZResignationListQuery = z.object({
  companyId: z.string().min(1).max(64).optional(),
  employeeId: z.string().min(1).max(64).optional(),
  cursor: z.string().max(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZResignationIdParams = z.object({ id: z.string().min(1).max(64) });
export const ZResignationReview = z.object({ version: z.number().int().min(1).optional() });
