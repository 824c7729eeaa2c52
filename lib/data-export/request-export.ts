// POST /api/employees/{id}/data-export ('Generate Link'): records the export as PENDING with its audit event
// and queues the job that builds the ZIP (lib/data-export/build-export.ts). A foreign employee is a 404.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { recordAudit } from "@/lib/audit";
import { enqueue } from "@/lib/jobs/queue";
import { findEmployeeOrThrow } from "@/lib/access/employee";
import { DATA_EXPORT_JOB } from "@/lib/data-export/job-names";

export async function requestDataExport(actor: Actor, employeeId: string) {
  const created = await db.$transaction(async (tx) => {
    const employee = await findEmployeeOrThrow(actor, employeeId, { select: { id: true } }, tx);
    const row = await tx.employeeDataExport.create({
      data: { employeeId: employee.id, requestedById: actor.userId },
      select: { id: true, employeeId: true, status: true, createdAt: true },
    });
    await recordAudit(tx, {
      actor,
      action: "employee.dataExport",
      entityType: "Employee",
      entityId: employee.id,
      after: { exportId: row.id },
    });
    return row;
  });
  await enqueue(DATA_EXPORT_JOB, { exportId: created.id }, { singletonKey: created.id });
  return created;
}
