// PATCH /api/contractors/{contractorId}: an admin moves a contractor through the state table.
import "server-only";
import type { z } from "zod";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { transition } from "@/lib/workflow";
import { findContractorOrThrow } from "@/lib/access/contractor";
import type { ZContractorTransition } from "@/lib/contractors/schema";
import { contractorWorkflow } from "@/lib/contractors/workflow";

export async function transitionContractor(actor: Actor, id: string, body: z.output<typeof ZContractorTransition>) {
  return db.$transaction(async (tx) => {
    const c = await findContractorOrThrow(actor, id, { id: true, state: true, version: true }, tx);
    await transition(tx, contractorWorkflow, {
      id: c.id,
      from: c.state,
      to: body.state,
      version: body.version ?? c.version,
      actor,
      action: "contractor.transition",
    });
    return { id: c.id, state: body.state };
  });
}
