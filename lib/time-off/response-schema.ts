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
  inApprovalChain: z.boolean(),
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
/** The leave policy's side of the balance (lib/time-off/leave-policy/leave-balance.ts); days may be half days. */
export const ZLeaveDetail = z.object({
  date: ZDate.describe("the day the balance is computed at (?date=, default today)"),
  entitled: z.number().nullable().describe("the year's allowance, pro rata for a start or end inside the year"),
  accruedToDate: z.number().nullable().describe("UP_FRONT: entitled; MONTHLY: by completed months, to 0.5 days"),
  carriedOver: z.number().nullable().describe("last year's unused days, capped by the country's policy"),
  carryOverExpires: ZDate.nullable().describe("last day the carried-over days can be used; null: no expiry"),
  expiring: z.number().nullable().describe("carried-over days not used yet that lapse after carryOverExpires"),
  lapsed: z.number().nullable().describe("carried-over days that lapsed (after carryOverExpires)"),
  available: z.number().nullable().describe("accruedToDate + carriedOver - lapsed - takenDays - bookedDays"),
  byType: z
    .array(
      z.object({
        leaveType: z.enum(LEAVE_VALUES),
        taken: z.number().int().describe("approved working days on or before the date"),
        scheduled: z.number().int().describe("approved working days after the date, this year"),
      }),
    )
    .describe("every leave type's approved days this year; Unlimited counts them too"),
});
export type LeaveDetailDto = z.infer<typeof ZLeaveDetail>;
export const ZLeaveBalance = ZTimeOffBalance.extend(ZLeaveDetail.shape);
export type LeaveBalanceDto = z.infer<typeof ZLeaveBalance>;
/** The holiday balance; the approvals list's has no leave policy detail, the employee's balance route has it. */
export type TimeOffBalanceDto = z.infer<typeof ZTimeOffBalance> & Partial<LeaveDetailDto>;

/** GET /api/companies/{companyId}/time-off-balances (beyond the spec): the team view, one keyset page by name. */
export const ZTeamBalancesPage = z.object({
  items: z.array(ZTimeOffBalance),
  nextCursor: z.string().nullable().describe("send it back as ?cursor= for the next page; null on the last one"),
  total: z.number().int().describe("the employees matching the filter (every page)"),
  totals: z
    .object({
      allowanceDays: z.number().int().describe("the page's allowances (employees with a limited allowance)"),
      takenDays: z.number().int(),
      bookedDays: z.number().int(),
      pendingDays: z.number().int(),
      remainingDays: z.number().int().describe("the page's remaining days (employees with a limited allowance)"),
    })
    .describe("sums over this page's rows"),
});
export type TeamBalancesPageDto = z.infer<typeof ZTeamBalancesPage>;
