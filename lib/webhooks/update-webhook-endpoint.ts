// PATCH /api/webhooks/{id}: enable or disable an endpoint (a disabled one gets no new events; queued ones fail).
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import type { TUpdateWebhookEndpoint, WebhookEndpointDto } from "@/lib/webhooks/schema";
import { ENDPOINT_SELECT, toEndpointDto } from "@/lib/webhooks/endpoint-dto";

export async function updateWebhookEndpoint(
  actor: Actor,
  id: string,
  input: TUpdateWebhookEndpoint,
): Promise<WebhookEndpointDto> {
  return db.$transaction(async (tx) => {
    const before = await tx.webhookEndpoint.findUnique({ where: { id }, select: { active: true } });
    if (!before) throw new AppError("NOT_FOUND", "Webhook endpoint not found");
    const row = await tx.webhookEndpoint.update({
      where: { id },
      data: { active: input.active },
      select: ENDPOINT_SELECT,
    });
    await recordAudit(tx, {
      actor,
      action: input.active ? "webhookEndpoint.enable" : "webhookEndpoint.disable",
      entityType: "WebhookEndpoint",
      entityId: id,
      before,
      after: { active: row.active },
    });
    return toEndpointDto(row);
  });
}
