/** @jest-environment node */
// Real worker processes against the test PostgreSQL: a job whose input is missing fails alone with a reason
// the user can read while a job of another type behind it completes; two workers share one queue with every
// job run once; a worker killed (kill -9) or cut from the database in the middle of a job is replaced and the
// job completes whole.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { Readable } from "node:stream";
import { getDb } from "@/lib/db";
import { enqueue } from "@/lib/jobs/queue";
import { writeStream, exists } from "@/lib/storage/files";
import { sweepPartialWrites } from "@/lib/storage/sweep-partial-writes";
import { DATA_EXPORT_JOB } from "@/lib/data-export/job-names";
import { EXPORT_RECEIPTS_JOB } from "@/lib/expenses/job-names";
import { createEmployee } from "../../factories/employees";
import { createUser } from "../../factories/users";
import { isRunning, kill, startWorker, stopWorkers, waitFor, waitUntilServing } from "../support/worker-process";

jest.setTimeout(180_000);
const db = getDb();
process.env.OMNI_STORAGE_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "omni-worker-faults-"));

afterEach(stopWorkers); // each test counts on its own workers only

type JobRow = { state: string; retry_count: number; output: { message?: string } | null };
const jobState = async (name: string, key: string, value: string) =>
  (
    await db.$queryRawUnsafe<JobRow[]>(
      `SELECT state::text, retry_count, output FROM pgboss.job WHERE name = $1 AND data->>$2 = $3`,
      name,
      key,
      value,
    )
  )[0] ?? null;

async function storedDocument(employeeId: string, fileName: string, bytes: Buffer, store = true) {
  const storageKey = `tests/${crypto.randomUUID()}-${fileName}`;
  if (store) await writeStream(storageKey, Readable.from([bytes]));
  return db.document.create({
    data: { title: fileName, storageKey, fileName, mimeType: "application/pdf", sizeBytes: bytes.length, employeeId },
  });
}

async function requestExport(employeeId: string) {
  const row = await db.employeeDataExport.create({ data: { employeeId } });
  await enqueue(DATA_EXPORT_JOB, { exportId: row.id }, { singletonKey: row.id });
  return row.id;
}

const exportState = (id: string) => db.employeeDataExport.findUniqueOrThrow({ where: { id } });

