// The daily FX refresh (09:15 UTC, scheduled by scripts/worker.ts): fetches FX_RATES_SOURCE_URL (JSON, see
// ZFxSourcePayload) and upserts each rate for its date in one transaction, set-based. Without a configured source the
// seeded rates stay as they are. The fee estimate (lib/hiring/get-fx-rate.ts) reads the same FxRate table.
// A source that fails keeps the stored rates and fails the job with a sentence naming the source's host (never
// its full URL, which may carry a key): with retries when it may recover (unreachable, 5xx, 408, 429), at once
// when it answered something retrying will not change (another 4xx, not JSON, not the expected shape).
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { JobFailure } from "@/lib/jobs/job-failure";
import { ZFxSourcePayload } from "@/lib/finance/fx-rates/schema";
import { describeFetchFailure } from "@/lib/http/fetch-failure";

export type FxRefreshResult = { source: string | null; upserted: number };

const TIMEOUT_MS = 30_000;

export function fxSourceUrl(): string | null {
  const url = process.env.FX_RATES_SOURCE_URL?.trim();
  return url ? url : null;
}

export async function refreshFxRates(fetcher: typeof fetch = fetch): Promise<FxRefreshResult> {
  const source = fxSourceUrl();
  if (!source) return { source: null, upserted: 0 };
  let host: string;
  try {
    host = new URL(source).host;
  } catch {
    throw new JobFailure("FX_RATES_SOURCE_URL is not a valid URL: the FX rates were not refreshed.");
  }
  const failed = (what: string, retryable: boolean, cause?: unknown) =>
    new JobFailure(`The FX rate source ${host} ${what}: the FX rates were not refreshed.`, { retryable, cause });
  let res: Response;
  try {
    res = await fetcher(source, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw failed(`could not be reached (${describeFetchFailure(error, TIMEOUT_MS)})`, true, error);
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => {});
    const retryable = res.status >= 500 || res.status === 408 || res.status === 429;
    throw failed(`answered HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ""}`, retryable);
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch (error) {
    throw failed("did not answer JSON", false, error);
  }
  const parsed = ZFxSourcePayload.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    throw failed(`answered rates in an unexpected format (${where}${issue?.message ?? "not valid"})`, false);
  }
  const payload = parsed.data;
  const now = new Date();
  // One upsert statement for the whole payload (up to 10,000 rates), not one round trip per rate. A rate given
  // twice for one pair and date counts once, the last one (as one upsert after another did).
  const latest = new Map(payload.rates.map((r) => [`${r.fromCurrency}|${r.toCurrency}|${r.rateDate}`, r]));
  const rates = [...latest.values()];
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`
      INSERT INTO "FxRate" (id, "fromCurrency", "toCurrency", rate, "rateDate", "createdAt")
      SELECT gen_random_uuid()::text, t."from", t."to", t.rate, t."rateDate", ${now.toISOString()}::timestamp(3)
        FROM unnest(${rates.map((r) => r.fromCurrency)}::text[], ${rates.map((r) => r.toCurrency)}::text[],
                    ${rates.map((r) => r.rate)}::numeric[], ${rates.map((r) => r.rateDate)}::date[])
          AS t("from", "to", rate, "rateDate")
      ON CONFLICT ("fromCurrency", "toCurrency", "rateDate")
        DO UPDATE SET rate = EXCLUDED.rate, "createdAt" = EXCLUDED."createdAt"`;
    await recordAudit(tx, {
      actor: null,
      action: "fxRates.refresh",
      entityType: "FxRate",
      entityId: "*",
      after: { source, count: payload.rates.length },
    });
  });
  return { source, upserted: payload.rates.length };
}
