// The built-in signature (spec 1 section 4): the employee signs an approved contract (-> signed:employee), then
// customer support or an OP admin countersigns (-> signed:both-parties). The signer must name the SHA-256 of
// the document they were shown: a changed document is refused. The signed copy is stored by recordSignedCopy.
import "server-only";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { findVisibleContractOrThrow } from "@/lib/access/contract";
import { sha256 } from "@/lib/contracts/generate-contract-document";
import { readFileBytes } from "@/lib/contracts/read-file-bytes";
import { CONTRACT_MESSAGES } from "@/lib/contracts/statuses";
import type { TSignContract } from "@/lib/contracts/schema";
import { builtinSigner } from "@/lib/contracts/signing/builtin-signer";
import { SIGNING_STEP, recordSignedCopy } from "@/lib/contracts/signing/record-signed-copy";
import { signingReturnQuery, type SignerParty } from "@/lib/contracts/signing/adapter";

export async function signContract(
  actor: Actor,
  employeeId: string,
  contractId: string,
  party: SignerParty,
  input: TSignContract,
  ip: string,
) {
  const step = SIGNING_STEP[party];
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
  const signedHash = await recordSignedCopy({
    contract: c,
    party,
    signedPdf: outcome.signedPdf,
    actor,
    at,
    note: `Signed by ${input.signerName} from ${ip}`,
  });
  return {
    status: step.to === "signed_employee" ? "signed:employee" : "signed:both-parties",
    signedSha256: signedHash,
    redirect: `/employees/${c.employeeId}/contracts/${c.documentId}?${signingReturnQuery(party)}`,
  };
}
