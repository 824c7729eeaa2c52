// The LSP and legal entity an employment names must exist: a wrong id is a 400 on its field, not a 500.
import "server-only";
import type { Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";

export async function assertEmploymentRefs(tx: Tx, input: { lspId?: string | null; legalEntityId?: string | null }) {
  if (input.lspId && !(await tx.localServiceProvider.findUnique({ where: { id: input.lspId }, select: { id: true } })))
    throw new AppError("BAD_REQUEST", "Unknown employer", { fieldErrors: { lspId: ["Please choose an employer"] } });
  if (
    input.legalEntityId &&
    !(await tx.legalEntity.findUnique({ where: { id: input.legalEntityId }, select: { id: true } }))
  )
    throw new AppError("BAD_REQUEST", "Unknown legal entity", {
      fieldErrors: { legalEntityId: ["Please choose a legal entity"] },
    });
}
