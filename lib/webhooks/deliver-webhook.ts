// The pg-boss job (scripts/worker.ts runs it through WEBHOOK_JOB_HANDLERS): one signed attempt of one
// delivery, logged on its row and as a WebhookDeliveryAttempt (status code, duration, error). A failed attempt throws so pg-boss retries it with backoff, until the attempt
// budget of the job (`until`) is spent and the delivery is FAILED. Idempotent: a delivered row is not re-sent.
import { db } from "@/lib/db";
import type { JobHandler } from "@/lib/jobs/queue";
import { urlProblem } from "@/lib/webhooks/schema";
import { privateHostProblem } from "@/lib/webhooks/address-guard";
import { openSecret } from "@/lib/webhooks/secret-box";
import { EVENT_HEADER, SIGNATURE_HEADER, signatureHeader } from "@/lib/webhooks/sign-payload";
import { postWebhook, type AttemptResult } from "@/lib/webhooks/post-webhook";
import { DELIVER_JOB, MAX_ATTEMPTS, nextAttemptAfter } from "@/lib/webhooks/enqueue-deliveries";

export class DeliveryFailed extends Error {}

export async function deliverWebhook(deliveryId: string, until = MAX_ATTEMPTS): Promise<void> {
  const delivery = await db.webhookDelivery.findUnique({ where: { id: deliveryId }, include: { endpoint: true } });
  if (!delivery || delivery.status === "SUCCEEDED") return; // endpoint deleted, or already delivered
  const { endpoint } = delivery;
  const body = JSON.stringify(delivery.payload);
  let result: AttemptResult;
  let retryable = true;
  const started = performance.now();
  const refused = !endpoint.active
    ? "The endpoint is disabled"
    : (urlProblem(endpoint.url) ?? (await privateHostProblem(new URL(endpoint.url).hostname)));
  if (refused) {
    result = { statusCode: null, error: refused };
    retryable = false;
  } else {
    result = await postWebhook(endpoint.url, body, {
      [SIGNATURE_HEADER]: signatureHeader(openSecret(endpoint.secretEncrypted), body),
      [EVENT_HEADER]: delivery.eventType,
      "X-Omni-Delivery": delivery.id,
    });
  }
  const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const attempts = delivery.attempts + 1;
  const final = ok || !retryable || attempts >= until;
  const error = ok ? null : (result.error ?? `HTTP ${result.statusCode}`);
  await db.$transaction([
    db.webhookDelivery.update({
      where: { id: delivery.id },
      data: {
        attempts: { increment: 1 },
        lastStatusCode: result.statusCode,
        lastError: error,
        status: ok ? "SUCCEEDED" : final ? "FAILED" : "PENDING",
        nextAttemptAt: final ? null : nextAttemptAfter(attempts),
        deliveredAt: ok ? new Date() : undefined,
      },
    }),
    db.webhookDeliveryAttempt.create({
      data: {
        deliveryId: delivery.id,
        number: attempts,
        statusCode: result.statusCode,
        durationMs: Math.round(performance.now() - started),
        error,
      },
    }),
  ]);
  if (!ok) console.warn(`[webhooks] ${delivery.eventType} -> ${endpoint.url}: attempt ${attempts}, ${error}`);
  if (!final) throw new DeliveryFailed(`Delivery ${delivery.id} failed (${result.statusCode ?? result.error})`);
}

export const WEBHOOK_JOB_HANDLERS: Record<string, JobHandler> = {
  [DELIVER_JOB]: async (data) => {
    const id = String(data.deliveryId ?? "");
    if (id) await deliverWebhook(id, Number(data.until) || MAX_ATTEMPTS);
  },
};
