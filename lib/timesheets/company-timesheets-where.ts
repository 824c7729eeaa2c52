// The rows of a company's timesheet list (GET /api/timesheets/company/{companyId}, the /timesheets company view):
// the company's employees the caller reaches, narrowed by month and status. Shared by the list and the counts
// that link to it (lib/home/), so a count and its list never disagree; the approvals' waiting list reads the
// same rule as SQL (companyTimesheetsSql).
import { Prisma } from "@/generated/prisma/client";
import type { Actor } from "@/lib/auth/actor";
import { employeeSql, employeeWhere } from "@/lib/access/employee";
import type { TimesheetStatusValue } from "@/lib/timesheets/workflow";

export function companyTimesheetsWhere(
  actor: Actor,
  companyId: string,
  filters: { yearMonth?: string; status?: TimesheetStatusValue },
): Prisma.TimesheetWhereInput {
  return {
    AND: [
      {
        ...(filters.yearMonth ? { yearMonth: filters.yearMonth } : {}),
        employee: { AND: [{ companyId }, employeeWhere(actor)] },
      },
      filters.status ? { status: filters.status } : {},
    ],
  };
}

/** companyTimesheetsWhere as SQL over `"Timesheet" s JOIN "Employee" e` (aliases given). */
export function companyTimesheetsSql(
  actor: Actor,
  companyId: string,
  filters: { yearMonth?: string; status?: TimesheetStatusValue },
  s: Prisma.Sql,
  e: Prisma.Sql,
): Prisma.Sql {
  const where = [Prisma.sql`${e}."companyId" = ${companyId}`, employeeSql(actor, e)];
  if (filters.yearMonth) where.push(Prisma.sql`${s}."yearMonth" = ${filters.yearMonth}`);
  if (filters.status) where.push(Prisma.sql`${s}.status = ${filters.status}::"TimesheetStatus"`);
  return Prisma.join(where, " AND ");
}
