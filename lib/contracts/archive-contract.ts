// POST /api/employees/{employeeId}/contracts/{contractId}/archive: admins archive a contract that has a
// document and is not archived yet (spec 1 section 4). The files stay: an archived contract is never altered.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { transition } from "@/lib/workflow";
import type { Actor } from "@/lib/auth/actor";
import { findContractOrThrow } from "@/lib/access/contract";
import { contractWorkflow } from "@/lib/contracts/workflow";

export async function archiveContract(actor: Actor, employeeId: string, contractId: string) {
  return db.$transaction(async (tx) => {
    const c = await findContractOrThrow(
      actor,
      employeeId,
      contractId,
      { id: true, status: true, version: true, storageKey: true },
      tx,
    );
    if (c.status === "archived") throw new AppError("UNPROCESSABLE", "This contract is already archived.");
    if (!c.storageKey) throw new AppError("UNPROCESSABLE", "A contract without a document cannot be archived.");
    const archivedAt = new Date();
    await transition(tx, contractWorkflow, {
      id: c.id,
      from: c.status,
      to: "archived",
      version: c.version,
      actor,
      action: "contract.archived",
      data: { archivedAt },
    });
    return { contractId: c.id, status: "archived", archivedAt: archivedAt.toISOString() };
  });
}
