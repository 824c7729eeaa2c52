// POST /api/resignations/{id}/review: an admin marks a resignation Reviewed (the workflow table).
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { transition } from "@/lib/workflow";
import { companyIdWhere } from "@/lib/access/company";
import { resignationWorkflow } from "@/lib/terminations/resignations/workflow";

export async function reviewResignation(actor: Actor, id: string, version?: number) {
  return db.$transaction(async (tx) => {
    const row = await tx.resignation.findFirst({
      where: { id, ...companyIdWhere(actor) },
      select: { id: true, status: true, version: true },
    });
    if (!row) throw new AppError("NOT_FOUND", "Resignation not found");
    await transition(tx, resignationWorkflow, {
      id: row.id,
      from: row.status,
      to: "REVIEWED",
      version: version ?? row.version,
      actor,
      action: "resignation.review",
      data: { reviewedAt: new Date(), reviewedById: actor.userId },
    });
    return { id: row.id, status: "REVIEWED" as const };
  });
}
