// Time off (spec 2 sections 2, 3, 7, 9): the one schema shared by the 'Add time off' form and POST /api/timeoff.
import { z } from "zod";

export const LEAVE_TYPES = [
  { value: "op_leave_sick", label: "Sick" },
  { value: "op_leave_compassionate", label: "Compassionate" },
  { value: "op_leave_holiday", label: "Holiday" },
  { value: "op_leave_other", label: "Other" },
] as const;
export type LeaveTypeValue = (typeof LEAVE_TYPES)[number]["value"];
export const leaveTypeLabel = (value: string) => LEAVE_TYPES.find((t) => t.value === value)?.label ?? value;

const LEAVE_VALUES = LEAVE_TYPES.map((t) => t.value) as [LeaveTypeValue, ...LeaveTypeValue[]];

/** yyyy-MM-dd, a real calendar day. */
export const ZIsoDate = z
  .string({ error: "Date is required" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use the format yyyy-mm-dd")
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s) && s >= "2000-01-01" && s <= "2100-12-31";
  }, "This is not a valid date");

/** yyyy-MM (the spec's year_month). */
export const ZYearMonth = z.string().regex(/^(20\d{2})-(0[1-9]|1[0-2])$/, "Use the format yyyy-mm");

export const ZTimeOffCreate = z
  .object({
    /** Admins book for an employee; an employee books for themself (the server ignores anything else). */
    employeeId: z.string().min(1).max(64).optional(),
    leaveType: z.enum(LEAVE_VALUES, { error: "Please select a leave type" }),
    startDate: ZIsoDate,
    endDate: ZIsoDate,
    employeeNote: z.string().trim().max(500, "Keep the note under 500 characters").optional().default(""),
  })
  .refine((v) => v.endDate >= v.startDate, {
    path: ["endDate"],
    message: "End date should be on or after the start date",
  });
export type TimeOffCreateInput = z.input<typeof ZTimeOffCreate>;

export const ZTimeOffQuery = z.object({ year_month: ZYearMonth.optional() });
