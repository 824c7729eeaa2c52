// `npm run soak`: the background worker under load and faults, on its own embedded PostgreSQL (or DATABASE_URL).
// Not a timed test: it prints what it saw. For SOAK_SECONDS (120) it queues jobs of several types at a steady
// rate (SOAK_JOBS in all, 2000), a share with injected faults (a missing file, a corrupt pay register), while
// SOAK_WORKERS (2) workers run under npm start's supervisor and one of them is killed with SIGKILL every
// SOAK_KILL_EVERY seconds (15). Then it waits for the queues to drain and reports: worker restarts, stuck jobs
// (goal 0), lost or doubled rows (goal 0), and the time from each kill to the next completed job (goal < 30 s).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { Readable } from "node:stream";
import { findFreePort, migrateDeploy, startEmbeddedDb, type EmbeddedDb } from "./lib/embedded-db";
import { supervise } from "./lib/supervise";

const SECONDS = Number(process.env.SOAK_SECONDS ?? 120);
const JOBS = Number(process.env.SOAK_JOBS ?? 2000);
const WORKERS = Number(process.env.SOAK_WORKERS ?? 2);
const KILL_EVERY_S = Number(process.env.SOAK_KILL_EVERY ?? 15);
const FAULT_SHARE = Number(process.env.SOAK_FAULTS ?? 0.1);
const DRAIN_SECONDS = Number(process.env.SOAK_DRAIN_SECONDS ?? 180);
const root = path.resolve(__dirname, "..");

type Kind = "export" | "receipts" | "payReport";
type Made = { kind: Kind; id: string; faulty: boolean; employees?: number };

