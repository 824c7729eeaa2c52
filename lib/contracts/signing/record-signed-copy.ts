// Stores a signed PDF (from the built-in signer or fetched back from DocuSign) as a new file and moves the
// contract one signature on, in one transaction with its Document row. The unsigned file is never altered; of
// two concurrent signatures exactly one wins (conditional transition), the loser's file is removed and it gets
// 409. No "server-only" marker: the envelope job (plain Node worker) uses it too.
import { Readable } from "node:stream";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { transition } from "@/lib/workflow";
import type { Actor } from "@/lib/auth/actor";
import { contractWorkflow } from "@/lib/contracts/workflow";
import { sha256 } from "@/lib/contracts/generate-contract-document";
import { CONTRACT_MESSAGES } from "@/lib/contracts/statuses";
import { newKey, removeFile, writeStream } from "@/lib/storage/files";
import type { SignerParty } from "@/lib/contracts/signing/adapter";

export const SIGNING_STEP = {
  employee: { from: "approved", to: "signed_employee", stamp: "employeeSignedAt" },
  employer: { from: "signed_employee", to: "signed_both_parties", stamp: "employerSignedAt" },
} as const;

/** The signature a contract in this status waits for, if any. */
export function partyAwaited(status: string): SignerParty | null {
  if (status === SIGNING_STEP.employee.from) return "employee";
  if (status === SIGNING_STEP.employer.from) return "employer";
  return null;
}

export type SignableContract = {
  id: string;
  version: number;
  contractVersion: number;
  employeeId: string;
  employee: { companyId: string; lspId: string | null; lastName: string };
};

export async function recordSignedCopy(input: {
  contract: SignableContract;
  party: SignerParty;
  signedPdf: Buffer;
  /** Null for the background job that fetches a DocuSign envelope. */
  actor: Actor | null;
  note: string;
  /** When the signature was made (default now). */
  at?: Date;
  /** Other contract columns changed with the signature (e.g. clearing the envelope id). */
  data?: Record<string, unknown>;
}): Promise<string> {
  const { contract: c, party, signedPdf } = input;
  const step = SIGNING_STEP[party];
  const key = newKey("contracts", ".pdf");
  await writeStream(key, Readable.from(signedPdf));
  const signedHash = sha256(signedPdf);
  try {
    await db.$transaction(async (tx) => {
      await transition(tx, contractWorkflow, {
        id: c.id,
        from: step.from,
        to: step.to,
        version: c.version,
        actor: input.actor,
        action: `contract.signed.${party}`,
        data: { ...input.data, signedStorageKey: key, signedSha256: signedHash, [step.stamp]: input.at ?? new Date() },
        note: input.note,
      });
      await tx.document.create({
        data: {
          title: `Employment contract v${c.contractVersion} signed by the ${party}`,
          type: "CONTRACT",
          storageKey: key,
          fileName: `contract-${c.employee.lastName}-v${c.contractVersion}-signed-${party}.pdf`.toLowerCase(),
          mimeType: "application/pdf",
          sizeBytes: signedPdf.length,
          sha256: signedHash,
          employeeId: c.employeeId,
          companyId: c.employee.companyId,
          tenantId: c.employee.lspId ?? c.employee.companyId,
          uploadedById: input.actor?.userId ?? null,
        },
      });
    });
  } catch (error) {
    await removeFile(key).catch(() => {});
    if (error instanceof AppError && error.code === "CONFLICT")
      throw new AppError("CONFLICT", CONTRACT_MESSAGES.alreadySigned);
    throw error;
  }
  return signedHash;
}
