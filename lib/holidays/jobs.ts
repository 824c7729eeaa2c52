// The yearly public-holiday job (assembled by scripts/worker.ts, which also schedules it): the current and the
// next year for every country, so next year's holidays are there a month before it starts. Idempotent: days
// already stored are skipped and removed ones stay removed (generate-public-holidays.ts).
import type { JobHandler } from "@/lib/jobs/queue";
import { db } from "@/lib/db";
import { generatePublicHolidays } from "@/lib/holidays/generate-public-holidays";

export const GENERATE_HOLIDAYS_JOB = "holidays.generate-public-holidays";

export const HOLIDAY_JOB_HANDLERS: Record<string, JobHandler> = {
  [GENERATE_HOLIDAYS_JOB]: async () => {
    const year = new Date().getUTCFullYear();
    await generatePublicHolidays(db, [year, year + 1]);
  },
};

/** Yearly, 1 December at 02:30 UTC. */
export const HOLIDAY_SCHEDULES: Record<string, string> = { [GENERATE_HOLIDAYS_JOB]: "30 2 1 12 *" };
