// POST /api/employees/{id}/netsuite/external-employee (admins): builds the record and queues its delivery to
// the configured ERP endpoint (lib/integrations/erp-export/deliver.ts retries). No endpoint: a clear 422, nothing stored.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import { enqueue } from "@/lib/jobs/queue";
import { findEmployeeOrThrow } from "@/lib/access/employee";
import { buildErpRecord } from "@/lib/integrations/erp-export/build-record";
import { ERP_EXPORT_JOB, ERP_NOT_CONFIGURED, erpEndpoint } from "@/lib/integrations/erp-export/config";

export async function requestErpExport(actor: Actor, employeeId: string) {
  const employee = await findEmployeeOrThrow(actor, employeeId, { select: { id: true } });
  const endpoint = erpEndpoint();
  if (!endpoint) throw new AppError("UNPROCESSABLE", ERP_NOT_CONFIGURED);
  const delivery = await db.$transaction(async (tx) => {
    const payload = await buildErpRecord(employee.id, tx);
    const row = await tx.erpExportDelivery.create({
      data: { employeeId: employee.id, requestedById: actor.userId, endpoint, payload },
      select: { id: true, status: true, employeeId: true, createdAt: true },
    });
    await recordAudit(tx, {
      actor,
      action: "employee.erpExport",
      entityType: "Employee",
      entityId: employee.id,
      after: { deliveryId: row.id, endpoint },
    });
    return row;
  });
  await enqueue(ERP_EXPORT_JOB, { deliveryId: delivery.id }, { singletonKey: delivery.id });
  return delivery;
}
