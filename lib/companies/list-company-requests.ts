// The company page's termination and resignation request lists (spec 3 section 2, client detail tabs).
import "server-only";
import { db } from "@/lib/db";
import { assertCan } from "@/lib/policy";
import { assertCompanyReachable } from "@/lib/access/company";
import type { Actor } from "@/lib/auth/actor";

const REQUESTS_SHOWN = 100;

export async function listTerminationRequests(actor: Actor, companyId: string) {
  assertCan(actor, "terminations.read");
  await assertCompanyReachable(actor, companyId);
  const rows = await db.terminationRequest.findMany({
    where: { companyId },
    select: { id: true, status: true, createdAt: true, employee: { select: { firstName: true, lastName: true } } },
    orderBy: { createdAt: "desc" },
    take: REQUESTS_SHOWN,
  });
  return rows.map((r) => ({
    id: r.id,
    employeeName: `${r.employee.firstName} ${r.employee.lastName}`,
    createdAt: r.createdAt,
    status: r.status,
  }));
}

export async function listResignations(actor: Actor, companyId: string) {
  assertCan(actor, "resignations.read");
  await assertCompanyReachable(actor, companyId);
  const rows = await db.resignation.findMany({
    where: { companyId },
    select: {
      id: true,
      status: true,
      employeeLastWorkingDay: true,
      employee: { select: { firstName: true, lastName: true } },
    },
    orderBy: { createdAt: "desc" },
    take: REQUESTS_SHOWN,
  });
  return rows.map((r) => ({
    id: r.id,
    employeeName: `${r.employee.firstName} ${r.employee.lastName}`,
    lastWorkingDay: r.employeeLastWorkingDay,
    status: r.status,
  }));
}
