// POST /api/docusign/{documentId}/create-envelope: hands the contract to DocuSign when it is configured
// (otherwise a clear 422: the built-in signer is the default). The envelope is recorded on the contract (audit
// event contract.envelopeCreated) and a job polls it until signed (lib/contracts/signing/complete-envelope.ts).
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { contractNotFound, contractWhere, findVisibleContractOrThrow } from "@/lib/access/contract";
import { readFileBytes } from "@/lib/contracts/read-file-bytes";
import { CONTRACT_MESSAGES } from "@/lib/contracts/statuses";
import { docusignAdapter } from "@/lib/contracts/signing/docusign-adapter";
import { signingReturnQuery } from "@/lib/contracts/signing/adapter";
import { recordAudit } from "@/lib/audit";
import { can } from "@/lib/policy";
import { enqueueEnvelopePoll } from "@/lib/contracts/signing/enqueue-envelope-poll";
import { partyAwaited } from "@/lib/contracts/signing/record-signed-copy";

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
    employee: { select: { userId: true } },
  });
  if (!docusignAdapter.isConfigured()) throw new AppError("UNPROCESSABLE", CONTRACT_MESSAGES.docusignNotConfigured);
  const party = partyAwaited(c.status);
  if (!party) throw new AppError("UNPROCESSABLE", "This contract is not waiting for a signature.");
  // The envelope's signer is the caller: the employee for their own contract, an allowed admin to countersign.
  if (party === "employee" ? c.employee.userId !== actor.userId : !can(actor, "contracts.countersign"))
    throw new AppError("FORBIDDEN", "You cannot sign this contract now.");
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
  if (outcome.kind !== "redirect") return { envelopeId: null, docuSignUrl: null };
  await db.$transaction(async (tx) => {
    // The status in the WHERE: a signature that landed meanwhile leaves this envelope unrecorded (409).
    const { count } = await tx.contract.updateMany({
      where: { id: c.id, status: c.status },
      data: { signingEnvelopeId: outcome.envelopeId },
    });
    if (count === 0) throw new AppError("CONFLICT", CONTRACT_MESSAGES.alreadySigned);
    await recordAudit(tx, {
      actor,
      action: "contract.envelopeCreated",
      entityType: "Contract",
      entityId: c.id,
      after: { envelopeId: outcome.envelopeId, party, provider: docusignAdapter.name },
    });
  });
  await enqueueEnvelopePoll(c.id, outcome.envelopeId);
  // Spec 1 section 7: the answer's docuSignUrl is where the browser is sent to sign.
  return { envelopeId: outcome.envelopeId, docuSignUrl: outcome.url };
}
