// The uploaded order form of a seat: its link and the file itself.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { loadSeat } from "@/lib/hiring/seat-dto";
import { serveUpload, type ServeResult } from "@/lib/storage/serve-upload";

export async function getSowDocument(actor: Actor, id: string) {
  const seat = await loadSeat(db, actor, id);
  if (!seat.sowDocUrl) throw new AppError("NOT_FOUND", "No order form has been uploaded");
  return { data: { url: `/api/seats/${seat.id}/order-form` } };
}

/** The uploaded order form, streamed from storage once its virus scan allows it. */
export async function readOrderForm(actor: Actor, id: string): Promise<ServeResult> {
  const seat = await loadSeat(db, actor, id);
  if (!seat.sowDocUrl) throw new AppError("NOT_FOUND", "No order form has been uploaded");
  const doc = await db.document.findFirst({
    where: { storageKey: seat.sowDocUrl, companyId: seat.companyId },
    select: { mimeType: true, fileName: true, sizeBytes: true, scanStatus: true, status: true },
  });
  // An order form stored before scanning existed has no Document row: it was never scanned.
  return serveUpload(
    {
      storageKey: seat.sowDocUrl,
      fileName: doc?.fileName ?? "order-form",
      mimeType: doc?.mimeType ?? "application/octet-stream",
      sizeBytes: doc?.sizeBytes,
      scanStatus: doc?.scanStatus ?? "NOT_SCANNED",
      status: doc?.status,
    },
    "inline",
  );
}
