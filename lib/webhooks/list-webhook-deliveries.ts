// GET /api/webhooks/{id}/deliveries: the endpoint's delivery log, newest first (the latest 100).
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { WebhookDeliveryDto } from "@/lib/webhooks/schema";
import { ATTEMPT_LOG_INCLUDE, toDeliveryDto } from "@/lib/webhooks/endpoint-dto";

export async function listWebhookDeliveries(endpointId: string): Promise<WebhookDeliveryDto[]> {
  const endpoint = await db.webhookEndpoint.findUnique({ where: { id: endpointId }, select: { id: true } });
  if (!endpoint) throw new AppError("NOT_FOUND", "Webhook endpoint not found");
  const rows = await db.webhookDelivery.findMany({
    where: { endpointId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 100,
    include: ATTEMPT_LOG_INCLUDE,
  });
  return rows.map(toDeliveryDto);
}
