// POST /api/webhooks/{id}/deliveries/{deliveryId}/replay: send the same event again (same id and payload, a new
// signature), with a fresh attempt budget. The row goes back to PENDING and its job is queued in one transaction.
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import type { WebhookDeliveryDto } from "@/lib/webhooks/schema";
import { ATTEMPT_LOG_INCLUDE, toDeliveryDto } from "@/lib/webhooks/endpoint-dto";
import { ensureQueue } from "@/lib/jobs/queue";
import { DELIVER_JOB, enqueueDeliveries, MAX_ATTEMPTS } from "@/lib/webhooks/enqueue-deliveries";

export async function replayWebhookDelivery(
  actor: Actor,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDeliveryDto> {
  await ensureQueue(DELIVER_JOB); // started before the transaction, which then queues the job in itself
  return db.$transaction(async (tx) => {
    const delivery = await tx.webhookDelivery.findFirst({
      where: { id: deliveryId, endpointId },
      include: { endpoint: { select: { active: true } } },
    });
    if (!delivery) throw new AppError("NOT_FOUND", "Webhook delivery not found");
    if (!delivery.endpoint.active)
      throw new AppError("UNPROCESSABLE", "Enable the endpoint before replaying its deliveries.");
    const row = await tx.webhookDelivery.update({
      where: { id: deliveryId },
      data: { status: "PENDING", nextAttemptAt: new Date(), deliveredAt: null },
      include: ATTEMPT_LOG_INCLUDE,
    });
    await enqueueDeliveries([{ deliveryId, until: delivery.attempts + MAX_ATTEMPTS }], tx);
    await recordAudit(tx, {
      actor,
      action: "webhookDelivery.replay",
      entityType: "WebhookDelivery",
      entityId: deliveryId,
      before: { status: delivery.status, attempts: delivery.attempts },
      after: { status: "PENDING" },
    });
    return toDeliveryDto(row);
  });
}
