// The uploaded order form of a seat: its link and the file itself.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { fileResponse } from "@/lib/storage/files";
import { loadSeat } from "@/lib/hiring/seat-dto";

export async function getSowDocument(actor: Actor, id: string) {
  const seat = await loadSeat(db, actor, id);
  if (!seat.sowDocUrl) throw new AppError("NOT_FOUND", "No order form has been uploaded");
  return { data: { url: `/api/seats/${seat.id}/order-form` } };
}

/** The uploaded order form, streamed from storage. */
export async function readOrderForm(actor: Actor, id: string): Promise<Response> {
  const seat = await loadSeat(db, actor, id);
  if (!seat.sowDocUrl) throw new AppError("NOT_FOUND", "No order form has been uploaded");
  const doc = await db.document.findFirst({
    where: { storageKey: seat.sowDocUrl },
    select: { mimeType: true, fileName: true, sizeBytes: true },
  });
  const response = await fileResponse({
    storageKey: seat.sowDocUrl,
    fileName: doc?.fileName ?? "order-form",
    mimeType: doc?.mimeType ?? "application/octet-stream",
    sizeBytes: doc?.sizeBytes,
    disposition: "inline",
  });
  if (!response) throw new AppError("NOT_FOUND", "The order form file is missing");
  return response;
}
