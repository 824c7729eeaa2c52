// Time off (spec 2 sections 2, 3, 7, 9): the one schema shared by the 'Add time off' form and POST /api/timeoff.
import { z } from "zod";

// Leave types as the spec writes them (spec 2 section 3): the API answers and accepts these. The database stores the
// same strings; Prisma names its enum values op_leave_* (an identifier cannot hold ':'), so the services convert
// at the boundary with toDbLeaveType / fromDbLeaveType. The old op_leave_* spelling is still accepted on input.
export const LEAVE_TYPES = [
  { value: "op:leave:sick", label: "Sick" },
  { value: "op:leave:compassionate", label: "Compassionate" },
  { value: "op:leave:holiday", label: "Holiday" },
  { value: "op:leave:other", label: "Other" },
] as const;
export type LeaveTypeValue = (typeof LEAVE_TYPES)[number]["value"];
/** Prisma's name of a leave type (generated/prisma/enums.ts LeaveType), kept in step by the type below. */
export type DbLeaveType = LeaveTypeValue extends `op:leave:${infer T}` ? `op_leave_${T}` : never;

const LEAVE_VALUES = LEAVE_TYPES.map((t) => t.value) as [LeaveTypeValue, ...LeaveTypeValue[]];

export const toDbLeaveType = (value: LeaveTypeValue) => value.replaceAll(":", "_") as DbLeaveType;
/** The spec's spelling of a stored (Prisma) leave type; a value already in the spec's spelling is kept. */
export const fromDbLeaveType = (value: string) => value.replaceAll("_", ":") as LeaveTypeValue;

export const leaveTypeLabel = (value: string) =>
  LEAVE_TYPES.find((t) => t.value === fromDbLeaveType(value))?.label ?? value;

/** The lists' leave column: "Holiday", "Holiday (unpaid)". */
export const leaveLabel = (entry: { leaveType: string; unpaid?: boolean }) =>
  `${leaveTypeLabel(entry.leaveType)}${entry.unpaid ? " (unpaid)" : ""}`;

const DB_VALUES = LEAVE_VALUES.map(toDbLeaveType) as [DbLeaveType, ...DbLeaveType[]];

/** op:leave:* (the spec), or the earlier op_leave_* spelling, read as the spec's value. */
export const ZLeaveType = z.union([z.enum(LEAVE_VALUES), z.enum(DB_VALUES).transform((v) => fromDbLeaveType(v))], {
  error: "Please select a leave type",
});

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
    leaveType: ZLeaveType,
    startDate: ZIsoDate,
    endDate: ZIsoDate,
    employeeNote: z.string().trim().max(500, "Keep the note under 500 characters").optional().default(""),
    /** Unpaid leave: the month's pay is expected to drop pro rata by its working days (any of the four types). */
    unpaid: z.boolean({ error: "unpaid must be true or false" }).optional().default(false),
  })
  .refine((v) => v.endDate >= v.startDate, {
    path: ["endDate"],
    message: "End date should be on or after the start date",
  });
export type TimeOffCreateInput = z.input<typeof ZTimeOffCreate>;

export const ZTimeOffQuery = z.object({ year_month: ZYearMonth.optional() });

/** Beyond the spec: POST /api/timeoff/requests/{id}/decision, shared by the Decline dialog and the route. */
export const ZTimeOffDecision = z
  .object({
    decision: z.enum(["APPROVED", "DECLINED"], { error: "Please choose approve or decline" }),
    reason: z.string().trim().max(500, "Keep the reason under 500 characters").optional().default(""),
    /** The version the decider read (the list answers it); another decision in between answers 409. */
    version: z.number({ error: "version is required" }).int().min(1).max(2_147_483_647),
  })
  .refine((v) => v.decision !== "DECLINED" || v.reason.length > 0, {
    path: ["reason"],
    message: "Please give a reason",
  });
export type TimeOffDecisionInput = z.input<typeof ZTimeOffDecision>;

/** The Decline dialog's own form: the reason alone (the decision and version come from the row). */
export const ZDeclineReason = z.object({
  reason: z.string().trim().min(1, "Please give a reason").max(500, "Keep the reason under 500 characters"),
});

/** Beyond the spec: GET /api/companies/{companyId}/time-off-balances, the team view's query (keyset pages by name). */
export const ZTeamBalancesQuery = z.object({
  /** nextCursor of the previous page (lib/time-off/list-team-balances.ts checks it: 400 naming `cursor`). */
  cursor: z.string().max(800, "Invalid cursor").optional(),
  /** Every word in the employee's name, ignoring case and accents. */
  name: z.string().trim().max(100, "Keep the name under 100 characters").optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
