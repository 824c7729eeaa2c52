// What the company timesheet list answers (lib/timesheets/list-timesheets.ts), for the OpenAPI document, the
// route's return type and the screens (the types in lib/timesheets/dto.ts).
import { z } from "zod";
import { TimesheetStatus } from "@/generated/prisma/enums";
import { ZDateTime, ZDecimal, ZNextKey } from "@/lib/zod/response";

export const ZTimesheetSummary = z.object({
  id: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  yearMonth: z.string().describe("yyyy-MM"),
  status: z.enum(TimesheetStatus),
  totalMonthWorkingHours: ZDecimal,
  totalOvertimeHours: ZDecimal,
  submittedDate: ZDateTime.nullable(),
  approvedDate: ZDateTime.nullable(),
  inApprovalChain: z
    .boolean()
    .describe("Went through (or waits in) its company's approval chain: GET /api/approvals/progress/timesheet/{id}"),
});

/** A company's month, by employee name then id, 100 a page. */
export const ZTimesheetPage = z.object({ items: z.array(ZTimesheetSummary), nextCursor: ZNextKey });
