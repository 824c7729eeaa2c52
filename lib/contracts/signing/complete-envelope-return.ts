// POST /api/docusign/{documentId}/complete: the contract page calls it when the signer comes back from DocuSign
// with event=signing_complete. The envelope recorded on the contract is checked with DocuSign (the return itself
// proves nothing), and its signed PDF stored when completed; otherwise the polling job finishes later.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { contractNotFound, contractWhere, findVisibleContractOrThrow } from "@/lib/access/contract";
import { SPEC_STATUS } from "@/lib/contracts/statuses";
import { completeEnvelope, type EnvelopeOutcome } from "@/lib/contracts/signing/complete-envelope";

export async function completeEnvelopeReturn(actor: Actor, documentId: string) {
  const found = await db.contract.findFirst({
    where: { AND: [{ documentId }, contractWhere(actor)] },
    select: { employeeId: true },
  });
  if (!found) throw contractNotFound();
  const c = await findVisibleContractOrThrow(actor, found.employeeId, documentId, {
    id: true,
    signingEnvelopeId: true,
  });
  const outcome: EnvelopeOutcome | "none" = c.signingEnvelopeId
    ? await completeEnvelope(c.id, c.signingEnvelopeId, actor)
    : "none";
  const now = await db.contract.findUniqueOrThrow({ where: { id: c.id }, select: { status: true } });
  return { outcome, status: SPEC_STATUS[now.status] };
}
