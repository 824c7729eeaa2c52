// Beyond the spec: a manager of the employee's company, or an admin, approves or declines a PENDING time-off
// request (POST /api/timeoff/requests/{id}/decision). Tenancy first (an entry the caller cannot reach is 404,
// lib/access/time-off.ts), then the rule (nobody decides their own request: 403), then the one transition
// table (lib/time-off/workflow.ts) through transition(): version-checked (409 when someone decided in between),
// with status history, audit event and webhook outbox in the same transaction. Declining needs a reason.
import "server-only";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { assertCan } from "@/lib/policy";
import { recordStep, transition } from "@/lib/workflow";
import { authorizeLevelDecision, recordLevelDecision } from "@/lib/approval-chains/decide-at-level";
import { chainLevelRule } from "@/lib/approval-chains/chain-waiting-where";
import { findTimeOffOrThrow } from "@/lib/access/time-off";
import { levelRowOf, toTimeOffDto, timeOffSelect, type TimeOffDto } from "@/lib/time-off/dto";
import type { Prisma } from "@/generated/prisma/client";
import { holidaysOfEntries } from "@/lib/time-off/entry-holidays";
import { mayDecideTimeOff } from "@/lib/time-off/rights";
import { ZTimeOffDecision, type TimeOffDecisionInput } from "@/lib/time-off/schema";
import { timeOffWorkflow } from "@/lib/time-off/workflow";

type TimeOffRow = Prisma.TimeOffEntryGetPayload<{ select: typeof timeOffSelect }>;

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
    const holidays = await holidaysOfEntries([row], tx);
    const level = await levelOf(tx, actor, row, toTimeOffDto(row, holidays).workingDays);
    if (level) {
      await recordLevelDecision(tx, {
        companyId: row.companyId,
        entityType: timeOffWorkflow.entityType,
        entityId: row.id,
        level,
        decision: body.decision,
        actor,
        note: reason,
      });
      if (body.decision === "APPROVED" && level.next !== null) {
        // Approved at this level, the next one decides: the request stays PENDING one level further.
        await recordStep(tx, timeOffWorkflow, {
          id: row.id,
          status: "PENDING",
          version: body.version,
          actor,
          note: `Approved at level ${level.step} of ${level.total}`,
          data: { approvalLevel: level.next, updatedById: actor.userId },
          action: "timeOff.approveLevel",
        });
        return reload(tx, row.id, actor);
      }
    }
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
    return reload(tx, row.id, actor);
  });
}

async function reload(tx: Tx, id: string, actor: Actor) {
  const updated = await tx.timeOffEntry.findUniqueOrThrow({ where: { id }, select: timeOffSelect });
  return toTimeOffDto(
    updated,
    await holidaysOfEntries([updated], tx),
    undefined,
    actor,
    await chainLevelRule(actor, "TIME_OFF"),
  );
}

/** The chain level the actor decides at (null outside a chain); 403 when the request waits for someone else. */
function levelOf(tx: Tx, actor: Actor, row: TimeOffRow, days: number) {
  const request = { companyId: row.companyId, ...levelRowOf(row) };
  return authorizeLevelDecision(tx, "TIME_OFF", request, { days }, actor);
}
