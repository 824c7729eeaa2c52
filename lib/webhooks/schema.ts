// Webhook forms and queries: one schema per form, shared by the back-office page and the route handlers.
import { z } from "zod";

/** "GrossToNetFile.APPROVED" (one transition target) or "Seat.*" (every change of that entity). */
export const EVENT_TYPE_PATTERN = /^[A-Za-z][A-Za-z0-9]*\.(\*|[A-Za-z0-9_:-]+)$/;

export const ZEventType = z
  .string()
  .trim()
  .max(100)
  .regex(EVENT_TYPE_PATTERN, "Use Entity.STATUS or Entity.*, e.g. GrossToNetFile.APPROVED");

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** https everywhere; plain http only to this machine outside production (a local receiver while developing). */
export function urlProblem(value: string, production = process.env.NODE_ENV === "production"): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "Enter a full URL, e.g. https://example.com/webhooks";
  }
  if (url.username || url.password) return "The URL must not contain credentials";
  if (url.protocol === "https:") return null;
  if (url.protocol === "http:" && !production && LOCAL_HOSTS.has(url.hostname)) return null;
  return production ? "The URL must use https" : "The URL must use https (http only to localhost in development)";
}

export const ZCreateWebhookEndpoint = z.object({
  url: z
    .string()
    .trim()
    .min(1, "Enter the endpoint URL")
    .max(2000)
    .superRefine((value, ctx) => {
      const problem = urlProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  /** Empty: platform-wide (every company's events and those without a company). */
  companyId: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((v) => (v ? v : null)),
  /** Empty: every event type. */
  events: z.array(ZEventType).max(50).default([]),
});
export type TCreateWebhookEndpoint = z.output<typeof ZCreateWebhookEndpoint>;

export const ZUpdateWebhookEndpoint = z.object({ active: z.boolean() });
export type TUpdateWebhookEndpoint = z.output<typeof ZUpdateWebhookEndpoint>;

export const ZWebhookListQuery = z.object({ event: ZEventType.optional() });

export const ZWebhookParams = z.object({ id: z.string().min(1).max(64) });
export const ZWebhookDeliveryParams = z.object({
  id: z.string().min(1).max(64),
  deliveryId: z.string().min(1).max(64),
});

export const DELIVERY_STATUSES = ["PENDING", "SUCCEEDED", "FAILED"] as const;

export type WebhookEndpointDto = {
  id: string;
  url: string;
  companyId: string | null;
  companyName: string | null;
  events: string[];
  active: boolean;
  createdAt: string;
};

export type WebhookDeliveryDto = {
  id: string;
  eventId: string;
  eventType: string;
  status: (typeof DELIVERY_STATUSES)[number];
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
  /** Every HTTP attempt, oldest first: status code (null: no response), duration and error. */
  attemptLog: WebhookAttemptDto[];
};

export type WebhookAttemptDto = {
  number: number;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  at: string;
};
