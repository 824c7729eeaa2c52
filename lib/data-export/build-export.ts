// The data-export job: a ZIP of the employee's record (employee.json: profile, employments, salary history,
// onboarding progress) and every clean stored document, streamed to the file store. Idempotent: a READY
// export is left alone; a rerun overwrites its own key.
import { PassThrough } from "node:stream";
import type { Archiver } from "archiver";
import { db } from "@/lib/db";
import { readStream, writeStream } from "@/lib/storage/files";
import { safeFileName } from "@/lib/storage/keys";

// archiver 7 exports a factory function; its @types package describes v8 (as in lib/payroll/export.ts).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const archiver = require("archiver") as (format: "zip", options: { zlib?: { level?: number } }) => Archiver;

export const exportKey = (employeeId: string, exportId: string) => `exports/employees/${employeeId}/${exportId}.zip`;

async function employeeRecord(employeeId: string) {
  return db.employee.findUniqueOrThrow({
    where: { id: employeeId },
    include: {
      company: { select: { id: true, name: true } },
      country: { select: { code: true, name: true } },
      lsp: { select: { id: true, name: true } },
      legalEntity: { select: { id: true, name: true } },
      privateAddress: true,
      locationOfWorkAddress: true,
      employments: true,
      salaryHistory: { orderBy: { effectiveDate: "asc" } },
      onboardingProgress: true,
    },
  });
}

export async function buildDataExport(exportId: string) {
  const job = await db.employeeDataExport.findUnique({ where: { id: exportId } });
  if (!job || job.status === "READY") return;
  try {
    const record = await employeeRecord(job.employeeId);
    const documents = await db.document.findMany({
      where: { employeeId: job.employeeId, scanStatus: { in: ["CLEAN", "NOT_SCANNED"] } },
      orderBy: { createdAt: "asc" },
      select: { id: true, title: true, fileName: true, storageKey: true, mimeType: true, createdAt: true },
    });
    const zip = archiver("zip", { zlib: { level: 6 } });
    const out = new PassThrough();
    zip.pipe(out);
    const key = exportKey(job.employeeId, job.id);
    const stored = writeStream(key, out);
    const manifest = documents.map((d) => ({
      id: d.id,
      title: d.title,
      file: `documents/${d.id}-${safeFileName(d.fileName ?? d.title)}`,
    }));
    zip.append(
      JSON.stringify({ exportedAt: new Date().toISOString(), employee: record, documents: manifest }, null, 2),
      {
        name: "employee.json",
      },
    );
    for (const [i, d] of documents.entries()) zip.append(readStream(d.storageKey), { name: manifest[i].file });
    await zip.finalize();
    const result = await stored;
    await db.employeeDataExport.update({
      where: { id: job.id },
      data: {
        status: "READY",
        storageKey: key,
        sizeBytes: result?.sizeBytes ?? null,
        completedAt: new Date(),
        error: null,
      },
    });
  } catch (error) {
    await db.employeeDataExport.update({
      where: { id: job.id },
      data: { status: "FAILED", error: error instanceof Error ? error.message.slice(0, 500) : "Export failed" },
    });
    throw error; // pg-boss retries
  }
}
