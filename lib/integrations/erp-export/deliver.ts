// The ERP delivery job: POSTs the stored record as JSON. Idempotent: a DELIVERED row is not sent again. A failed
// attempt records its reason on the row (lastError, lastStatusCode, attempts) and fails the job with the same
// sentence: with pg-boss's retries (lib/jobs) while the endpoint may recover (unreachable, 5xx, 408, 429) and the
// row stays PENDING; at once, the row FAILED, when it will not (another 4xx: the record is refused) or when the
// last attempt of the retry policy has been spent.
import { db } from "@/lib/db";
import { JobFailure } from "@/lib/jobs/job-failure";
import { RETRY_POLICY, type JobHandler } from "@/lib/jobs/queue";
import { ERP_EXPORT_JOB } from "@/lib/integrations/erp-export/config";
import { describeFetchFailure } from "@/lib/http/fetch-failure";

/** The first run and the queue's retries. */
export const ERP_MAX_ATTEMPTS = 1 + RETRY_POLICY.retryLimit;
const TIMEOUT_MS = 15_000;

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return "(not a valid URL)";
  }
};

export async function deliverErpExport(deliveryId: string) {
  const row = await db.erpExportDelivery.findUnique({ where: { id: deliveryId } });
  if (!row || row.status === "DELIVERED") return;
  const endpoint = `The ERP endpoint ${hostOf(row.endpoint)}`;
  let res: Response | null = null;
  let networkError: unknown = null;
  try {
    res = await fetch(row.endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": row.id },
      body: JSON.stringify(row.payload),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.body?.cancel().catch(() => {}); // only the status matters
  } catch (error) {
    networkError = error;
  }
  const status = res?.status ?? null;
  if (res?.ok) {
    await db.erpExportDelivery.update({
      where: { id: row.id },
      data: {
        status: "DELIVERED",
        attempts: { increment: 1 },
        lastStatusCode: status,
        lastError: null,
        deliveredAt: new Date(),
      },
    });
    return;
  }
  const failure = res
    ? {
        reason: `${endpoint} answered HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ""}`,
        retryable: res.status >= 500 || res.status === 408 || res.status === 429,
      }
    : {
        reason: `${endpoint} could not be reached (${describeFetchFailure(networkError, TIMEOUT_MS)})`,
        retryable: true,
      };
  const attempts = row.attempts + 1;
  const final = !failure.retryable || attempts >= ERP_MAX_ATTEMPTS;
  const reason = final
    ? `${failure.reason}: the employee record was not delivered (attempt ${attempts}).`
    : `${failure.reason}: the delivery is retried (attempt ${attempts} of ${ERP_MAX_ATTEMPTS}).`;
  await db.erpExportDelivery.update({
    where: { id: row.id },
    data: {
      status: final ? "FAILED" : "PENDING",
      attempts: { increment: 1 },
      lastStatusCode: status,
      lastError: reason.slice(0, 500),
    },
  });
  throw new JobFailure(reason, { retryable: !final, cause: networkError ?? undefined });
}

export const ERP_EXPORT_JOB_HANDLERS: Record<string, JobHandler> = {
  [ERP_EXPORT_JOB]: async (data) => {
    const id = String(data.deliveryId ?? "");
    if (id) await deliverErpExport(id);
  },
};
