// A DocuSign envelope's outcome (spec 1 section 4: after the provider returns with employeeSigned or
// employerSigned, the contract moves one signature on). Asked on the signer's return (event=signing_complete)
// and by the polling job: a completed envelope's signed PDF is fetched back through the adapter and stored as a
// new file; a declined or voided one is let go (the contract keeps its status). No "server-only": the job uses it.
import { PDFDocument } from "pdf-lib";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import type { EnvelopeSigningAdapter } from "@/lib/contracts/signing/adapter";
import { docusignAdapter } from "@/lib/contracts/signing/docusign-adapter";
import { partyAwaited, recordSignedCopy } from "@/lib/contracts/signing/record-signed-copy";

/** signed: stored now; pending: not signed yet; declined: let go; stale: another envelope, or already done. */
export type EnvelopeOutcome = "signed" | "pending" | "declined" | "stale";

export async function completeEnvelope(
  contractId: string,
  envelopeId: string,
  actor: Actor | null,
  adapter: EnvelopeSigningAdapter = docusignAdapter,
): Promise<EnvelopeOutcome> {
  const c = await db.contract.findUnique({
    where: { id: contractId },
    select: {
      id: true,
      version: true,
      status: true,
      contractVersion: true,
      signingEnvelopeId: true,
      employeeId: true,
      employee: { select: { companyId: true, lspId: true, lastName: true } },
    },
  });
  const party = c ? partyAwaited(c.status) : null;
  if (!c || !party || c.signingEnvelopeId !== envelopeId) return "stale";
  const state = await adapter.envelopeState(envelopeId);
  if (state === "pending") return "pending";
  if (state === "declined") {
    await db.$transaction(async (tx) => {
      const { count } = await tx.contract.updateMany({
        where: { id: c.id, signingEnvelopeId: envelopeId },
        data: { signingEnvelopeId: null },
      });
      if (count)
        await recordAudit(tx, {
          actor,
          action: "contract.envelopeDeclined",
          entityType: "Contract",
          entityId: c.id,
          before: { signingEnvelopeId: envelopeId },
          after: { signingEnvelopeId: null },
        });
    });
    return "declined";
  }
  const signedPdf = await adapter.signedPdf(envelopeId);
  // Only a real PDF is kept as the signed contract.
  await PDFDocument.load(signedPdf).catch(() => {
    throw new AppError("UNPROCESSABLE", "DocuSign did not return a PDF for this envelope.");
  });
  try {
    await recordSignedCopy({
      contract: c,
      party,
      signedPdf,
      actor,
      note: `Signed through DocuSign (envelope ${envelopeId})`,
      data: { signingEnvelopeId: null },
    });
  } catch (error) {
    // The signer's return and the job raced: the other one stored it.
    if (error instanceof AppError && error.code === "CONFLICT") return "stale";
    throw error;
  }
  return "signed";
}