describe("[JOBS] background jobs fail alone", () => {
  it("[JOBS] a data export with a missing file fails at once with its name; a receipts export queued behind it completes", async () => {
    const { employee } = await createEmployee(db);
    await storedDocument(employee.id, "contract.pdf", Buffer.from("%PDF-1.4 present"));
    await storedDocument(employee.id, "passport.pdf", Buffer.from("%PDF-1.4 gone"), false);
    const broken = await requestExport(employee.id);

    const { user } = await createUser(db);
    const receipt = await storedDocument(employee.id, "receipt.pdf", Buffer.from("%PDF-1.4 receipt"));
    const zipId = crypto.randomUUID().replace(/-/g, "").slice(0, 25);
    await enqueue(EXPORT_RECEIPTS_JOB, {
      userId: user.id,
      documentId: zipId,
      receipts: [{ expenseId: "exp1", documentId: receipt.id }],
    });

    const worker = startWorker();
    const failed = await waitFor("the export to fail", 60_000, async () => {
      const row = await exportState(broken);
      return row.status === "FAILED" ? row : null;
    });
    expect(failed.error).toBe("The file passport.pdf is missing from storage");
    // Failed for good at the first attempt (retrying cannot bring the file back), with the same reason.
    const job = await waitFor("the job to be failed", 30_000, async () => {
      const j = await jobState(DATA_EXPORT_JOB, "exportId", broken);
      return j?.state === "failed" ? j : null;
    });
    expect(job.retry_count).toBe(0);
    expect(job.output?.message).toBe("The file passport.pdf is missing from storage");

    const zip = await waitFor("the receipts ZIP", 60_000, () => db.document.findUnique({ where: { id: zipId } }));
    expect(await exists(zip.storageKey)).toBe(true);
    expect(isRunning(worker)).toBe(true);
    expect(worker.output()).not.toMatch(/uncaught|unhandled/i);
    // The worker beats while it serves (its first beat follows its start-up, which jobs may finish before).
    const beat = await waitFor("the worker's heartbeat", 30_000, () =>
      db.workerHeartbeat.findFirst({ orderBy: { beatAt: "desc" } }),
    );
    expect(Date.now() - beat.beatAt.getTime()).toBeLessThan(15_000);
  });

  it("[JOBS] two workers side by side share the queue: every job runs exactly once", async () => {
    const { employee } = await createEmployee(db);
    const workers = [startWorker(), startWorker()];
    await Promise.all(workers.map((w) => waitUntilServing(w)));
    // Idle workers poll every 2 s; one that finds a job takes the next at once. Requests sent in a burst can all
    // land in one polling window and be drained by whichever worker polled first, so they go one at a time (each
    // waiting for its job to be done: it then arrives while both workers are idle, and either may take it) until
    // each worker has taken one, and the rest at once.
    const jobIdOf = async (exportId: string) =>
      (
        await db.$queryRawUnsafe<{ id: string }[]>(
          `SELECT id::text FROM pgboss.job WHERE name = $1 AND data->>'exportId' = $2`,
          DATA_EXPORT_JOB,
          exportId,
        )
      )[0]?.id;
    const ids: string[] = [];
    const took = new Set<number>();
    while (ids.length < 30 && took.size < 2) {
      const id = await requestExport(employee.id);
      ids.push(id);
      const jobId = await waitFor("the export's job", 30_000, () => jobIdOf(id));
      const worker = await waitFor("the export's worker", 60_000, async () => {
        const index = workers.findIndex((w) => w.output().includes(`${jobId} done`));
        return index >= 0 ? index + 1 : null;
      });
      took.add(worker - 1);
    }
    while (ids.length < 30) ids.push(await requestExport(employee.id));
    const jobIds = await db.$queryRawUnsafe<{ id: string }[]>(
      `SELECT id::text FROM pgboss.job WHERE name = $1 AND data->>'exportId' = ANY($2)`,
      DATA_EXPORT_JOB,
      ids,
    );
    expect(jobIds).toHaveLength(30);
    const runs = (w: (typeof workers)[number]) => jobIds.filter((j) => w.output().includes(`${j.id} done`)).length;
    await waitFor("every job's completion", 90_000, async () => runs(workers[0]) + runs(workers[1]) >= 30);
    expect(await db.employeeDataExport.count({ where: { id: { in: ids }, status: "READY" } })).toBe(30);
    // Each job done once in all; both workers took some (30 jobs, each polls every 2 s).
    expect(runs(workers[0]) + runs(workers[1])).toBe(30);
    expect(runs(workers[0])).toBeGreaterThan(0);
    expect(runs(workers[1])).toBeGreaterThan(0);
  });

  // An export big enough to be caught in the middle: 40 files of 2 MB of random bytes (deflate cannot shrink
  // them, so the ZIP takes a few seconds to write).
  async function bigExport() {
    const { employee } = await createEmployee(db);
    for (let i = 0; i < 40; i += 1) await storedDocument(employee.id, `scan-${i}.pdf`, crypto.randomBytes(2 << 20));
    return requestExport(employee.id);
  }

  /** Temporary files of unfinished writes (`<key>.part-<uuid>`, lib/storage/disk-store.ts) and their sizes. */
  function partialWrites(): Map<string, number> {
    const found = new Map<string, number>();
    for (const entry of fs.readdirSync(process.env.OMNI_STORAGE_DIR!, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.part-/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      try {
        found.set(file, fs.statSync(file).size);
      } catch {
        /* renamed into place since the listing */
      }
    }
    return found;
  }

  /** The job has started and its ZIP is being written: a new temporary file with bytes in it. */
  async function untilZipHalfWritten(id: string, before: Map<string, number>) {
    await waitFor(
      "the job to start",
      60_000,
      async () => (await jobState(DATA_EXPORT_JOB, "exportId", id))?.state === "active",
    );
    await waitFor("the ZIP to be written", 60_000, async () =>
      [...partialWrites()].some(([file, size]) => !before.has(file) && size > 0),
    );
  }

  async function expectWholeExport(id: string) {
    const done = await waitFor("the export to complete", 60_000, async () => {
      const row = await exportState(id);
      return row.status === "READY" ? row : null;
    });
    // The stored ZIP holds all 40 files (size above their sum); the killed run's temporary file is never read
    // and the worker's sweep removes it (here with no age limit).
    expect(done.sizeBytes).toBeGreaterThan(40 * (2 << 20));
    const dir = path.dirname(path.join(process.env.OMNI_STORAGE_DIR!, done.storageKey!));
    await sweepPartialWrites(0);
    expect(fs.readdirSync(dir)).toEqual([path.basename(done.storageKey!)]);
    const [{ runs }] = await db.$queryRawUnsafe<{ runs: number }[]>(
      `SELECT count(*)::int AS runs FROM pgboss.job WHERE name = $1 AND data->>'exportId' = $2`,
      DATA_EXPORT_JOB,
      id,
    );
    expect(runs).toBe(1); // one job, not a second queued copy
    return done;
  }

  it("[JOBS] a worker killed with SIGKILL mid-job is replaced and the job completes within 30 s", async () => {
    const id = await bigExport();
    const before = partialWrites();
    const first = startWorker();
    await untilZipHalfWritten(id, before);
    await kill(first);
    const killedAt = Date.now();
    expect((await exportState(id)).status).toBe("PENDING");
    startWorker(); // what the supervisor does
    await expectWholeExport(id);
    const recoveredMs = Date.now() - killedAt;
    console.log(`[worker faults] export completed ${recoveredMs} ms after the kill`);
    expect(recoveredMs).toBeLessThan(30_000);
  });

  it("[JOBS] a worker whose database connections are cut mid-job is replaced and the job completes", async () => {
    const id = await bigExport();
    const before = partialWrites();
    const first = startWorker();
    await untilZipHalfWritten(id, before);
    await db.$queryRawUnsafe(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND application_name IN ('omni-test-worker', 'omni-worker-locks')`,
    );
    // Its locks went with the connection: the worker says so and exits for its supervisor to replace it.
    await waitFor("the worker to exit", 20_000, async () => !isRunning(first)).catch((error) => {
      console.log(first.output());
      throw error;
    });
    expect(first.output()).toMatch(/lock connection lost/);
    startWorker();
    await expectWholeExport(id);
  });
});
