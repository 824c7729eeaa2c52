// GET /api/timesheets/{employeeId} (one employee's months, newest first) and
// GET /api/timesheets/company/{companyId}?yearMonth=&status= (a company's timesheets, keyset-paged by
// employee name then id, 100 per page).
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { findEmployeeOrThrow } from "@/lib/access/employee";
import { assertCompanyReachable } from "@/lib/access/company";
import type { TimesheetPageDto, TimesheetSummaryDto } from "@/lib/timesheets/dto";
import type { TimesheetStatusValue } from "@/lib/timesheets/workflow";
import { companyTimesheetsWhere } from "@/lib/timesheets/company-timesheets-where";
import { decodeCursor, keysetPage, seekWhere } from "@/lib/queries/keyset";

const summarySelect = {
  id: true,
  employeeId: true,
  yearMonth: true,
  status: true,
  totalMonthWorkingHours: true,
  totalOvertimeHours: true,
  submittedDate: true,
  approvedDate: true,
  approvalLevel: true,
  employee: { select: { firstName: true, lastName: true } },
} satisfies Prisma.TimesheetSelect;

function toSummary(row: Prisma.TimesheetGetPayload<{ select: typeof summarySelect }>): TimesheetSummaryDto {
  return {
    id: row.id,
    employeeId: row.employeeId,
    employeeName: `${row.employee.firstName} ${row.employee.lastName}`,
    yearMonth: row.yearMonth,
    status: row.status as TimesheetStatusValue,
    totalMonthWorkingHours: row.totalMonthWorkingHours.toFixed(2),
    totalOvertimeHours: row.totalOvertimeHours.toFixed(2),
    submittedDate: row.submittedDate?.toISOString() ?? null,
    approvedDate: row.approvedDate?.toISOString() ?? null,
    inApprovalChain: row.approvalLevel !== null,
  };
}

export async function listEmployeeTimesheets(actor: Actor, employeeId: string): Promise<TimesheetSummaryDto[]> {
  await findEmployeeOrThrow(actor, employeeId, { select: { id: true } });
  const rows = await db.timesheet.findMany({
    where: { employeeId },
    select: summarySelect,
    orderBy: { yearMonth: "desc" },
    take: 120,
  });
  return rows.map(toSummary);
}

export const PAGE_SIZE = 100;

export async function listCompanyTimesheets(
  actor: Actor,
  companyId: string,
  query: { yearMonth: string; status?: TimesheetStatusValue; cursor?: string },
): Promise<TimesheetPageDto> {
  await assertCompanyReachable(actor, companyId);
  // The last row's (lastName, firstName, id), as nextCursor gave it; anything else reads the first page.
  const after = query.cursor ? decodeCursor(query.cursor, 3) : null;
  const keyset: Prisma.TimesheetWhereInput = after
    ? seekWhere(["employee.lastName", "employee.firstName", "id"], after, "asc")
    : {};
  const rows = await db.timesheet.findMany({
    where: { AND: [companyTimesheetsWhere(actor, companyId, query), keyset] },
    select: summarySelect,
    orderBy: [{ employee: { lastName: "asc" } }, { employee: { firstName: "asc" } }, { id: "asc" }],
    take: PAGE_SIZE + 1,
  });
  const { page, nextCursor } = keysetPage(rows, PAGE_SIZE, (r) => [r.employee.lastName, r.employee.firstName, r.id]);
  return { items: page.map(toSummary), nextCursor };
}
