// The chain's rule for one decision: a request at a level of its company's chain is decided by that level's
// approver (the employee's direct manager, a named manager or a company admin), or by their delegate while they
// are away; anybody else is refused with the level and its approver named. A request outside any chain
// (approvalLevel null) keeps the single-approver rule of its own use case. Each decision at a level is recorded
// (ApprovalStep) so the request shows where it stands.
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { loadChain } from "@/lib/approval-chains/load-chain";
import {
  levelsFor,
  nextLevel,
  type ApprovalRequestKind,
  type ChainLevel,
  type RequestMeasure,
} from "@/lib/approval-chains/levels";

export type LevelRequest = { companyId: string; approvalLevel: number | null; managerUserId: string | null };
export type LevelDecision = {
  position: number;
  /** 1-based place of the level among the levels this request goes through, and their number. */
  step: number;
  total: number;
  next: number | null;
  onBehalfOfId: string | null;
};

type Client = Tx | typeof db;

/** The users who decide at a level for this request (before delegation). */
export async function approversOfLevel(
  client: Client,
  companyId: string,
  level: ChainLevel,
  managerUserId: string | null,
): Promise<string[]> {
  if (level.approverKind === "NAMED_MANAGER") return level.approverUserId ? [level.approverUserId] : [];
  if (level.approverKind === "DIRECT_MANAGER" && managerUserId) return [managerUserId];
  // A company admin level, or a direct-manager level for an employee without a manager: the company's admins.
  const admins = await client.manager.findMany({ where: { companyId, isSuperAdmin: true }, select: { userId: true } });
  return admins.map((a) => a.userId);
}

export const dayOf = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

async function namesOf(client: Client, userIds: string[]) {
  const users = await client.user.findMany({
    where: { id: { in: userIds } },
    select: { firstName: true, lastName: true },
  });
  return users.map((u) => `${u.firstName} ${u.lastName}`.trim()).join(", ") || "nobody yet";
}

/**
 * null: the request is outside any chain. Otherwise the level the actor decides at (and on whose behalf), or 403.
 * Tenancy and the use case's own rules (nobody decides their own request) are checked by the caller first.
 */
export async function authorizeLevelDecision(
  client: Client,
  kind: ApprovalRequestKind,
  request: LevelRequest,
  measure: RequestMeasure,
  actor: Actor,
  now = new Date(),
): Promise<LevelDecision | null> {
  if (request.approvalLevel === null) return null;
  const levels = await loadChain(request.companyId, kind, client);
  const level = levels.find((l) => l.position === request.approvalLevel);
  if (!level) return null;
  const applicable = levelsFor(levels, measure);
  const step = applicable.findIndex((l) => l.position === level.position) + 1;
  const base = {
    position: level.position,
    step: step || 1,
    total: Math.max(applicable.length, 1),
    next: nextLevel(levels, level.position, measure),
  };
  const approvers = await approversOfLevel(client, request.companyId, level, request.managerUserId);
  if (approvers.includes(actor.userId)) return { ...base, onBehalfOfId: null };
  const day = dayOf(now);
  const delegation = await client.approvalDelegation.findFirst({
    where: {
      companyId: request.companyId,
      delegateUserId: actor.userId,
      approverUserId: { in: approvers },
      startsOn: { lte: day },
      endsOn: { gte: day },
    },
    select: { approverUserId: true },
  });
  if (delegation) return { ...base, onBehalfOfId: delegation.approverUserId };
  throw new AppError(
    "FORBIDDEN",
    `This request waits for level ${base.step} of ${base.total} (${await namesOf(client, approvers)}); ` +
      "only that approver or their delegate can decide it.",
  );
}

/** The record of one decision at a level. */
export async function recordLevelDecision(
  tx: Tx,
  input: {
    companyId: string;
    entityType: string;
    entityId: string;
    level: LevelDecision;
    decision: "APPROVED" | "DECLINED" | "INFO_NEEDED";
    actor: Actor;
    note?: string | null;
  },
) {
  await tx.approvalStep.create({
    data: {
      companyId: input.companyId,
      entityType: input.entityType,
      entityId: input.entityId,
      position: input.level.position,
      decision: input.decision,
      deciderId: input.actor.userId,
      onBehalfOfId: input.level.onBehalfOfId,
      note: input.note ?? null,
    },
  });
}
