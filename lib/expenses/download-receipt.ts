// The receipt of an expense, served after the expense's own check (download proof, spec 2 section 6): staff
// roles the matrix grants proof reach receipts the document tenancy alone would not.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { findExpenseOrThrow } from "@/lib/access/expense";
import { serveUpload } from "@/lib/storage/serve-upload";

export async function downloadReceipt(actor: Actor, expenseId: string, disposition: "inline" | "attachment") {
  const { row, rights } = await findExpenseOrThrow(actor, expenseId, { documentId: true });
  if (!rights.proof) throw new AppError("FORBIDDEN");
  const doc = row.documentId
    ? await db.document.findUnique({
        where: { id: row.documentId },
        select: {
          storageKey: true,
          fileName: true,
          title: true,
          mimeType: true,
          sizeBytes: true,
          scanStatus: true,
          status: true,
        },
      })
    : null;
  if (!doc) throw new AppError("NOT_FOUND", "This expense has no receipt");
  return serveUpload({ ...doc, fileName: doc.fileName ?? doc.title }, disposition);
}
