// PATCH /api/contractors/{contractorId}/contracts/{contractId}: an admin switches a contract ACTIVE/INACTIVE.
import "server-only";
import type { z } from "zod";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { transition } from "@/lib/workflow";
import { clientScope, findContractorOrThrow } from "@/lib/access/contractor";
import type { ZContractTransition } from "@/lib/contractors/schema";
import { contractorContractWorkflow } from "@/lib/contractors/workflow";

export async function transitionContractorContract(
  actor: Actor,
  contractorId: string,
  contractId: string,
  body: z.output<typeof ZContractTransition>,
) {
  return db.$transaction(async (tx) => {
    await findContractorOrThrow(actor, contractorId, { id: true }, tx);
    const k = await tx.contractorContract.findFirst({
      where: { id: contractId, contractorId, ...clientScope(actor) },
      select: { id: true, state: true, version: true },
    });
    if (!k) throw new AppError("NOT_FOUND", "Contract not found");
    await transition(tx, contractorContractWorkflow, {
      id: k.id,
      from: k.state,
      to: body.state,
      version: body.version ?? k.version,
      actor,
      action: "contractorContract.transition",
    });
    return { id: k.id, state: body.state };
  });
}
