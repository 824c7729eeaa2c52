// POST /api/seats/{id}/order-form: an admin uploads the order form; the seat awaits the client's acceptance.
import "server-only";
import path from "node:path";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { transition } from "@/lib/workflow";
import { UPLOAD_MAX_BYTES } from "@/lib/hiring/constants";
import { seatSowWorkflow, type DbSowStatus } from "@/lib/hiring/workflow";
import { newKey, writeStream } from "@/lib/storage/files";
import { loadSeat, toSeatDto, type SeatDto } from "@/lib/hiring/seat-dto";

const ORDER_FORM_TYPES = new Set([
  "application/pdf",
  "image/jpeg",
  "image/png",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
]);

export async function uploadOrderForm(actor: Actor, id: string, form: FormData | null): Promise<SeatDto> {
  const file = form?.get("file");
  if (!file || typeof file === "string")
    throw new AppError("BAD_REQUEST", "Please choose a file", { fieldErrors: { file: ["Please choose a file"] } });
  if (!ORDER_FORM_TYPES.has(file.type))
    throw new AppError("BAD_REQUEST", "This file type is not allowed. Please upload an image, pdf or word document.", {
      fieldErrors: { file: ["This file type is not allowed. Please upload an image, pdf or word document."] },
    });
  if (file.size > UPLOAD_MAX_BYTES)
    throw new AppError("BAD_REQUEST", "The maximum file size is 15 MB. Please upload a smaller file.", {
      fieldErrors: { file: ["The maximum file size is 15 MB. Please upload a smaller file."] },
    });
  const seat = await loadSeat(db, actor, id);
  if (seat.seatStatus === "archived") throw new AppError("CONFLICT", "This seat has been archived.");
  if (!seatSowWorkflow.canTransition(seat.sowStatus as DbSowStatus, "sow_awaiting_acceptance"))
    throw new AppError("UNPROCESSABLE", "The order form has already been accepted.");
  const key = newKey(`order-forms/${seat.id}`, path.extname(file.name));
  if (!(await writeStream(key, file.stream(), UPLOAD_MAX_BYTES)))
    throw new AppError("BAD_REQUEST", "The maximum file size is 15 MB. Please upload a smaller file.");
  return db.$transaction(async (tx) => {
    await tx.document.create({
      data: {
        title: `Order form ${[seat.firstName, seat.lastName].filter(Boolean).join(" ")}`.trim(),
        type: "ORDER_FORM",
        storageKey: key,
        fileName: file.name,
        mimeType: file.type,
        sizeBytes: file.size,
        companyId: seat.companyId,
        tenantId: seat.companyId,
        uploadedById: actor.userId,
      },
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
    return toSeatDto(await loadSeat(tx, actor, id));
  });
}
