// GET /api/timesheets/{employeeId} (one employee's months, newest first) and
// GET /api/timesheets/company/{companyId}?yearMonth=&status= (a company's timesheets, keyset-paged by
// employee name then id, 100 per page).
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { employeeWhere, findEmployeeOrThrow } from "@/lib/access/employee";
import { assertCompanyReachable } from "@/lib/access/company";
import type { TimesheetPageDto, TimesheetSummaryDto } from "@/lib/timesheets/dto";
import type { TimesheetStatusValue } from "@/lib/timesheets/workflow";

const summarySelect = {
  id: true,
  employeeId: true,
  yearMonth: true,
  status: true,
  totalMonthWorkingHours: true,
  totalOvertimeHours: true,
  submittedDate: true,
  approvedDate: true,
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

/** Cursor: the last row's "lastName|firstName|id" (base64url), as nextCursor gave it. */
function decodeCursor(cursor: string | undefined): [string, string, string] | null {
  if (!cursor) return null;
  const parts = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  return parts.length === 3 ? (parts as [string, string, string]) : null;
}

export async function listCompanyTimesheets(
  actor: Actor,
  companyId: string,
  query: { yearMonth: string; status?: TimesheetStatusValue; cursor?: string },
): Promise<TimesheetPageDto> {
  await assertCompanyReachable(actor, companyId);
  const after = decodeCursor(query.cursor);
  const keyset: Prisma.TimesheetWhereInput = after
    ? {
        OR: [
          { employee: { lastName: { gt: after[0] } } },
          { employee: { lastName: after[0], firstName: { gt: after[1] } } },
          { employee: { lastName: after[0], firstName: after[1] }, id: { gt: after[2] } },
        ],
      }
    : {};
  const rows = await db.timesheet.findMany({
    where: {
      AND: [
        { yearMonth: query.yearMonth, employee: { AND: [{ companyId }, employeeWhere(actor)] } },
        query.status ? { status: query.status } : {},
        keyset,
      ],
    },
    select: summarySelect,
    orderBy: [{ employee: { lastName: "asc" } }, { employee: { firstName: "asc" } }, { id: "asc" }],
    take: PAGE_SIZE + 1,
  });
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  const nextCursor =
    rows.length > PAGE_SIZE && last
      ? Buffer.from(`${last.employee.lastName}|${last.employee.firstName}|${last.id}`).toString("base64url")
      : null;
  return { items: page.map(toSummary), nextCursor };
}
