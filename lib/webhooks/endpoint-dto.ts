// Wire shapes of endpoints and deliveries. The secret never appears here: only creation returns it, once.
import type { WebhookDelivery, WebhookEndpoint } from "@/generated/prisma/client";
import type { WebhookDeliveryDto, WebhookEndpointDto } from "@/lib/webhooks/schema";

export const ENDPOINT_SELECT = {
  id: true,
  url: true,
  companyId: true,
  events: true,
  active: true,
  createdAt: true,
  company: { select: { name: true } },
} as const;

type EndpointRow = Pick<WebhookEndpoint, "id" | "url" | "companyId" | "events" | "active" | "createdAt"> & {
  company: { name: string } | null;
};

export function toEndpointDto(row: EndpointRow): WebhookEndpointDto {
  return {
    id: row.id,
    url: row.url,
    companyId: row.companyId,
    companyName: row.company?.name ?? null,
    events: row.events,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toDeliveryDto(row: WebhookDelivery): WebhookDeliveryDto {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
