// The background half of POST /api/expenses/export with includeAttachments: zips the receipts the caller was
// allowed to download (decided in the request) into one stored file, records it as the caller's document with
// the id the 202 answer promised, and mails the link. Idempotent: a rerun finding the document does nothing.
// Runs in the worker (plain Node): no "server-only" imports here.
import { db } from "@/lib/db";
import { newKey, readStream, writeStream } from "@/lib/storage/files";
import { zipStream, ZipEntryError } from "@/lib/storage/zip-stream";
import { JobFailure } from "@/lib/jobs/job-failure";
import { SERVABLE_DOCUMENT } from "@/lib/storage/serve-upload";
import { queueEmail } from "@/lib/mail/outbox";
import type { JobHandler } from "@/lib/jobs/queue";
import { EXPORT_RECEIPTS_JOB } from "@/lib/expenses/job-names";

export type ExportReceiptsJob = {
  userId: string;
  documentId: string;
  receipts: { expenseId: string; documentId: string }[];
};

export async function buildReceiptsZip(job: ExportReceiptsJob) {
  if (await db.document.findUnique({ where: { id: job.documentId }, select: { id: true } })) return;
  const docs = await db.document.findMany({
    where: { id: { in: job.receipts.map((r) => r.documentId) }, ...SERVABLE_DOCUMENT },
    select: { id: true, storageKey: true, fileName: true },
  });
  const expenseOf = new Map(job.receipts.map((r) => [r.documentId, r.expenseId]));
  const key = newKey("exports", ".zip");
  const entries = docs.map((d) => ({
    name: `${expenseOf.get(d.id)}-${(d.fileName ?? "receipt").replace(/[^A-Za-z0-9._-]+/g, "_")}`,
    label: d.fileName ?? "receipt",
    open: () => readStream(d.storageKey),
  }));
  const stored = await writeStream(key, zipStream(entries, 1)).catch(async (error) => {
    // No half ZIP is kept. A missing receipt will not come back by retrying: the requester is told why.
    const reason = `The receipts export failed: ${(error as Error).message}`;
    const retryable = !(error instanceof ZipEntryError && error.missing);
    if (!retryable) {
      const user = await db.user.findUnique({ where: { id: job.userId }, select: { email: true } });
      if (user) await queueEmail(db, { to: user.email, subject: "Your expense receipts export failed", text: reason });
    }
    throw new JobFailure(reason, { retryable, cause: error });
  });
  await db.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id: job.userId }, select: { email: true } });
    await tx.document.create({
      data: {
        id: job.documentId,
        title: "Expense receipts",
        type: "OTHER",
        storageKey: key,
        fileName: "expense-receipts.zip",
        mimeType: "application/zip",
        sizeBytes: stored?.sizeBytes ?? 0,
        userId: job.userId,
        uploadedById: job.userId,
      },
    });
    await queueEmail(tx, {
      to: user.email,
      subject: "Your expense receipts are ready",
      text: `Download the ZIP of ${docs.length} receipt(s) at /api/documents/${job.documentId}/download`,
    });
  });
}

export const EXPENSE_JOB_HANDLERS: Record<string, JobHandler> = {
  [EXPORT_RECEIPTS_JOB]: async (data) => buildReceiptsZip(data as unknown as ExportReceiptsJob),
};
