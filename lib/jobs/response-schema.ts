// What the job-monitoring routes answer (GET /api/ready, /api/back-office/jobs[/failed], POST .../retry): for
// the OpenAPI document, the handlers' return types and the back-office page's SWR hooks (lib/swr/use-jobs.ts).
import { z } from "zod";
import { ZDateTime, ZNextKey } from "@/lib/zod/response";

const ZSeconds = z.number().describe("seconds");

/** GET /api/ready: 200 when `ready`, else 503 with the same body. */
export const ZReadiness = z.object({
  ready: z.boolean(),
  database: z.object({ ok: z.boolean(), latencyMs: z.number().nullable() }),
  worker: z.object({
    ok: z.boolean(),
    lastBeatAt: ZDateTime.nullable().describe("the newest heartbeat of any worker"),
    ageSeconds: ZSeconds.nullable(),
    workers: z.number().int().describe("workers whose heartbeat is recent enough to count as alive"),
  }),
  queue: z.object({
    ok: z.boolean(),
    oldestQueuedAgeSeconds: ZSeconds.nullable().describe("how long the longest-waiting runnable job has waited"),
    queued: z.number().int(),
    failedLastDay: z.number().int(),
  }),
});
export type Readiness = z.infer<typeof ZReadiness>;

/** One job type (pg-boss queue) over the last day. */
export const ZJobQueueSummary = z.object({
  name: z.string(),
  queued: z.number().int().describe("runnable now (created or retry, start_after passed)"),
  scheduled: z.number().int().describe("waiting for a later start (delayed send or retry backoff)"),
  running: z.number().int(),
  failedLastDay: z.number().int(),
  completedLastDay: z.number().int(),
  oldestQueuedAgeSeconds: ZSeconds.nullable(),
});
export type JobQueueSummary = z.infer<typeof ZJobQueueSummary>;

export const ZWorkerBeat = z.object({
  id: z.string(),
  hostname: z.string(),
  pid: z.number().int(),
  startedAt: ZDateTime,
  beatAt: ZDateTime,
  ageSeconds: ZSeconds,
  jobTypes: z.number().int(),
  alive: z.boolean(),
});
export type WorkerBeat = z.infer<typeof ZWorkerBeat>;

/** GET /api/back-office/jobs. */
export const ZJobsOverview = z.object({
  /** False until the first worker (or enqueue) has started pg-boss, which creates its schema. */
  installed: z.boolean(),
  queues: z.array(ZJobQueueSummary),
  workers: z.array(ZWorkerBeat),
});
export type JobsOverview = z.infer<typeof ZJobsOverview>;

export const ZFailedJob = z.object({
  id: z.string(),
  name: z.string().describe("the job type (pg-boss queue)"),
  reason: z.string().nullable().describe("the failure's message (pg-boss output.message)"),
  failedAt: ZDateTime,
  createdAt: ZDateTime,
  retriesUsed: z.number().int(),
  retryLimit: z.number().int(),
  /** The ids the job's data names (exportId, contractId, ...), as text. */
  entities: z.array(z.object({ key: z.string(), value: z.string() })),
  /** pg-boss has moved the job to its archive: it is listed but can no longer be retried. */
  archived: z.boolean(),
});
export type FailedJob = z.infer<typeof ZFailedJob>;

/** GET /api/back-office/jobs/failed: newest failure first. */
export const ZFailedJobPage = z.object({ items: z.array(ZFailedJob), nextPageKey: ZNextKey });
export type FailedJobPage = z.infer<typeof ZFailedJobPage>;

/** POST /api/back-office/jobs/{id}/retry (202). */
export const ZRetriedJob = z.object({ id: z.string(), name: z.string(), state: z.literal("retry") });
export type RetriedJob = z.infer<typeof ZRetriedJob>;
