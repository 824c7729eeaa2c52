// Wire shapes of endpoints and deliveries. The secret never appears here: only creation returns it, once.
import type { WebhookDelivery, WebhookDeliveryAttempt, WebhookEndpoint } from "@/generated/prisma/client";
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

/** Include this on a delivery query to get its attempt log in the DTO. */
export const ATTEMPT_LOG_INCLUDE = {
  attemptLog: { orderBy: [{ number: "asc" as const }, { createdAt: "asc" as const }] },
};

export function toDeliveryDto(row: WebhookDelivery & { attemptLog: WebhookDeliveryAttempt[] }): WebhookDeliveryDto {
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
    attemptLog: row.attemptLog.map((a) => ({
      number: a.number,
      statusCode: a.statusCode,
      durationMs: a.durationMs,
      error: a.error,
      at: a.createdAt.toISOString(),
    })),
  };
}
