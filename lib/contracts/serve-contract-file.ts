// Contract files: the PDF inline for the viewer (the signed copy once signed) and the DOCX download of
// GET /api/contracts/documents/{documentId}/download (spec 1 section 8, format docx).
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { contractNotFound, contractWhere, findVisibleContractOrThrow } from "@/lib/access/contract";
import { fileResponse } from "@/lib/storage/files";

const missing = () => new AppError("NOT_FOUND", "The contract document is not available yet.");

export async function contractPdfResponse(actor: Actor, employeeId: string, contractId: string) {
  const c = await findVisibleContractOrThrow(actor, employeeId, contractId, {
    storageKey: true,
    signedStorageKey: true,
    documentId: true,
  });
  const key = c.signedStorageKey ?? c.storageKey;
  if (!key) throw missing();
  const response = await fileResponse({
    storageKey: key,
    fileName: `${c.documentId}.pdf`,
    mimeType: "application/pdf",
    disposition: "inline",
  });
  if (!response) throw missing();
  return response;
}

export async function contractDocxResponse(actor: Actor, documentId: string) {
  const c = await db.contract.findFirst({
    where: { AND: [{ OR: [{ documentId }, { id: documentId }] }, contractWhere(actor)] },
    select: { docxStorageKey: true, documentId: true, contractVersion: true },
  });
  if (!c) throw contractNotFound();
  if (!c.docxStorageKey) throw missing();
  const response = await fileResponse({
    storageKey: c.docxStorageKey,
    fileName: `contract-${c.documentId}-v${c.contractVersion}.docx`,
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    disposition: "attachment",
  });
  if (!response) throw missing();
  return response;
}
