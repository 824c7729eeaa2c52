// The contract page's data (spec 1 section 2): title by status, badge, country, updated or archived date,
// the document hash shown to a signer, generation state and the actions this viewer may take.
import { recordAudit } from "@/lib/audit";
import "server-only";
import { db } from "@/lib/db";
import { can } from "@/lib/policy";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { findVisibleContractOrThrow } from "@/lib/access/contract";
import { mayMoveContract } from "@/lib/contracts/change-contract-status";
import { enqueueContractGeneration } from "@/lib/contracts/enqueue-generation";
import { STATUS_BADGE, STATUS_TITLE, SPEC_STATUS, type ContractStatusValue } from "@/lib/contracts/statuses";
import { amendmentsEnabledFor, dispatchToLegalEnabledFor } from "@/lib/contracts/amendments/amendments-enabled";
import { docusignAdapter } from "@/lib/contracts/signing/docusign-adapter";

export async function getContractView(actor: Actor, employeeId: string, contractOrDocumentId: string) {
  const c = await findVisibleContractOrThrow(actor, employeeId, contractOrDocumentId, {
    id: true,
    documentId: true,
    contractVersion: true,
    version: true,
    storageKey: true,
    docxStorageKey: true,
    pdfSha256: true,
    signedStorageKey: true,
    signedSha256: true,
    generationError: true,
    signingEnvelopeId: true,
    updatedAt: true,
    archivedAt: true,
    employeeSignedAt: true,
    employerSignedAt: true,
    employee: {
      select: {
        id: true,
        companyId: true,
        userId: true,
        firstName: true,
        lastName: true,
        countryCode: true,
        country: { select: { name: true, amendmentsPilot: true } },
      },
    },
  });
  const status = c.status as ContractStatusValue;
  const hasDocument = !!c.storageKey;
  if (!hasDocument && !c.generationError && status !== "archived") {
    // Lost enqueue or a seeded contract: queue it again (the page polls every 5 s).
    const recent = await db.auditEvent.findFirst({
      where: { entityId: c.id, action: "contract.generationQueued", createdAt: { gt: new Date(Date.now() - 60_000) } },
      select: { id: true },
    });
    if (!recent) {
      await db.$transaction((tx) =>
        recordAudit(tx, { actor, action: "contract.generationQueued", entityType: "Contract", entityId: c.id }),
      );
      await enqueueContractGeneration(c.id);
    }
  }
  const f = flagsOf(actor);
  const pilot = await amendmentsEnabledFor(c.employee.countryCode);
  const isOwnEmployee = c.employee.userId === actor.userId;
  const move = (to: ContractStatusValue) => hasDocument && mayMoveContract(actor, status, to);
  const actions = {
    archive: can(actor, "contracts.manage") && status !== "archived" && hasDocument,
    downloadDocx: can(actor, "contracts.manage") && !!c.docxStorageKey,
    editAnswers:
      can(actor, "contracts.edit") &&
      ["draft", "pending_internal_review", "pending_review", "review_done"].includes(status),
    generateNewContract: can(actor, "contracts.manage"),
    sendToManager: can(actor, "contracts.manage") && move("pending_review"),
    completeInternalReview: status === "pending_internal_review" && move("approved"),
    reviewDone: status === "pending_review" && f.isManager && move("review_done"),
    sendToEmployee: ["pending_review", "review_done"].includes(status) && move("approved"),
    sign: status === "approved" && hasDocument && can(actor, "contracts.sign") && isOwnEmployee,
    countersign: status === "signed_employee" && can(actor, "contracts.countersign"),
    requestEdit: pilot && can(actor, "amendments.create") && status !== "archived",
    sendToLegal: pilot && can(actor, "amendments.dispatch") && (await dispatchToLegalEnabledFor(c.employee.companyId)),
    docusign: docusignAdapter.isConfigured() && (status === "approved" || status === "signed_employee"),
  };
  const signedShown = status === "signed_employee" || status === "signed_both_parties";
  return {
    contractId: c.id,
    documentId: c.documentId,
    employeeId: c.employee.id,
    companyId: c.employee.companyId,
    employeeName: `${c.employee.firstName} ${c.employee.lastName}`,
    country: c.employee.country?.name ?? c.employee.countryCode,
    countryCode: c.employee.countryCode,
    status: SPEC_STATUS[status],
    statusValue: status,
    title: STATUS_TITLE[status],
    badge: STATUS_BADGE[status],
    contractVersion: c.contractVersion,
    version: c.version,
    updatedAt: c.updatedAt.toISOString(),
    archivedAt: c.archivedAt?.toISOString() ?? null,
    hasDocument,
    generationError: c.generationError,
    /** A DocuSign envelope is out for the next signature (the page completes it on the signer's return). */
    awaitingEnvelope: !!c.signingEnvelopeId,
    /** The hash of the PDF shown (the signed copy once the employee signed): a signature must name it. */
    documentHash: signedShown ? c.signedSha256 : c.pdfSha256,
    pdfUrl: hasDocument ? `/api/employees/${c.employee.id}/contracts/${c.id}/pdf` : null,
    actions,
  };
}
export type ContractView = Awaited<ReturnType<typeof getContractView>>;
