// [OPS] More than one machine (issue 28): two `next start` servers on two ports and two workers (scripts/worker.ts)
// on one PostgreSQL and one S3-compatible store (s3rver), all started here (cluster-infra.ts runs the database and
// the store). Proves: a session made on A works on B; an admin removed on A is refused on B within a second (each
// server's actor cache hears the database's notification); a file uploaded through A downloads through B; a pay
// register uploaded through A is processed exactly once by either worker; a worker killed (SIGKILL) in the middle
// of a pay register's processing leaves the job to the other worker, which completes it with nothing doubled;
// each scheduled job runs once per schedule, not once per worker. Needs `next build` output (.next). Runs alone: its own ports, not the e2e servers.
import { expect, test } from "@playwright/test";
import {
  cluster,
  registerJobs,
  sameSessionOn,
  signedIn,
  startCluster,
  startWorker,
  stopCluster,
  until,
  uploadRegister,
} from "./cluster";
import { followJob, outputCounts, statusCounts, waitForRunInProgress } from "./mid-job";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await startCluster();
});

test.afterAll(stopCluster);

test("[OPS] a session made on server A works on server B", async () => {
  const onA = await signedIn(cluster.urlA, "admin@omniplatform.example");
  const onB = await sameSessionOn(cluster.urlB, onA);
  const session = (await (await onB.get("/api/auth/session")).json()) as { user?: { email?: string } };
  expect(session.user?.email).toBe("admin@omniplatform.example");
  expect((await onB.get("/api/employees")).status()).toBe(200);
  await Promise.all([onA.dispose(), onB.dispose()]);
});

test("[OPS] an admin removed on server A is refused on server B within a second", async () => {
  const opAdmin = await signedIn(cluster.urlA, "op.admin@omniplatform.example");
  const email = `ops-${Date.now().toString(36)}@omniplatform.example`;
  const added = await opAdmin.post("/api/users", {
    data: { firstName: "Ops", lastName: "Tester", email, additionalAdminRoles: ["payroll"] },
  });
  expect(added.status()).toBe(201);
  const { userId, temporaryPassword } = (await added.json()) as { userId: string; temporaryPassword: string };
  // Signed in on B and read once there, so B's actor cache holds the user.
  const onB = await signedIn(cluster.urlB, email, temporaryPassword);
  expect((await onB.get(`/api/users/${userId}`)).status()).toBe(200);
  expect((await opAdmin.delete(`/api/users/${userId}`)).status()).toBeLessThan(300);
  const removedAt = Date.now();
  await expect
    .poll(async () => (await onB.get(`/api/users/${userId}`)).status(), { timeout: 1_000, intervals: [50] })
    .not.toBe(200);
  expect(Date.now() - removedAt).toBeLessThan(1_000);
  await Promise.all([opAdmin.dispose(), onB.dispose()]);
});

test("[OPS] a file uploaded through A downloads through B", async () => {
  const onA = await signedIn(cluster.urlA, "super.manager@acme.example");
  const bytes = Buffer.from(`%PDF-1.4\n% two servers ${Date.now()}\n%%EOF\n`);
  const companyId = (
    await cluster.db.query<{ id: string }>(`SELECT id FROM "Company" WHERE name = 'Acme Corp' LIMIT 1`)
  ).rows[0].id;
  const up = await onA.post("/api/documents", {
    multipart: {
      title: "Two servers",
      companyId,
      file: { name: "two-servers.pdf", mimeType: "application/pdf", buffer: bytes },
    },
  });
  expect(up.status()).toBe(201);
  const { id } = (await up.json()) as { id: string };
  const onB = await sameSessionOn(cluster.urlB, onA);
  const down = await onB.get(`/api/documents/${id}/download?disposition=attachment&download=1`, { maxRedirects: 5 });
  expect(down.status()).toBe(200);
  expect(Buffer.compare(await down.body(), bytes)).toBe(0);
  await Promise.all([onA.dispose(), onB.dispose()]);
});

