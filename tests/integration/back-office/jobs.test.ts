/** @jest-environment node */
// [BACK OFFICE] Background jobs seen from the outside: GET /api/ready (database, worker heartbeat, queue wait) and
// the OP admin's queue page API (per-queue counts, failed jobs with their reason in keyset pages, retry), on real
// pg-boss jobs in the test database. Other suites share the database: assertions look at this suite's own queue
// and ids, and the readiness checks first put the shared state (heartbeats, old waiting jobs) where they need it.
import { randomBytes, randomUUID } from "node:crypto";
import type PgBoss from "pg-boss";
import { getDb } from "@/lib/db";
import { ensureQueue, getBoss } from "@/lib/jobs/queue";
import { pgBossInstalled } from "@/lib/jobs/pgboss-tables";
import { readReadiness } from "@/lib/jobs/read-readiness";
import { QUEUE_WAIT_MAX_SECONDS, WORKER_BEAT_MAX_AGE_SECONDS } from "@/lib/jobs/schema";
import {
  ZFailedJobPage,
  ZJobsOverview,
  ZReadiness,
  type FailedJob,
  type FailedJobPage,
  type JobsOverview,
  type Readiness,
} from "@/lib/jobs/response-schema";
import { ZErrorBody } from "@/lib/http/errors";
import * as readyRoute from "@/app/api/ready/route";
import * as jobsRoute from "@/app/api/back-office/jobs/route";
import * as failedRoute from "@/app/api/back-office/jobs/failed/route";
import * as retryRoute from "@/app/api/back-office/jobs/[id]/retry/route";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";

jest.setTimeout(60_000);

const db = getDb();
const QUEUE = `test-jobs-${randomBytes(4).toString("hex")}`;
const PAGED_QUEUE = `${QUEUE}-paged`;
const REASON = "The file passport.pdf is missing from storage";
let opAdmin: string;
let payrollAdmin: string;
let boss: PgBoss;

beforeAll(async () => {
  opAdmin = await tokenFor((await createUser(db, { roles: ["admin", "operator"] })).user.id);
  payrollAdmin = await tokenFor((await createUser(db, { roles: ["admin", "payroll"] })).user.id);
});

const ready = () => call<Readiness>(readyRoute.GET, { path: "/api/ready" });
const overview = (token = opAdmin) => call<JobsOverview>(jobsRoute.GET, { path: "/api/back-office/jobs", token });
const failedPage = (query = "", token = opAdmin) =>
  call<FailedJobPage>(failedRoute.GET, { path: `/api/back-office/jobs/failed${query}`, token });
const retry = (id: string, token = opAdmin) =>
  call<{ id: string; name: string; state: string }>(retryRoute.POST, {
    method: "POST",
    path: `/api/back-office/jobs/${id}/retry`,
    params: { id },
    token,
  });

async function beat(ageSeconds = 0) {
  const at = new Date(Date.now() - ageSeconds * 1000);
  const id = `jobs-test:${randomBytes(3).toString("hex")}`;
  await db.workerHeartbeat.create({
    data: { id, hostname: "jobs-test", pid: 4242, startedAt: at, beatAt: at, jobTypes: 3 },
  });
  return id;
}

/** Jobs of other suites that nobody works on in tests may have waited for minutes: they would fail the queue
 *  check that this suite is not about, so their wait starts again now (no worker runs them in Jest). */
async function forgiveOtherWaitingJobs() {
  await db.$executeRawUnsafe(
    `UPDATE pgboss.job SET start_after = now() WHERE name <> $1 AND state < 'active' AND start_after < now() - interval '1 minute'`,
    QUEUE,
  );
}

async function jobState(id: string) {
  const rows = await db.$queryRawUnsafe<{ state: string }[]>(
    `SELECT state::text AS state FROM pgboss.job WHERE id = $1::uuid`,
    id,
  );
  return rows[0]?.state;
}

/** A job taken by a (pretend) worker and failed with `message`: no retries left, so it stays failed. The queue
 *  has no other runnable job, so the fetch takes this one. */
async function failedJob(queue: string, data: object, message = REASON) {
  const id = (await boss.send(queue, data, { retryLimit: 0 }))!;
  const [taken] = await boss.fetch(queue);
  expect(taken.id).toBe(id);
  await boss.fail(queue, id, { message });
  return id;
}

