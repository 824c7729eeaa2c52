// PATCH /api/employees/{employeeId}/contracts/{contractId} { status }: the review steps of spec 1 section 4.
// Customer support: 'Send To Manager', 'Complete internal review', 'Send to employee'; a manager: review done or
// 'Send to employee' in the review state. Signing and archiving have their own calls.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { can } from "@/lib/policy";
import { transition } from "@/lib/workflow";
import type { Actor } from "@/lib/auth/actor";
import { findVisibleContractOrThrow } from "@/lib/access/contract";
import { contractWorkflow } from "@/lib/contracts/workflow";
import { SPEC_STATUS, type ContractStatusValue } from "@/lib/contracts/statuses";

const STAFF_TARGETS: ContractStatusValue[] = ["pending_internal_review", "pending_review", "approved"];
const MANAGER_TARGETS: ContractStatusValue[] = ["review_done", "approved"];
const MANAGER_FROM: ContractStatusValue[] = ["pending_review", "review_done"];

export function mayMoveContract(actor: Actor, from: ContractStatusValue, to: ContractStatusValue): boolean {
  if (!contractWorkflow.canTransition(from, to)) return false;
  if (can(actor, "contracts.manage") && STAFF_TARGETS.includes(to)) return true;
  return can(actor, "contracts.review") && MANAGER_FROM.includes(from) && MANAGER_TARGETS.includes(to);
}

export async function changeContractStatus(
  actor: Actor,
  employeeId: string,
  contractId: string,
  input: { status: ContractStatusValue; version?: number },
) {
  return db.$transaction(async (tx) => {
    const contract = await findVisibleContractOrThrow(
      actor,
      employeeId,
      contractId,
      { id: true, version: true, storageKey: true },
      tx,
    );
    const from = contract.status as ContractStatusValue;
    if (!contractWorkflow.canTransition(from, input.status))
      throw new AppError(
        "UNPROCESSABLE",
        `A contract cannot go from ${SPEC_STATUS[from]} to ${SPEC_STATUS[input.status]}.`,
      );
    if (!mayMoveContract(actor, from, input.status))
      throw new AppError("FORBIDDEN", `You cannot move this contract to ${SPEC_STATUS[input.status]}.`);
    if (!contract.storageKey && input.status !== "pending_internal_review")
      throw new AppError("UNPROCESSABLE", "The contract document is still being generated.");
    await transition(tx, contractWorkflow, {
      id: contract.id,
      from,
      to: input.status,
      version: input.version ?? contract.version,
      actor,
      action: "contract.statusChanged",
    });
    return { contractId: contract.id, status: SPEC_STATUS[input.status] };
  });
}
