// The rows of a company's timesheet list (GET /api/timesheets/company/{companyId}, the /timesheets company view):
// the company's employees the caller reaches, narrowed by month and status. Shared by the list and the counts
// that link to it (lib/home/), so a count and its list never disagree.
import type { Prisma } from "@/generated/prisma/client";
import type { Actor } from "@/lib/auth/actor";
import { employeeWhere } from "@/lib/access/employee";
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
