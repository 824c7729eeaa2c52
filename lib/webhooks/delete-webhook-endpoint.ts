// DELETE /api/webhooks/{id}: the endpoint and its delivery log (queued jobs then find nothing to send).
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";

export async function deleteWebhookEndpoint(actor: Actor, id: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const row = await tx.webhookEndpoint.findUnique({ where: { id }, select: { url: true, companyId: true } });
    if (!row) throw new AppError("NOT_FOUND", "Webhook endpoint not found");
    await tx.webhookEndpoint.delete({ where: { id } });
    await recordAudit(tx, {
      actor,
      action: "webhookEndpoint.delete",
      entityType: "WebhookEndpoint",
      entityId: id,
      before: row,
      after: null,
    });
  });
}
