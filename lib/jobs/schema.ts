// Background-job monitoring (readiness, the back-office jobs page): its thresholds and the inputs of its routes.
// Browser-safe: the page imports the thresholds to flag a silent worker or a waiting queue as the server does.
import { z } from "zod";

/** A worker whose newest heartbeat is older than this is not alive (it beats every 5 s: lib/jobs/heartbeat.ts). */
export const WORKER_BEAT_MAX_AGE_SECONDS = 30;
/** Readiness fails while a runnable job (state created or retry, start_after passed) has waited longer. */
export const QUEUE_WAIT_MAX_SECONDS = 10 * 60;
/** Counts and the failed list cover this window. */
export const RECENT_HOURS = 24;
export const FAILED_PAGE_SIZE = 50;

/** pg-boss job ids are uuids; anything else is a job that does not exist (404, never a database error). */
export const JOB_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const ZJobParams = z.object({ id: z.string().min(1).max(64) });

export const ZFailedJobsQuery = z.object({
  nextPageKey: z
    .string()
    .trim()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, "Unknown page key.")
    .optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(FAILED_PAGE_SIZE),
});
export type TFailedJobsQuery = z.output<typeof ZFailedJobsQuery>;
