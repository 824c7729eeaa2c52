// The built-in signature (spec 1 section 4): the employee signs an approved contract (-> signed:employee), then
// customer support or an OP admin countersigns (-> signed:both-parties). The signer must name the SHA-256 of
// the document they were shown: a changed document is refused. The signed PDF is a new file; of two concurrent
// signatures exactly one wins (conditional transition), the other gets 409 and its file is removed.
import "server-only";
import { Readable } from "node:stream";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { transition } from "@/lib/workflow";
import type { Actor } from "@/lib/auth/actor";
import { findVisibleContractOrThrow } from "@/lib/access/contract";
import { contractWorkflow } from "@/lib/contracts/workflow";
import { sha256 } from "@/lib/contracts/generate-contract-document";
import { readFileBytes } from "@/lib/contracts/read-file-bytes";
import { CONTRACT_MESSAGES } from "@/lib/contracts/statuses";
import type { TSignContract } from "@/lib/contracts/schema";
import { newKey, removeFile, writeStream } from "@/lib/storage/files";
import { builtinSigner } from "@/lib/signing/builtin-signer";
import { signingReturnQuery, type SignerParty } from "@/lib/signing/adapter";

const STEP = {
  employee: { from: "approved", to: "signed_employee", stamp: "employeeSignedAt" },
  employer: { from: "signed_employee", to: "signed_both_parties", stamp: "employerSignedAt" },
} as const;

export async function signContract(
  actor: Actor,
  employeeId: string,
  contractId: string,
  party: SignerParty,
  input: TSignContract,
  ip: string,
) {
  const step = STEP[party];
  const c = await findVisibleContractOrThrow(actor, employeeId, contractId, {
    id: true,
    version: true,
    documentId: true,
    contractVersion: true,
    storageKey: true,
    pdfSha256: true,
    signedStorageKey: true,
    signedSha256: true,
    employeeId: true,
    employee: { select: { companyId: true, lspId: true, userId: true, firstName: true, lastName: true } },
  });
  if (c.status !== step.from)
    throw new AppError(
      c.status === step.to ? "CONFLICT" : "UNPROCESSABLE",
      c.status === step.to ? CONTRACT_MESSAGES.alreadySigned : "This contract is not waiting for this signature.",
    );
  if (party === "employee" && c.employee.userId !== actor.userId)
    throw new AppError("FORBIDDEN", "Only the employee can sign their contract.");
  const sourceKey = party === "employee" ? c.storageKey : c.signedStorageKey;
  const expected = party === "employee" ? c.pdfSha256 : c.signedSha256;
  if (!sourceKey || !expected) throw new AppError("UNPROCESSABLE", "The contract document is still being generated.");
  if (input.documentHash !== expected) throw new AppError("PRECONDITION_FAILED", CONTRACT_MESSAGES.hashMismatch);
  const source = await readFileBytes(sourceKey);
  if (!source || sha256(source) !== expected) throw new AppError("PRECONDITION_FAILED", CONTRACT_MESSAGES.hashMismatch);

  const at = new Date();
  const outcome = await builtinSigner.sign({
    pdf: source,
    documentHash: expected,
    signer: { name: input.signerName, email: actor.email, party, ip, at },
    title: `Employment contract v${c.contractVersion}`,
    returnUrl: "",
  });
  if (outcome.kind !== "signed") throw new AppError("INTERNAL");
  const key = newKey("contracts", ".pdf");
  await writeStream(key, Readable.from(outcome.signedPdf));
  const signedHash = sha256(outcome.signedPdf);
  try {
    await db.$transaction(async (tx) => {
      await transition(tx, contractWorkflow, {
        id: c.id,
        from: step.from,
        to: step.to,
        version: c.version,
        actor,
        action: `contract.signed.${party}`,
        data: { signedStorageKey: key, signedSha256: signedHash, [step.stamp]: at },
        note: `Signed by ${input.signerName} from ${ip}`,
      });
      await tx.document.create({
        data: {
          title: `Employment contract v${c.contractVersion} signed by the ${party}`,
          type: "CONTRACT",
          storageKey: key,
          fileName: `contract-${c.employee.lastName}-v${c.contractVersion}-signed-${party}.pdf`.toLowerCase(),
          mimeType: "application/pdf",
          sizeBytes: outcome.signedPdf.length,
          sha256: signedHash,
          employeeId: c.employeeId,
          companyId: c.employee.companyId,
          tenantId: c.employee.lspId ?? c.employee.companyId,
          uploadedById: actor.userId,
        },
      });
    });
  } catch (error) {
    await removeFile(key).catch(() => {});
    if (error instanceof AppError && error.code === "CONFLICT")
      throw new AppError("CONFLICT", CONTRACT_MESSAGES.alreadySigned);
    throw error;
  }
  return {
    status: step.to === "signed_employee" ? "signed:employee" : "signed:both-parties",
    signedSha256: signedHash,
    redirect: `/employees/${c.employeeId}/contracts/${c.documentId}?${signingReturnQuery(party)}`,
  };
}