async function main() {
  let embedded: EmbeddedDb | null = null;
  if (!process.env.DATABASE_URL) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "omni-soak-"));
    embedded = await startEmbeddedDb({ dataDir: path.join(dir, "pg"), port: await findFreePort(), persistent: false });
    process.env.DATABASE_URL = embedded.url;
    await migrateDeploy(embedded.url, { quiet: true });
  }
  process.env.OMNI_STORAGE_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "omni-soak-files-"));
  // Imported after DATABASE_URL is set (the modules read it when first used).
  const { getDb } = await import("../lib/db");
  const { enqueue, getBoss } = await import("../lib/jobs/queue");
  const { writeStream } = await import("../lib/storage/files");
  const { acceptUpload } = await import("../lib/payroll/accept-upload");
  const { DATA_EXPORT_JOB } = await import("../lib/data-export/job-names");
  const { EXPORT_RECEIPTS_JOB } = await import("../lib/expenses/job-names");
  const { createEmployee } = await import("../tests/factories/employees");
  const { createUser } = await import("../tests/factories/users");
  const { createPayrollFixture, payRegisterCsv, syntheticRows } = await import("../tests/factories/payroll");
  const db = getDb();
  await getBoss();

  const restarts: string[] = [];
  const env = { ...process.env, PGAPPNAME: "omni-soak-worker" };
  const workers = Array.from({ length: WORKERS }, (_, i) =>
    supervise(
      `worker ${i + 1}`,
      process.execPath,
      ["--import", "tsx", path.join(root, "scripts/worker.ts")],
      { env, cwd: root, stdio: "ignore" },
      (line) => restarts.push(line),
    ),
  );

  // Fixtures shared by the jobs.
  const { employee } = await createEmployee(db);
  const { user } = await createUser(db);
  const payroll = await createPayrollFixture(db);
  const store = async (bytes: Buffer | string) => {
    const key = `soak/${crypto.randomUUID()}.pdf`;
    await writeStream(key, Readable.from([bytes]));
    return key;
  };
  const document = async (present: boolean) =>
    db.document.create({
      data: {
        title: "Soak file",
        fileName: present ? "scan.pdf" : "missing.pdf",
        storageKey: present ? await store(crypto.randomBytes(2048)) : `soak/${crypto.randomUUID()}.pdf`,
        mimeType: "application/pdf",
        sizeBytes: 2048,
        employeeId: employee.id,
      },
    });

  const made: Made[] = [];
  async function makeJob(n: number) {
    const faulty = Math.random() < FAULT_SHARE;
    const kind: Kind = n % 10 === 0 ? "payReport" : n % 2 ? "export" : "receipts";
    if (kind === "export") {
      // Each export covers its own employee's two files (one missing when faulty).
      const { employee: own } = await createEmployee(db, { companyId: employee.companyId });
      await db.document.updateMany({
        where: { id: { in: [(await document(true)).id, (await document(!faulty)).id] } },
        data: { employeeId: own.id },
      });
      const row = await db.employeeDataExport.create({ data: { employeeId: own.id } });
      await enqueue(DATA_EXPORT_JOB, { exportId: row.id }, { singletonKey: row.id });
      made.push({ kind, id: row.id, faulty });
    } else if (kind === "receipts") {
      const receipt = await document(!faulty);
      const id = `soak${crypto.randomBytes(10).toString("hex")}`.slice(0, 25);
      await enqueue(EXPORT_RECEIPTS_JOB, {
        userId: user.id,
        documentId: id,
        receipts: [{ expenseId: "soak", documentId: receipt.id }],
      });
      made.push({ kind, id, faulty });
    } else {
      const employees = 20;
      const csv = faulty
        ? "\u0000\u0001 not a register \u00ff".repeat(50)
        : payRegisterCsv(syntheticRows(employees, `S${n}_`));
      const file = await acceptUpload(
        null,
        {
          source: "MANUAL",
          payrollPeriod: payroll.period,
          payrollCycle: "OFF_CYCLE",
          country: payroll.country,
          lspId: payroll.lsp.id,
          legalEntityId: payroll.legalEntity.id,
          workbookId: payroll.workbook.id,
        },
        { name: `soak-${n}.csv`, stream: Readable.from([csv]) },
        { enqueue: true },
      );
      made.push({ kind, id: file.id, faulty, employees });
    }
  }

  // Produce at a steady rate while killing a worker now and then.
  const started = Date.now();
  const kills: number[] = [];
  const killer = setInterval(() => {
    const victim = workers[kills.length % workers.length].current();
    if (victim.exitCode === null && victim.signalCode === null) {
      victim.kill("SIGKILL");
      kills.push(Date.now());
    }
  }, KILL_EVERY_S * 1000);
  for (let n = 0; n < JOBS; n += 1) {
    await makeJob(n).catch((error) => console.error(`[soak] job ${n} not queued:`, error.message));
    const due = started + ((n + 1) / JOBS) * SECONDS * 1000;
    if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
  }
  clearInterval(killer);
  console.log(
    `[soak] queued ${made.length} jobs in ${((Date.now() - started) / 1000).toFixed(0)} s; ${kills.length} kills`,
  );

  // Drain.
  const open = async () =>
    (
      await db.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active')
          AND name NOT LIKE '__pgboss%'`
    )[0].n;
  const drainStart = Date.now();
  while ((await open()) > 0 && Date.now() - drainStart < DRAIN_SECONDS * 1000)
    await new Promise((r) => setTimeout(r, 1000));
  const stuck = await open();

  // Outcomes per kind.
  const byKind = (kind: Kind) => made.filter((m) => m.kind === kind);
  const exports = await db.employeeDataExport.findMany({ where: { id: { in: byKind("export").map((m) => m.id) } } });
  const exportOf = new Map(exports.map((e) => [e.id, e]));
  const zips = await db.document.findMany({ where: { id: { in: byKind("receipts").map((m) => m.id) } } });
  const zipIds = new Set(zips.map((z) => z.id));
  const reports = await db.grossToNetFile.findMany({
    where: { id: { in: byKind("payReport").map((m) => m.id) } },
    select: { id: true, processingStatus: true, _count: { select: { rows: true } } },
  });
  const reportOf = new Map(reports.map((r) => [r.id, r]));
  const failedJobs = await db.$queryRaw<{ key: string; message: string | null }[]>`
    SELECT coalesce(data->>'exportId', data->>'documentId', data->>'gtnId') AS key, output->>'message' AS message
    FROM pgboss.job WHERE state = 'failed'`;
  const failedKeys = new Map(failedJobs.map((j) => [j.key, j.message]));
  const jobCounts = await db.$queryRaw<{ key: string; n: number }[]>`
    SELECT coalesce(data->>'exportId', data->>'documentId', data->>'gtnId') AS key, count(*)::int AS n
    FROM pgboss.job WHERE name NOT LIKE '__pgboss%' GROUP BY 1 HAVING count(*) > 1`;

  let lost = 0;
  let doubled = jobCounts.length;
  let wrongOutcome = 0;
  let lostToKills = 0;
  // A job that did not end as its input says: failed by worker losses (it ran out of retries), still pending
  // with no job (lost), or another outcome.
  const miss = (id: string, pending: boolean) => {
    if (failedKeys.get(id)?.includes("worker running")) lostToKills++;
    else if (pending) lost++;
    else wrongOutcome++;
  };
  for (const m of made) {
    if (m.kind === "export") {
      const row = exportOf.get(m.id);
      if (row?.status !== (m.faulty ? "FAILED" : "READY")) miss(m.id, !row || row.status === "PENDING");
    } else if (m.kind === "receipts") {
      if (zipIds.has(m.id) === m.faulty) miss(m.id, !failedKeys.has(m.id));
    } else {
      const r = reportOf.get(m.id);
      if (!r) lost++;
      else if (!m.faulty && r._count.rows !== (m.employees ?? 0) * 10) {
        if (r._count.rows > (m.employees ?? 0) * 10) doubled++;
        else if (r.processingStatus === "DRAFT") lost++;
        else wrongOutcome++;
      }
    }
  }

  // Kill -> next completed job.
  const recoveries: number[] = [];
  for (const at of kills) {
    const [{ next }] = await db.$queryRaw<{ next: Date | null }[]>`
      SELECT min(completed_on) AS next FROM pgboss.job WHERE state = 'completed' AND completed_on > ${new Date(at)}`;
    if (next) recoveries.push(next.getTime() - at);
  }
  recoveries.sort((a, b) => a - b);
  const restartLines = restarts.filter((l) => l.includes("restart #")).length;

  for (const w of workers) await w.stop();
  console.log("");
  console.log(
    `jobs queued                 ${made.length} (${made.filter((m) => m.faulty).length} with an injected fault)`,
  );
  console.log(
    `  data exports / receipts / pay reports   ${byKind("export").length} / ${byKind("receipts").length} / ${byKind("payReport").length}`,
  );
  console.log(`worker kills (SIGKILL)      ${kills.length}`);
  console.log(`worker restarts             ${restartLines}`);
  console.log(`stuck jobs after drain      ${stuck}   (goal 0)`);
  console.log(`lost rows                   ${lost}   (goal 0)`);
  console.log(`doubled rows or jobs        ${doubled}   (goal 0)`);
  console.log(`other wrong outcomes        ${wrongOutcome}`);
  console.log(`failed after 4 worker losses ${lostToKills}`);
  if (recoveries.length)
    console.log(
      `kill -> next completed job  median ${(recoveries[Math.floor(recoveries.length / 2)] / 1000).toFixed(1)} s, max ${(recoveries[recoveries.length - 1] / 1000).toFixed(1)} s   (goal < 30 s)`,
    );
  await (await getBoss()).stop({ graceful: true, timeout: 5_000 });
  await db.$disconnect();
  if (embedded) await embedded.stop();
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
