// GET /api/ready: whether this deployment can do its work, for a load balancer or an orchestrator's readiness
// probe (GET /api/health stays the cheap liveness answer). Ready needs all three: the database answers, some
// worker's heartbeat (lib/jobs/heartbeat.ts) is recent, and no runnable job has waited too long. Every age is
// measured on the database's clock. Cheap enough to probe every few seconds: a few index reads.
import { Prisma } from "@/generated/prisma/client";
import { queryRows } from "@/lib/db";
import { errorField, logger } from "@/lib/observability/logger";
import { pgBossInstalled, recentlyFinished, RUNNABLE } from "@/lib/jobs/pgboss-tables";
import { QUEUE_WAIT_MAX_SECONDS, RECENT_HOURS, WORKER_BEAT_MAX_AGE_SECONDS } from "@/lib/jobs/schema";
import type { Readiness } from "@/lib/jobs/response-schema";

/** A database that does not answer within this is down, as far as readiness goes. */
export const READINESS_TIMEOUT_MS = 3_000;

export type ReadinessFacts = {
  latencyMs: number;
  lastBeatAt: Date | null;
  beatAgeSeconds: number | null;
  liveWorkers: number;
  oldestQueuedAgeSeconds: number | null;
  queued: number;
  failedLastDay: number;
};

export async function readReadinessFacts(): Promise<ReadinessFacts> {
  const started = performance.now();
  const [beat] = await queryRows<{ lastBeatAt: Date | null; ageSeconds: number | null; live: number }>(
    Prisma.sql`
      SELECT max("beatAt") AS "lastBeatAt",
             EXTRACT(epoch FROM (now() AT TIME ZONE 'UTC') - max("beatAt"))::float8 AS "ageSeconds",
             count(*) FILTER (WHERE "beatAt" > (now() AT TIME ZONE 'UTC') - make_interval(secs => ${WORKER_BEAT_MAX_AGE_SECONDS}::int))::int AS live
        FROM "WorkerHeartbeat"`,
  );
  const latencyMs = Math.round((performance.now() - started) * 10) / 10;
  const queue = (await pgBossInstalled())
    ? (
        await queryRows<{ oldest: number | null; queued: number; failed: number }>(Prisma.sql`
          SELECT (SELECT EXTRACT(epoch FROM now() - min(start_after))::float8 FROM pgboss.job WHERE ${RUNNABLE}) AS oldest,
                 (SELECT count(*)::int FROM pgboss.job WHERE ${RUNNABLE}) AS queued,
                 (SELECT count(*)::int FROM (${recentlyFinished(RECENT_HOURS, Prisma.sql`state`)}) f
                   WHERE state = 'failed') AS failed`)
      )[0]
    : null;
  return {
    latencyMs,
    lastBeatAt: beat?.lastBeatAt ?? null,
    beatAgeSeconds: beat?.ageSeconds ?? null,
    liveWorkers: beat?.live ?? 0,
    oldestQueuedAgeSeconds: queue?.oldest ?? null,
    queued: queue?.queued ?? 0,
    failedLastDay: queue?.failed ?? 0,
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const round = (seconds: number | null) => (seconds === null ? null : Math.round(seconds * 10) / 10);

/** The readiness report; `read` is the facts' source (a test passes one that fails like a database that is down). */
export async function readReadiness(read: () => Promise<ReadinessFacts> = readReadinessFacts): Promise<Readiness> {
  let facts: ReadinessFacts;
  try {
    facts = await withTimeout(read(), READINESS_TIMEOUT_MS);
  } catch (error) {
    logger().error({ msg: "readiness: database check failed", reason: errorField(error).message });
    return {
      ready: false,
      database: { ok: false, latencyMs: null },
      worker: { ok: false, lastBeatAt: null, ageSeconds: null, workers: 0 },
      queue: { ok: false, oldestQueuedAgeSeconds: null, queued: 0, failedLastDay: 0 },
    };
  }
  const workerOk = facts.beatAgeSeconds !== null && facts.beatAgeSeconds <= WORKER_BEAT_MAX_AGE_SECONDS;
  const queueOk = facts.oldestQueuedAgeSeconds === null || facts.oldestQueuedAgeSeconds <= QUEUE_WAIT_MAX_SECONDS;
  return {
    ready: workerOk && queueOk,
    database: { ok: true, latencyMs: facts.latencyMs },
    worker: {
      ok: workerOk,
      lastBeatAt: facts.lastBeatAt?.toISOString() ?? null,
      ageSeconds: round(facts.beatAgeSeconds),
      workers: facts.liveWorkers,
    },
    queue: {
      ok: queueOk,
      oldestQueuedAgeSeconds: round(facts.oldestQueuedAgeSeconds),
      queued: facts.queued,
      failedLastDay: facts.failedLastDay,
    },
  };
}
