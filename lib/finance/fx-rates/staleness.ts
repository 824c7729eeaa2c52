// When the FX rates shown are stale (browser-safe): the worker refreshes them daily (FX_REFRESH_CRON, 15 9 * * *
// UTC: scripts/worker.ts); once a scheduled run plus REFRESH_GRACE_MS has passed and the newest rate was written
// before that run, the rates are out of date and the tab says so with what to do.
import { FX_REFRESH_CRON } from "@/lib/finance/fx-rates/schema";

/** How long a run may take before its absence counts (the run fetches the source and upserts in one go). */
export const REFRESH_GRACE_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The daily run's UTC hour and minute, read from the cron expression "m h * * *". */
function dailyRunTime(cron = FX_REFRESH_CRON): { hour: number; minute: number } {
  const [minute, hour] = cron.split(/\s+/).map(Number);
  return { hour, minute };
}

export type FxStaleness = {
  stale: boolean;
  /** The scheduled run the rates should have come from. */
  expectedRun: Date;
  /** Whole days since the last update (0 when there is none). */
  daysOld: number;
};

export function fxStaleness(lastUpdatedAt: string | Date | null, now: Date = new Date()): FxStaleness {
  const { hour, minute } = dailyRunTime();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, minute);
  // The newest run that should have finished by now.
  const expected = today + REFRESH_GRACE_MS <= now.getTime() ? today : today - DAY_MS;
  const last = lastUpdatedAt ? new Date(lastUpdatedAt).getTime() : null;
  return {
    stale: last !== null && last < expected,
    expectedRun: new Date(expected),
    daysOld: last === null ? 0 : Math.floor((now.getTime() - last) / DAY_MS),
  };
}
