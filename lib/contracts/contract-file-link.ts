// GET /api/contracts/documents/{documentId}/download (spec 1 section 7: "format docx, temporary; response
// linkToDocument; opened in a new window"): linkToDocument is a signed link valid 10 minutes
// (lib/storage/signed-download.ts) that streams the DOCX without a session. A contract whose files are not
// generated yet (an unsigned one nobody has opened) is queued for generation and answered 202; a contract the
// caller cannot see is 404. Opening the link checks the signer's access again (contractDocxResponse).
import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { enqueue } from "@/lib/jobs/queue";
import { contractNotFound, contractWhere } from "@/lib/access/contract";
import { signDownload } from "@/lib/storage/signed-download";
import { GENERATE_CONTRACT_JOB } from "@/lib/contracts/job-names";
import { RENDERABLE } from "@/lib/contracts/generate-contract-document";
import { contractDocxResponse } from "@/lib/contracts/serve-contract-file";
import type { ContractStatusValue } from "@/lib/contracts/statuses";

export const CONTRACT_FILE_DOWNLOAD = "contract-file";
export const ZContractFileParams = z.object({ documentId: z.string().min(1).max(64), format: z.enum(["docx"]) });
export const CONTRACT_FILE_MESSAGES = {
  generating: "The contract document is being generated. Please try again in a few seconds.",
  missing: "The contract document is not available yet.",
} as const;

export type ContractFileLink =
  { state: "generating"; message: string } | { state: "ready"; linkToDocument: string; expiresAt: Date };

export async function contractFileLink(actor: Actor, documentId: string): Promise<ContractFileLink> {
  const c = await db.contract.findFirst({
    where: { AND: [{ OR: [{ documentId }, { id: documentId }] }, contractWhere(actor)] },
    select: { id: true, documentId: true, status: true, docxStorageKey: true, generationError: true },
  });
  if (!c) throw contractNotFound();
  if (!c.docxStorageKey) {
    // Generation can still make it (the job renders the DOCX with the PDF): queue it once and say so.
    if (c.generationError) throw new AppError("UNPROCESSABLE", c.generationError);
    if (!RENDERABLE.includes(c.status as ContractStatusValue))
      throw new AppError("NOT_FOUND", CONTRACT_FILE_MESSAGES.missing);
    await enqueue(GENERATE_CONTRACT_JOB, { contractId: c.id }, { singletonKey: `contract-file-${c.id}` });
    return { state: "generating", message: CONTRACT_FILE_MESSAGES.generating };
  }
  const link = await signDownload({
    kind: CONTRACT_FILE_DOWNLOAD,
    params: { documentId: c.documentId, format: "docx" },
    userId: actor.userId,
  });
  return { state: "ready", linkToDocument: link.url, expiresAt: link.expiresAt };
}

export function contractFileLinkResponse(signer: Actor, params: z.infer<typeof ZContractFileParams>) {
  return contractDocxResponse(signer, params.documentId);
}
