// What the time-off routes answer (lib/time-off/dto.ts), for the OpenAPI document and the routes' return type.
import { z } from "zod";
import { LEAVE_TYPES, type LeaveTypeValue } from "@/lib/time-off/schema";
import { ZDate, ZDateTime } from "@/lib/zod/response";

const LEAVE_VALUES = LEAVE_TYPES.map((t) => t.value) as [LeaveTypeValue, ...LeaveTypeValue[]];

export const ZTimeOffView = z.object({
  id: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  companyId: z.string(),
  leaveType: z.enum(LEAVE_VALUES).describe("spec 2 section 3: Sick, Compassionate, Holiday, Other"),
  startDate: ZDate,
  endDate: ZDate,
  employeeNote: z.string().nullable(),
  unpaid: z.boolean().describe("unpaid leave: the month's pay drops pro rata by its working days"),
  workingDays: z.number().int(),
  isTaken: z.boolean().describe("started on or before today"),
  status: z
    .enum(["PENDING", "APPROVED", "DECLINED"])
    .describe("beyond the spec: the manager's approval; an admin's booking is APPROVED at once"),
  version: z.number().int().describe("send it back with a decision; a decision in between answers 409"),
  decidedAt: ZDateTime.nullable(),
  declineReason: z.string().nullable(),
  actions: z
    .object({ canApprove: z.boolean(), canDecline: z.boolean(), canDelete: z.boolean() })
    .describe("what the caller may do with the entry"),
  createdAt: ZDateTime,
  createdBy: z.string().nullable(),
  updatedAt: ZDateTime,
  updatedBy: z.string().nullable(),
});

export const ZTimeOffList = z.object({ taken: z.array(ZTimeOffView), scheduled: z.array(ZTimeOffView) });

/** GET /api/timeoff/by-employee-id/{employeeId}/balance (beyond the spec): working days of Holiday leave. */
export const ZTimeOffBalance = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  year: z.number().int(),
  allowanceType: z.enum(["INCLUDING_PUBLIC_HOLIDAYS", "EXCLUDING_PUBLIC_HOLIDAYS", "UNLIMITED"]).nullable(),
  allowanceDays: z.number().int().nullable().describe("Employee holidayAllowance.value; null when unlimited or unset"),
  takenDays: z.number().int().describe("approved, on or before today"),
  bookedDays: z.number().int().describe("approved, after today"),
  pendingDays: z.number().int().describe("waiting for approval"),
  remainingDays: z.number().int().nullable().describe("allowance - taken - booked; null without an allowance"),
});
export type TimeOffBalanceDto = z.infer<typeof ZTimeOffBalance>;
