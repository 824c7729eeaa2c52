// POST /api/seats/{id}/order-form: an admin uploads the order form; the seat awaits the client's acceptance.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { transition } from "@/lib/workflow";
import { seatSowWorkflow, type DbSowStatus } from "@/lib/hiring/workflow";
import type { ParsedUpload } from "@/lib/storage/parse-multipart";
import { enqueueScan, initialScanStatus } from "@/lib/storage/scan-file";
import { loadSeat, toSeatDto, type SeatDto } from "@/lib/hiring/seat-dto";

export async function uploadOrderForm(actor: Actor, id: string, upload: ParsedUpload): Promise<SeatDto> {
  const file = upload.files.find((f) => f.field === "file");
  if (!file)
    throw new AppError("BAD_REQUEST", "Please choose a file", { fieldErrors: { file: ["Please choose a file"] } });
  const seat = await loadSeat(db, actor, id);
  if (seat.seatStatus === "archived") throw new AppError("CONFLICT", "This seat has been archived.");
  if (!seatSowWorkflow.canTransition(seat.sowStatus as DbSowStatus, "sow_awaiting_acceptance"))
    throw new AppError("UNPROCESSABLE", "The order form has already been accepted.");
  const scanStatus = initialScanStatus();
  const key = file.storageKey;
  const dto = await db.$transaction(async (tx) => {
    const doc = await tx.document.create({
      data: {
        title: `Order form ${[seat.firstName, seat.lastName].filter(Boolean).join(" ")}`.trim(),
        type: "ORDER_FORM",
        storageKey: key,
        fileName: file.fileName.slice(0, 255),
        mimeType: file.mimeType,
        sizeBytes: file.sizeBytes,
        status: scanStatus === "PENDING" ? "PROCESSING" : "READY",
        scanStatus,
        companyId: seat.companyId,
        tenantId: seat.companyId,
        uploadedById: actor.userId,
      },
      select: { id: true },
    });
    await transition(tx, seatSowWorkflow, {
      id: seat.id,
      from: seat.sowStatus as DbSowStatus,
      to: "sow_awaiting_acceptance",
      version: seat.version,
      actor,
      note: "Order form uploaded",
      action: "seat.uploadOrderForm",
      data: { sowDocUrl: key },
    });
    return { seat: toSeatDto(await loadSeat(tx, actor, id)), documentId: doc.id };
  });
  if (scanStatus === "PENDING") await enqueueScan({ kind: "document", id: dto.documentId });
  return dto.seat;
}