describe("[BACK OFFICE] background jobs: readiness and the queue page", () => {
  // Inside the describe: runs before the setup file's afterAll closes the pools.
  afterAll(async () => {
    for (const queue of [QUEUE, PAGED_QUEUE]) await boss?.deleteQueue(queue).catch(() => {});
    await db.workerHeartbeat.deleteMany({ where: { id: { startsWith: "jobs-test:" } } });
  });

  it("before pg-boss has created its schema, the queue is fine and empty (fresh database only)", async () => {
    if (await pgBossInstalled()) return; // another suite of this run started pg-boss first: nothing to check
    const res = await overview();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ installed: false, queues: [] });
    const readiness = await readReadiness();
    expect(readiness.queue).toEqual({ ok: true, oldestQueuedAgeSeconds: null, queued: 0, failedLastDay: 0 });
    expect((await failedPage()).body).toEqual({ items: [], nextPageKey: null });
    expect((await retry(randomUUID())).status).toBe(404);
  });

  it("GET /api/ready: 503 without a heartbeat, 200 with a fresh one, 503 with a stale one or a long wait", async () => {
    boss = await getBoss();
    await ensureQueue(QUEUE);
    await forgiveOtherWaitingJobs();
    await db.workerHeartbeat.deleteMany({});

    const none = await ready();
    expect(none.status).toBe(503);
    expect(ZReadiness.parse(none.body)).toMatchObject({
      ready: false,
      database: { ok: true },
      worker: { ok: false, lastBeatAt: null, ageSeconds: null, workers: 0 },
      queue: { ok: true },
    });
    expect(none.headers.get("cache-control")).toBe("no-store");
    expect(none.body.database.latencyMs).toBeGreaterThanOrEqual(0);

    const fresh = await beat();
    const ok = await ready();
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ ready: true, worker: { ok: true, workers: 1 }, queue: { ok: true } });
    expect(ok.body.worker.ageSeconds).toBeLessThan(WORKER_BEAT_MAX_AGE_SECONDS);
    expect(new Date(ok.body.worker.lastBeatAt!).getTime()).toBeGreaterThan(Date.now() - 60_000);

    await db.workerHeartbeat.update({ where: { id: fresh }, data: { beatAt: new Date(Date.now() - 60_000) } });
    const stale = await ready();
    expect(stale.status).toBe(503);
    expect(stale.body).toMatchObject({ ready: false, worker: { ok: false, workers: 0 }, queue: { ok: true } });
    expect(stale.body.worker.ageSeconds).toBeGreaterThanOrEqual(59);

    // A live worker, but a job that has waited past the limit (its created_on and start_after set back).
    await beat();
    const waiting = (await boss.send(QUEUE, { exportId: "exp_waiting" }))!;
    await db.$executeRawUnsafe(
      `UPDATE pgboss.job SET created_on = now() - make_interval(secs => $2), start_after = now() - make_interval(secs => $2)
        WHERE id = $1::uuid`,
      waiting,
      QUEUE_WAIT_MAX_SECONDS + 60,
    );
    const late = await ready();
    expect(late.status).toBe(503);
    expect(late.body).toMatchObject({ ready: false, worker: { ok: true }, queue: { ok: false } });
    expect(late.body.queue.oldestQueuedAgeSeconds).toBeGreaterThan(QUEUE_WAIT_MAX_SECONDS);
    expect(late.body.queue.queued).toBeGreaterThanOrEqual(1);

    // A job scheduled for later is not waiting: only start_after counts, not how long ago it was sent.
    await boss.deleteJob(QUEUE, waiting);
    const later = (await boss.send(QUEUE, {}, { startAfter: 3600 }))!;
    await db.$executeRawUnsafe(
      `UPDATE pgboss.job SET created_on = now() - interval '2 hours' WHERE id = $1::uuid`,
      later,
    );
    expect((await ready()).status).toBe(200);
    await boss.deleteJob(QUEUE, later);
  });

  it("GET /api/ready: a database that does not answer is not ready (503 shape from the use case)", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {}); // the use case logs the failed check
    const down = await readReadiness(() => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432")));
    expect(ZReadiness.parse(down)).toEqual({
      ready: false,
      database: { ok: false, latencyMs: null },
      worker: { ok: false, lastBeatAt: null, ageSeconds: null, workers: 0 },
      queue: { ok: false, oldestQueuedAgeSeconds: null, queued: 0, failedLastDay: 0 },
    });
  });

  it("the summary counts each state of the queue; failed jobs list with their reason; retry queues them again", async () => {
    boss = await getBoss();
    await ensureQueue(QUEUE);
    const failedId = await failedJob(QUEUE, { exportId: "exp_1", contractId: "ctr_9", note: "not an id" });
    const done = (await boss.send(QUEUE, { contractId: "ctr_done" }))!;
    expect((await boss.fetch(QUEUE))[0].id).toBe(done);
    await boss.complete(QUEUE, done);
    const running = (await boss.send(QUEUE, {}))!;
    expect((await boss.fetch(QUEUE))[0].id).toBe(running);
    const queued = [(await boss.send(QUEUE, { n: 1 }))!, (await boss.send(QUEUE, { n: 2 }))!];

    const summary = await overview();
    expect(summary.status).toBe(200);
    const body = ZJobsOverview.parse(summary.body);
    expect(body.installed).toBe(true);
    const mine = body.queues.find((q) => q.name === QUEUE);
    expect(mine).toMatchObject({ queued: 2, scheduled: 0, running: 1, failedLastDay: 1, completedLastDay: 1 });
    expect(mine!.oldestQueuedAgeSeconds).toBeGreaterThanOrEqual(0);
    expect(mine!.oldestQueuedAgeSeconds).toBeLessThan(60);
    const worker = body.workers.find((w) => w.hostname === "jobs-test" && w.alive);
    expect(worker).toMatchObject({ pid: 4242, jobTypes: 3, alive: true });
    expect(body.workers.some((w) => w.hostname === "jobs-test" && !w.alive)).toBe(true); // the stale beat above

    const list = await failedPage();
    expect(list.status).toBe(200);
    const item = ZFailedJobPage.parse(list.body).items.find((j) => j.id === failedId);
    expect(item).toMatchObject({
      name: QUEUE,
      reason: REASON,
      retriesUsed: 0,
      retryLimit: 0,
      archived: false,
      entities: [
        { key: "exportId", value: "exp_1" },
        { key: "contractId", value: "ctr_9" },
      ],
    });
    expect(new Date(item!.failedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const readiness = await ready();
    expect(readiness.body.queue.failedLastDay).toBeGreaterThanOrEqual(1);

    // Retry: back to a queued state, off the failed list, counted as queued; audited.
    const retried = await retry(failedId);
    expect(retried.status).toBe(202);
    expect(retried.body).toEqual({ id: failedId, name: QUEUE, state: "retry" });
    expect(await jobState(failedId)).toBe("retry");
    const after = (await overview()).body.queues.find((q) => q.name === QUEUE);
    expect(after).toMatchObject({ queued: 3, failedLastDay: 0 });
    expect((await failedPage()).body.items.some((j) => j.id === failedId)).toBe(false);
    const audit = await db.auditEvent.findFirst({ where: { action: "job.retry", entityId: failedId } });
    expect(audit).not.toBeNull();

    // A job that is not failed (any more) answers 409 with a clear message; unknown or malformed ids 404.
    for (const id of [failedId, queued[0], running, done]) {
      const refused = await retry(id);
      expect({ id, status: refused.status }).toEqual({ id, status: 409 });
      expect(ZErrorBody.parse(refused.body)).toMatchObject({ code: "CONFLICT" });
      expect((refused.body as unknown as { message: string }).message).toMatch(/^Only a failed job can be retried/);
    }
    for (const id of [randomUUID(), "not-a-job-id", "x'; DROP TABLE pgboss.job; --"]) {
      const missing = await retry(id);
      expect({ id, status: missing.status }).toEqual({ id, status: 404 });
      expect(ZErrorBody.parse(missing.body)).toMatchObject({ code: "NOT_FOUND", message: "Job not found" });
    }
  });

  it("the failed list pages on its key without gaps or repeats, newest failure first", async () => {
    boss = await getBoss();
    await ensureQueue(PAGED_QUEUE);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await failedJob(PAGED_QUEUE, { exportId: `exp_page_${i}` }, `Failure ${i}`));
    const seen: FailedJob[] = [];
    let key: string | null = null;
    let pages = 0;
    do {
      const res: Awaited<ReturnType<typeof failedPage>> = await failedPage(
        `?pageSize=2${key ? `&nextPageKey=${key}` : ""}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.items);
      key = res.body.nextPageKey;
      pages += 1;
    } while (key && pages < 500);
    expect(new Set(seen.map((j) => j.id)).size).toBe(seen.length);
    const mine = seen.filter((j) => ids.includes(j.id));
    expect(mine.map((j) => j.id)).toEqual([...ids].reverse());
    expect(mine.map((j) => j.reason)).toEqual(["Failure 2", "Failure 1", "Failure 0"]);
    const times = seen.map((j) => new Date(j.failedAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const impossible = `2026-02-30T00:00:00.000000Z|${randomUUID()}`;
    for (const bad of [
      "not-base64!",
      Buffer.from("2026-01-01|x").toString("base64url"),
      Buffer.from(impossible).toString("base64url"),
    ]) {
      const res = await failedPage(`?nextPageKey=${encodeURIComponent(bad)}`);
      expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
    }
  });

  it("only OP admins reach the queue page API: 403 for another admin, 401 signed out", async () => {
    const id = randomUUID();
    for (const res of [await overview(payrollAdmin), await failedPage("", payrollAdmin), await retry(id, payrollAdmin)])
      expect(res.status).toBe(403);
    for (const res of [await overview(""), await failedPage("", ""), await retry(id, "")]) expect(res.status).toBe(401);
    // Readiness stays public.
    expect([200, 503]).toContain((await ready()).status);
  });
});
