// GET /api/resignations?companyId=|employeeId= (spec 2 section 7): keyset paged, tenant-scoped through the
// employee (a manager their company's, an employee their own).
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { z } from "zod";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { employeeWhere } from "@/lib/access/employee";
import { assertCompanyReachable } from "@/lib/access/company";
import type { ZResignationListQuery } from "@/lib/terminations/resignations/schema";
import type { ZResignationRow } from "@/lib/terminations/resignations/response-schema";
import { afterNewest, NEWEST_FIRST, newestPage } from "@/lib/queries/keyset";

export type ResignationRow = z.infer<typeof ZResignationRow>;

export async function listResignations(actor: Actor, query: z.output<typeof ZResignationListQuery>) {
  if (query.companyId) await assertCompanyReachable(actor, query.companyId);
  const rows = await db.resignation.findMany({
    where: {
      AND: [
        { employee: employeeWhere(actor) },
        query.companyId ? { companyId: query.companyId } : {},
        query.employeeId ? { employeeId: query.employeeId } : {},
        afterNewest<Prisma.ResignationWhereInput>(query.cursor),
      ],
    },
    include: { employee: { select: { firstName: true, lastName: true } } },
    orderBy: NEWEST_FIRST,
    take: query.pageSize + 1,
  });
  return newestPage(rows, query.pageSize, (r): ResignationRow => ({
    id: r.id,
    companyId: r.companyId,
    employeeId: r.employeeId,
    employeeName: `${r.employee.firstName} ${r.employee.lastName}`,
    lastWorkingDay: r.employeeLastWorkingDay.toISOString().slice(0, 10),
    isManagerAware: r.isManagerAware,
    scheduledLeaves: r.employeeScheduledLeaves,
    vacationDays: r.employeeNumberOfVacationsDays,
    reason: r.resignationReason,
    otherReason: r.otherReason,
    status: r.status,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
  }));
}
