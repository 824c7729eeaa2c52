// FX background job (assembled by scripts/worker.ts, which also schedules it daily at 09:15 UTC).
import type { JobHandler } from "@/lib/jobs/queue";
import { refreshFxRates } from "@/lib/finance/fx-rates/refresh-fx-rates";
import { FX_REFRESH_CRON, FX_REFRESH_JOB } from "@/lib/finance/fx-rates/schema";

export const FX_JOB_HANDLERS: Record<string, JobHandler> = {
  [FX_REFRESH_JOB]: async () => {
    await refreshFxRates();
  },
};

export const FX_SCHEDULES = [{ name: FX_REFRESH_JOB, cron: FX_REFRESH_CRON }];
