// The ERP delivery job: POSTs the stored record as JSON; a non-2xx answer or a network error throws so pg-boss
// retries (3 times, lib/jobs). Idempotent: a DELIVERED row is not sent again.
import { db } from "@/lib/db";
import type { JobHandler } from "@/lib/jobs/queue";
import { ERP_EXPORT_JOB } from "@/lib/erp-export/config";

export async function deliverErpExport(deliveryId: string) {
  const row = await db.erpExportDelivery.findUnique({ where: { id: deliveryId } });
  if (!row || row.status === "DELIVERED") return;
  let status: number | null = null;
  try {
    const res = await fetch(row.endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": row.id },
      body: JSON.stringify(row.payload),
      signal: AbortSignal.timeout(15_000),
    });
    status = res.status;
    if (!res.ok) throw new Error(`ERP endpoint answered ${res.status}`);
    await db.erpExportDelivery.update({
      where: { id: row.id },
      data: {
        status: "DELIVERED",
        attempts: { increment: 1 },
        lastStatusCode: status,
        lastError: null,
        deliveredAt: new Date(),
      },
    });
  } catch (error) {
    await db.erpExportDelivery.update({
      where: { id: row.id },
      data: {
        status: "FAILED",
        attempts: { increment: 1 },
        lastStatusCode: status,
        lastError: error instanceof Error ? error.message.slice(0, 500) : "Delivery failed",
      },
    });
    throw error;
  }
}

export const ERP_EXPORT_JOB_HANDLERS: Record<string, JobHandler> = {
  [ERP_EXPORT_JOB]: async (data) => {
    const id = String(data.deliveryId ?? "");
    if (id) await deliverErpExport(id);
  },
};
