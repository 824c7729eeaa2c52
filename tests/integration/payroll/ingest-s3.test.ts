/** @jest-environment node */
// Pay-register ingest with the S3 store (platform issue): the register is stored in a real S3-compatible
// server (s3rver, started here) and the pipeline's COPY reads it through a temporary local copy
// (withLocalFile), ending in the same totals as on disk; the temporary copy is removed afterwards.
import fs from "node:fs";
import os from "node:os";
import { getDb } from "@/lib/db";
import { PAYROLL_JOB_HANDLERS } from "@/lib/payroll/jobs";
import { getStore } from "@/lib/storage/store";
import { createPayrollFixture, payRegisterCsv, syntheticRows } from "../../factories/payroll";
import { uploadRegister } from "../../factories/upload-register";
import { startS3TestServer, type S3TestServer } from "../storage/s3-test-server";

const db = getDb();
let s3: S3TestServer;
const saved = { ...process.env };

beforeAll(async () => {
  s3 = await startS3TestServer();
  Object.assign(process.env, s3.env);
});
afterAll(async () => {
  for (const key of Object.keys(s3.env)) if (saved[key] === undefined) delete process.env[key];
  await s3.stop();
});

const tempCopies = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith("omni-object-"));

describe("[PAYROLL] ingest from the S3 store", () => {
  it("[PAYROLL] a register stored in S3 is ingested to DUPLICATES_CHECKED with its exact rows and total", async () => {
    expect(getStore().kind).toBe("s3");
    const fx = await createPayrollFixture(db);
    const csv = payRegisterCsv(syntheticRows(50));
    const before = new Set(tempCopies());
    const file = await uploadRegister(fx, csv);
    const { storageKey } = await db.grossToNetFile.findUniqueOrThrow({ where: { id: file.id } });
    expect(await getStore().stat(storageKey!)).toMatchObject({ sizeBytes: Buffer.byteLength(csv) });

    await PAYROLL_JOB_HANDLERS["payroll.process-gross-to-net"]({ gtnId: file.id });
    const done = await db.grossToNetFile.findUniqueOrThrow({ where: { id: file.id } });
    expect(done.processingStatus).toBe("DUPLICATES_CHECKED");
    expect(done.rowCount).toBe(500);
    expect(await db.payRegisterRow.count({ where: { grossToNetId: file.id } })).toBe(500);
    expect(await db.payReportEmployeeTotal.count({ where: { grossToNetId: file.id } })).toBe(50);
    const sum = await db.payReportEmployeeTotal.aggregate({
      where: { grossToNetId: file.id },
      _sum: { totalCost: true },
    });
    expect(done.total?.toString()).toBe(sum._sum.totalCost?.toString());
    expect(Number(done.total)).toBeGreaterThan(0);
    expect(tempCopies().filter((name) => !before.has(name))).toEqual([]);
  });

  it("[PAYROLL] a register missing from S3 ends in ERROR with 'The uploaded file is missing.'", async () => {
    const fx = await createPayrollFixture(db);
    const file = await uploadRegister(fx, payRegisterCsv(syntheticRows(2)), { cycle: "CYCLE_2" });
    const { storageKey } = await db.grossToNetFile.findUniqueOrThrow({ where: { id: file.id } });
    await getStore().delete(storageKey!);
    // The job fails at once with the reason the file records (no retry: the file will not come back).
    await expect(PAYROLL_JOB_HANDLERS["payroll.process-gross-to-net"]({ gtnId: file.id })).rejects.toMatchObject({
      retryable: false,
      message: "The pay report register.csv could not be processed: The uploaded file is missing.",
    });
    const failed = await db.grossToNetFile.findUniqueOrThrow({ where: { id: file.id }, include: { errors: true } });
    expect(failed.processingStatus).toBe("ERROR");
    expect(failed.errors.map((e) => e.message)).toContain("The uploaded file is missing.");
  });
});
