// POST /api/docusign/{documentId}/create-envelope: hands the contract to DocuSign when it is configured
// (otherwise a clear 422: the built-in signer is the default).
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { contractNotFound, contractWhere, findVisibleContractOrThrow } from "@/lib/access/contract";
import { readFileBytes } from "@/lib/contracts/read-file-bytes";
import { CONTRACT_MESSAGES } from "@/lib/contracts/statuses";
import { docusignAdapter } from "@/lib/signing/docusign-adapter";
import { signingReturnQuery } from "@/lib/signing/adapter";

export async function createEnvelope(actor: Actor, documentId: string, origin: string) {
  const found = await db.contract.findFirst({
    where: { AND: [{ documentId }, contractWhere(actor)] },
    select: { employeeId: true },
  });
  if (!found) throw contractNotFound();
  const c = await findVisibleContractOrThrow(actor, found.employeeId, documentId, {
    id: true,
    documentId: true,
    contractVersion: true,
    storageKey: true,
    pdfSha256: true,
    signedStorageKey: true,
    signedSha256: true,
  });
  if (!docusignAdapter.isConfigured()) throw new AppError("UNPROCESSABLE", CONTRACT_MESSAGES.docusignNotConfigured);
  const party = c.status === "approved" ? "employee" : c.status === "signed_employee" ? "employer" : null;
  if (!party) throw new AppError("UNPROCESSABLE", "This contract is not waiting for a signature.");
  const key = party === "employee" ? c.storageKey : c.signedStorageKey;
  const pdf = key ? await readFileBytes(key) : null;
  if (!pdf) throw new AppError("UNPROCESSABLE", "The contract document is still being generated.");
  const outcome = await docusignAdapter.sign({
    pdf,
    documentHash: (party === "employee" ? c.pdfSha256 : c.signedSha256) ?? "",
    signer: { name: actor.name, email: actor.email, party, ip: "", at: new Date() },
    title: `Employment contract v${c.contractVersion}`,
    returnUrl: `${origin}/employees/${found.employeeId}/contracts/${c.documentId}?${signingReturnQuery(party)}`,
  });
  return outcome.kind === "redirect" ? { envelopeId: outcome.envelopeId, url: outcome.url } : { url: null };
}
