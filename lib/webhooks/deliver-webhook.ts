// The pg-boss job (scripts/worker.ts runs it through WEBHOOK_JOB_HANDLERS): one signed attempt of one
// delivery, logged on its row and as a WebhookDeliveryAttempt (status code, duration, error). A failed attempt
// fails the job with a sentence saying what the endpoint did: retryable while the attempt budget of the job
// (`until`) lasts (pg-boss retries with backoff, the row stays PENDING), and for good (no retry, the row FAILED)
// once it is spent or the delivery is refused (disabled endpoint, private address). Idempotent: a delivered row
// is not re-sent.
import { db } from "@/lib/db";
import { JobFailure } from "@/lib/jobs/job-failure";
import type { JobHandler } from "@/lib/jobs/queue";
import { urlProblem } from "@/lib/webhooks/schema";
import { privateHostProblem } from "@/lib/webhooks/address-guard";
import { openSecret } from "@/lib/keys/secret-box";
import { EVENT_HEADER, SIGNATURE_HEADER, signatureHeader } from "@/lib/webhooks/sign-payload";
import { postWebhook, type AttemptResult } from "@/lib/webhooks/post-webhook";
import { DELIVER_JOB, MAX_ATTEMPTS, nextAttemptAfter } from "@/lib/webhooks/enqueue-deliveries";

const SECRET_UNREADABLE =
  "The endpoint's signing secret cannot be decrypted (the secret key changed): create the endpoint again";

/** The endpoint's signing secret, or null when it cannot be decrypted (nothing can sign the payload). */
function readSecret(sealed: string): string | null {
  try {
    return openSecret(sealed);
  } catch {
    return null;
  }
}

/** A failed attempt: retryable while the delivery has attempts left. */
export class DeliveryFailed extends JobFailure {}

export async function deliverWebhook(deliveryId: string, until = MAX_ATTEMPTS): Promise<void> {
  const delivery = await db.webhookDelivery.findUnique({ where: { id: deliveryId }, include: { endpoint: true } });
  if (!delivery || delivery.status === "SUCCEEDED") return; // endpoint deleted, or already delivered
  const { endpoint } = delivery;
  const body = JSON.stringify(delivery.payload);
  let result: AttemptResult;
  let retryable = true;
  const started = performance.now();
  const secret = endpoint.active ? readSecret(endpoint.secretEncrypted) : null;
  const refused = !endpoint.active
    ? "The endpoint is disabled"
    : (urlProblem(endpoint.url) ??
      (await privateHostProblem(new URL(endpoint.url).hostname)) ??
      (secret === null ? SECRET_UNREADABLE : null));
  if (refused || secret === null) {
    result = { statusCode: null, error: refused ?? SECRET_UNREADABLE };
    retryable = false;
  } else {
    result = await postWebhook(endpoint.url, body, {
      [SIGNATURE_HEADER]: signatureHeader(secret, body),
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
  if (ok) return;
  const what =
    result.statusCode !== null
      ? `the endpoint answered HTTP ${result.statusCode}`
      : refused
        ? `the delivery was refused (${refused.charAt(0).toLowerCase()}${refused.slice(1)})`
        : `the endpoint could not be reached (${result.error})`;
  const event = `The ${delivery.eventType} webhook to ${URL.canParse(endpoint.url) ? new URL(endpoint.url).host : "its endpoint"}`;
  if (!final)
    throw new DeliveryFailed(`${event} failed: ${what} (attempt ${attempts} of ${until}); it is retried.`, {
      retryable: true,
    });
  throw new DeliveryFailed(
    refused ? `${event} failed: ${what}.` : `${event} failed after ${attempts} attempts: ${what}.`,
    { retryable: false },
  );
}

export const WEBHOOK_JOB_HANDLERS: Record<string, JobHandler> = {
  [DELIVER_JOB]: async (data) => {
    const id = String(data.deliveryId ?? "");
    if (id) await deliverWebhook(id, Number(data.until) || MAX_ATTEMPTS);
  },
};
