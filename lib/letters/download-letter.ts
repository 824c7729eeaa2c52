// GET /api/letters/{letterId}/pdf: the letter's PDF, exactly the bytes that were signed. The employee downloads
// their own, deciders the letters they reach (else 404); 409 while it is not made yet. Every download is audited.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { assertCan } from "@/lib/policy";
import { fileResponse } from "@/lib/storage/files";
import { findLetterOrThrow, readerLetterWhere } from "@/lib/letters/letter-access";

export const LETTER_DOWNLOAD_ACTION = "letter.download";

export async function downloadLetter(actor: Actor, id: string): Promise<Response> {
  assertCan(actor, "letters.read");
  const letter = await findLetterOrThrow(readerLetterWhere(actor), id, {
    select: { id: true, kind: true, code: true, storageKey: true, employeeId: true },
  });
  if (!letter.storageKey || !letter.code) throw new AppError("CONFLICT", "This letter is not ready yet.");
  const kind = letter.kind === "SALARY_CERTIFICATE" ? "salary-certificate" : "employment-confirmation";
  const response = await fileResponse({
    storageKey: letter.storageKey,
    fileName: `${kind}-${letter.code}.pdf`,
    mimeType: "application/pdf",
    disposition: "attachment",
  });
  if (!response) throw new AppError("NOT_FOUND", "The letter's file is missing.");
  await db.$transaction((tx) =>
    recordAudit(tx, {
      actor,
      action: LETTER_DOWNLOAD_ACTION,
      entityType: "employmentLetter",
      entityId: letter.id,
      after: { employeeId: letter.employeeId, code: letter.code },
    }),
  );
  return response;
}
