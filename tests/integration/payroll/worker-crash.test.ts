/** @jest-environment node */
// A real worker process (scripts/worker.ts) killed with SIGKILL in the middle of an ingest: pg-boss still
// counts its job as active, yet a new worker must resume processing within 30 s of its start and end with
// every row exactly once and the exact total.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getDb } from "@/lib/db";
import { kill, startWorker, stopWorkers, waitFor } from "../support/worker-process";
import { createPayrollFixture, payRegisterCsv, syntheticRows, SYNTHETIC_CONCEPTS } from "../../factories/payroll";
import { uploadRegister } from "../../factories/upload-register";

const db = getDb();
process.env.OMNI_STORAGE_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "omni-payroll-files-"));
const EMPLOYEES = 25_000; // 250,000 concept rows: several seconds of ingest on a busy 2-core machine
const fileState = (id: string) =>
  db.grossToNetFile.findUniqueOrThrow({
    where: { id },
    select: { processingStatus: true, processedRows: true, rowCount: true, total: true },
  });

afterAll(stopWorkers);

describe("[PAYROLL] worker crash recovery", () => {
  it("[PAYROLL] after kill -9 mid-ingest a new worker resumes within 30 s; rows and total are exact", async () => {
    const fx = await createPayrollFixture(db);
    const file = await uploadRegister(fx, payRegisterCsv(syntheticRows(EMPLOYEES, "C")), {
      name: "crash.csv",
      enqueue: true,
    });

    // 1) The first worker takes the job and is killed once the ingest has reported progress (mid-COPY).
    const first = startWorker();
    await waitFor("the first worker's progress", 90_000, async () => (await fileState(file.id)).processedRows > 0);
    await kill(first);
    const killed = await fileState(file.id);
    expect(killed.processingStatus).toBe("DRAFT");
    expect(await db.payRegisterRow.count({ where: { grossToNetId: file.id } })).toBe(0);
    const [{ active }] = await db.$queryRaw<{ active: number }[]>`
      SELECT count(*)::int AS active FROM pgboss.job WHERE state = 'active' AND data->>'gtnId' = ${file.id}`;
    expect(active).toBe(1); // the dead worker's job: pg-boss would only expire it after 15 minutes

    // 2) A new worker: processing restarts (progress climbs again from zero) within 30 s of its start.
    await db.grossToNetFile.update({ where: { id: file.id }, data: { processedRows: 0 } });
    const started = Date.now();
    startWorker();
    await waitFor("the resumed ingest", 30_000, async () => (await fileState(file.id)).processedRows > 0);
    const resumedAfterMs = Date.now() - started;
    console.log(`[crash test] processing resumed ${resumedAfterMs} ms after the new worker started`);
    expect(resumedAfterMs).toBeLessThan(30_000);

    // 3) It ends processed, with every row once and the exact total (cents, computed from the CSV's values).
    const done = await waitFor("the final status", 120_000, async () => {
      const s = await fileState(file.id);
      return s.processingStatus === "DRAFT" ? null : s;
    });
    expect(done.processingStatus).toBe("DUPLICATES_CHECKED");
    const rows = EMPLOYEES * SYNTHETIC_CONCEPTS.length;
    expect(done.rowCount).toBe(rows);
    expect(await db.payRegisterRow.count({ where: { grossToNetId: file.id } })).toBe(rows);
    expect(await db.payReportEmployeeTotal.count({ where: { grossToNetId: file.id } })).toBe(EMPLOYEES);
    const centsPerEmployee = SYNTHETIC_CONCEPTS.filter(([, type]) => type !== "Deduction")
      .map(([concept]) => (concept === "Base Salary" ? 300000 : 10050))
      .reduce((a, b) => a + b, 0);
    expect(done.total?.toFixed(2)).toBe(((centsPerEmployee * EMPLOYEES) / 100).toFixed(2));
  }, 240_000);
});
