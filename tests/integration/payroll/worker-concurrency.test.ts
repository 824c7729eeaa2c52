/** @jest-environment node */
// A real worker process (scripts/worker.ts) takes two registers at once: both runs are under way together, and
// their duplicates stage and anomaly checks take turns under one lock, so the second sees the first's employees.
// In a database of its own: the worker also takes the shared database's queued jobs and stalled registers.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getDb, newPgClient } from "@/lib/db";
import type { PrismaClient } from "@/generated/prisma/client";
import { REGISTERS_CHECKED_ONE_AT_A_TIME } from "@/lib/payroll/pipeline";
import { PROCESS_JOB, PROCESS_JOB_CONCURRENCY } from "@/lib/payroll/job-names";
import { startWorker, stopWorkers, waitFor, waitUntilServing } from "../support/worker-process";
import { createPayrollFixture, payRegisterCsv } from "../../factories/payroll";
import { uploadRegister } from "../../factories/upload-register";
import { freshDatabase, type FreshDatabase } from "../seed/fresh-database";

process.env.OMNI_STORAGE_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "omni-payroll-files-"));
let fresh: FreshDatabase;
let db: PrismaClient;

beforeAll(async () => {
  // The code under test and the worker open their pools after this line.
  fresh = await freshDatabase();
  process.env.DATABASE_URL = fresh.url;
  db = getDb();
});

afterAll(async () => {
  await stopWorkers();
  const boss = (globalThis as unknown as { omniBoss?: Promise<{ stop(o: object): Promise<void> }> }).omniBoss;
  if (boss) await (await boss).stop({ graceful: false, wait: true }).catch(() => {});
  await db.$disconnect();
  await fresh.drop();
});

describe("[PAYROLL] the worker processes registers side by side", () => {
  it("[PAYROLL] two registers run at once, and the one checked second finds the employee both hold", async () => {
    expect(PROCESS_JOB_CONCURRENCY).toBe(2);
    const fx = await createPayrollFixture(db);
    const upload = (name: string, rows: string[][]) =>
      uploadRegister(fx, payRegisterCsv(rows), { name, enqueue: true });
    // The test holds the checks' lock: each run stops before its duplicates stage, so both are under way together
    // only if the worker took both jobs (with one at a time the second job would wait in the queue).
    const holder = newPgClient();
    await holder.connect();
    try {
      await holder.query(`SELECT pg_advisory_lock(hashtext($1))`, [REGISTERS_CHECKED_ONE_AT_A_TIME]);
      const a = await upload("side-a.csv", [
        ["S1", "Sam", "Shared", "Base Salary", "10"],
        ["A1", "Ann", "Alone", "Base Salary", "10"],
      ]);
      const b = await upload("side-b.csv", [
        ["B1", "Bo", "Alone", "Base Salary", "10"],
        ["S1", "Sam", "Shared", "Base Salary", "10"],
      ]);
      const ids = [a.id, b.id];
      const worker = startWorker();
      await waitUntilServing(worker);
      await waitFor("both registers waiting for the checks", 90_000, async () => {
        const [{ active }] = await db.$queryRaw<{ active: number }[]>`
          SELECT count(*)::int AS active FROM pgboss.job
           WHERE name = ${PROCESS_JOB} AND state = 'active' AND data->>'gtnId' = ANY(${ids}::text[])`;
        const [{ waiting }] = await db.$queryRaw<{ waiting: number }[]>`
          SELECT count(*)::int AS waiting FROM pg_locks
           WHERE locktype = 'advisory' AND NOT granted
             AND objid = (hashtext(${REGISTERS_CHECKED_ONE_AT_A_TIME})::bigint & 4294967295)::oid`;
        return active === 2 && waiting === 2;
      });
      await holder.query(`SELECT pg_advisory_unlock(hashtext($1))`, [REGISTERS_CHECKED_ONE_AT_A_TIME]);

      const files = await waitFor("both registers processed", 90_000, async () => {
        const rows = await db.grossToNetFile.findMany({
          where: { id: { in: ids } },
          select: { id: true, fileName: true, processingStatus: true },
        });
        return rows.every((r) => r.processingStatus !== "DRAFT") ? rows : null;
      });
      expect(files.map((f) => f.processingStatus).sort()).toEqual(["DUPLICATES_CHECKED", "ERROR"]);
      const failed = files.find((f) => f.processingStatus === "ERROR")!;
      const passed = files.find((f) => f.processingStatus === "DUPLICATES_CHECKED")!;
      const errors = await db.dataProcessingError.findMany({ where: { grossToNetId: failed.id } });
      expect(errors.map((e) => e.message)).toEqual([
        `Duplicate: employee S1 (Sam Shared) is already in ${passed.fileName} for this period and cycle.`,
      ]);
    } finally {
      await holder.end();
    }
  }, 240_000);
});
