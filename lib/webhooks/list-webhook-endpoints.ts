// GET /api/webhooks: every endpoint, newest first; ?event= keeps those that receive that event type
// (subscribed to it, to its entity's wildcard, or to everything).
import { db } from "@/lib/db";
import type { WebhookEndpointDto } from "@/lib/webhooks/schema";
import { ENDPOINT_SELECT, toEndpointDto } from "@/lib/webhooks/endpoint-dto";

export async function listWebhookEndpoints(filter: { event?: string }): Promise<WebhookEndpointDto[]> {
  const wildcard = filter.event ? `${filter.event.split(".")[0]}.*` : null;
  const rows = await db.webhookEndpoint.findMany({
    where: filter.event
      ? { OR: [{ events: { isEmpty: true } }, { events: { hasSome: [filter.event, wildcard!] } }] }
      : {},
    select: ENDPOINT_SELECT,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: 500,
  });
  return rows.map(toEndpointDto);
}
