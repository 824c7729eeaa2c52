// Beyond the spec: a manager of the employee's company, or an admin, approves or declines a PENDING time-off
// request (POST /api/timeoff/requests/{id}/decision). Tenancy first (an entry the caller cannot reach is 404,
// lib/access/time-off.ts), then the rule (nobody decides their own request: 403), then the one transition
// table (lib/time-off/workflow.ts) through transition(): version-checked (409 when someone decided in between),
// with status history, audit event and webhook outbox in the same transaction. Declining needs a reason.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { assertCan } from "@/lib/policy";
import { transition } from "@/lib/workflow";
import { findTimeOffOrThrow } from "@/lib/access/time-off";
import { toTimeOffDto, timeOffSelect, type TimeOffDto } from "@/lib/time-off/dto";
import { holidaysOfEntries } from "@/lib/time-off/entry-holidays";
import { mayDecideTimeOff } from "@/lib/time-off/rights";
import { ZTimeOffDecision, type TimeOffDecisionInput } from "@/lib/time-off/schema";
import { timeOffWorkflow } from "@/lib/time-off/workflow";

const WORDS = { PENDING: "pending", APPROVED: "approved", DECLINED: "declined" } as const;

export async function decideTimeOff(actor: Actor, id: string, input: TimeOffDecisionInput): Promise<TimeOffDto> {
  assertCan(actor, "timeOff.decide");
  const body = ZTimeOffDecision.parse(input);
  return db.$transaction(async (tx) => {
    const row = await findTimeOffOrThrow(actor, id, timeOffSelect, tx);
    if (!mayDecideTimeOff(actor, row)) throw new AppError("FORBIDDEN", "You cannot decide on your own time off.");
    if (!timeOffWorkflow.canTransition(row.status, body.decision))
      throw new AppError("CONFLICT", `This time off is already ${WORDS[row.status]}.`);
    const reason = body.decision === "DECLINED" ? body.reason : null;
    await transition(tx, timeOffWorkflow, {
      id: row.id,
      from: row.status,
      to: body.decision,
      version: body.version,
      actor,
      note: reason,
      data: { decidedById: actor.userId, decidedAt: new Date(), declineReason: reason, updatedById: actor.userId },
      action: body.decision === "APPROVED" ? "timeOff.approve" : "timeOff.decline",
    });
    const updated = await tx.timeOffEntry.findUniqueOrThrow({ where: { id: row.id }, select: timeOffSelect });
    return toTimeOffDto(updated, await holidaysOfEntries([updated], tx), undefined, actor);
  });
}
