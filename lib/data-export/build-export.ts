// The data-export job: a ZIP of the employee's record (employee.json: profile, employments, salary history,
// onboarding progress) and every stored document that may be served (READY, not quarantined or waiting for a scan), streamed to the file store. Idempotent: a READY
// export is left alone; a rerun overwrites its own key. A document whose file is missing fails the export
// with a reason naming it (no retry: it will not come back by itself).
import { db } from "@/lib/db";
import { readStream, writeStream } from "@/lib/storage/files";
import { safeFileName } from "@/lib/storage/keys";
import { zipStream, ZipEntryError, type ZipEntry } from "@/lib/storage/zip-stream";
import { JobFailure, readableReason } from "@/lib/jobs/job-failure";
import { SERVABLE_DOCUMENT } from "@/lib/storage/serve-upload";

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
      where: { employeeId: job.employeeId, ...SERVABLE_DOCUMENT },
      orderBy: { createdAt: "asc" },
      select: { id: true, title: true, fileName: true, storageKey: true, mimeType: true, createdAt: true },
    });
    const manifest = documents.map((d) => ({
      id: d.id,
      title: d.title,
      file: `documents/${d.id}-${safeFileName(d.fileName ?? d.title)}`,
    }));
    const entries: ZipEntry[] = [
      {
        name: "employee.json",
        open: () =>
          JSON.stringify({ exportedAt: new Date().toISOString(), employee: record, documents: manifest }, null, 2),
      },
      ...documents.map((d, i) => ({
        name: manifest[i].file,
        label: d.fileName ?? d.title,
        open: () => readStream(d.storageKey),
      })),
    ];
    const key = exportKey(job.employeeId, job.id);
    const result = await writeStream(key, zipStream(entries));
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
    const reason = readableReason(error, "The export failed");
    await db.employeeDataExport.update({ where: { id: job.id }, data: { status: "FAILED", error: reason } });
    // A missing file fails for good; anything else (storage or database hiccup) is retried by pg-boss.
    throw new JobFailure(reason, { retryable: !(error instanceof ZipEntryError && error.missing), cause: error });
  }
}
