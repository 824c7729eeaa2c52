// The daily FX refresh (09:15 UTC, scheduled by scripts/worker.ts): fetches FX_RATES_SOURCE_URL (JSON, see
// ZFxSourcePayload) and upserts each rate for its date in one transaction. Without a configured source the
// seeded rates stay as they are. The fee estimate (lib/hiring/get-fx-rate.ts) reads the same FxRate table.
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import { ZFxSourcePayload } from "@/lib/fx-rates/schema";

export type FxRefreshResult = { source: string | null; upserted: number };

export function fxSourceUrl(): string | null {
  const url = process.env.FX_RATES_SOURCE_URL?.trim();
  return url ? url : null;
}

export async function refreshFxRates(fetcher: typeof fetch = fetch): Promise<FxRefreshResult> {
  const source = fxSourceUrl();
  if (!source) return { source: null, upserted: 0 };
  const res = await fetcher(source, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`FX source answered ${res.status}`);
  const payload = ZFxSourcePayload.parse(await res.json());
  const now = new Date();
  await db.$transaction(async (tx) => {
    for (const r of payload.rates) {
      const rateDate = new Date(`${r.rateDate}T00:00:00Z`);
      await tx.fxRate.upsert({
        where: {
          fromCurrency_toCurrency_rateDate: { fromCurrency: r.fromCurrency, toCurrency: r.toCurrency, rateDate },
        },
        create: { fromCurrency: r.fromCurrency, toCurrency: r.toCurrency, rate: r.rate, rateDate, createdAt: now },
        update: { rate: r.rate, createdAt: now },
      });
    }
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