test("[OPS] a pay register uploaded through A is processed exactly once by either worker", async () => {
  const onA = await signedIn(cluster.urlA, "payroll.admin@omniplatform.example");
  const id = await uploadRegister(onA, 200, "209901");
  await expect
    .poll(async () => (await registerJobs(id)).find((j) => j.state === "completed")?.n ?? 0, { timeout: 60_000 })
    .toBe(1);
  expect(await registerJobs(id)).toEqual([{ state: "completed", n: 1 }]);
  const rows = await cluster.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM "PayRegisterRow" WHERE "grossToNetId" = $1`,
    [id],
  );
  expect(rows.rows[0].n).toBe(200);
  await onA.dispose();
});

// Big enough that processing takes seconds (about 9 MB), so the run is caught in the middle.
const KILL_ROWS = 200_000;

test("[OPS] a worker killed mid-job: the other worker finishes the work, nothing doubled", async () => {
  test.setTimeout(300_000);
  const onA = await signedIn(cluster.urlA, "payroll.admin@omniplatform.example");
  const id = await uploadRegister(onA, KILL_ROWS, "209902");
  await onA.dispose();
  const run = await waitForRunInProgress(id, 60_000);
  const victim = cluster.workers[run.worker - 1];
  const survivor = cluster.workers[2 - run.worker];
  victim.child.kill("SIGKILL"); // the process, not a graceful stop: its transaction and locks die with it
  const killedAt = Date.now();
  await until("the killed worker to exit", 10_000, () => victim.child.signalCode === "SIGKILL");
  expect((await outputCounts(id)).status).toBe("DRAFT"); // the killed run committed nothing
  // The survivor's orphan sweep (lib/jobs/recover-orphaned-jobs.ts, every 5 s) finds the job active with no lock
  // held, fails it for a retry at once; the survivor takes it and runs the whole pipeline again.
  const { job, seen } = await followJob(run.jobId, killedAt, 120_000);
  console.log(
    `[two servers] worker ${run.worker} killed at ${run.processedRows}/${KILL_ROWS} rows; job back in the queue ` +
      `after ${seen.retry} ms, taken again after ${seen.retaken} ms, completed by the other worker after ` +
      `${seen.ended} ms`,
  );
  expect(job.state).toBe("completed");
  expect(job.retryCount).toBe(1); // the killed run spent one retry, the second run completed
  expect(await registerJobs(id)).toEqual([{ state: "completed", n: 1 }]); // no second queued copy
  expect(survivor.output()).toContain(`${run.jobId} done`);
  expect(victim.output()).not.toContain(`${run.jobId} done`);
  // Nothing doubled: every row once, every status reached once (DRAFT never left twice).
  expect(await outputCounts(id)).toEqual({
    registerRows: KILL_ROWS,
    employeeTotals: KILL_ROWS,
    status: "DUPLICATES_CHECKED",
  });
  const statuses = await statusCounts(id);
  expect(statuses.DUPLICATES_CHECKED).toBe(1);
  for (const [status, n] of Object.entries(statuses)) expect([status, n]).toEqual([status, 1]);
  expect(statuses.ERROR).toBeUndefined();
  // The later tests count on two workers: the killed one comes back (what its supervisor does).
  await startWorker(run.worker);
});

test("[OPS] each scheduled job runs once per schedule, not once per worker", async () => {
  test.setTimeout(150_000);
  // Both workers registered the same schedules: one row per name.
  const schedules = await cluster.db.query<{ name: string }>(`SELECT name FROM pgboss.schedule ORDER BY name`);
  const names = schedules.rows.map((r) => r.name);
  expect(new Set(names).size).toBe(names.length);
  expect(names.length).toBeGreaterThanOrEqual(2);
  // Every minute instead of daily, so two slots pass during the test.
  await cluster.db.query(`UPDATE pgboss.schedule SET cron = '* * * * *'`);
  const since = new Date();
  const createdPerMinute = async (name: string) =>
    (
      await cluster.db.query<{ minute: string; n: number }>(
        `SELECT date_trunc('minute', created_on)::text AS minute, count(*)::int AS n FROM pgboss.job
         WHERE name = $1 AND created_on >= $2 GROUP BY 1 ORDER BY 1`,
        [name, since],
      )
    ).rows;
  // Until every schedule has run in two minute slots: the first slot is then over, so any second run of it by
  // the other worker would have been created.
  await until("every schedule to run in two minute slots", 140_000, async () => {
    for (const name of names) if ((await createdPerMinute(name)).length < 2) return false;
    return true;
  });
  for (const name of names) {
    const created = await createdPerMinute(name);
    expect(created.length, `${name} ran in the minutes passed`).toBeGreaterThanOrEqual(1);
    for (const row of created) expect([name, row.minute, row.n]).toEqual([name, row.minute, 1]);
  }
});
