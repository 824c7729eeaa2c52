// Which requests of a company's chain are the actor's to decide now: those outside any chain (the single approver's
// rule still applies to them), and those at a level where the actor is the approver or stands in for one by
// delegation. Staff outside the company decide only requests outside a chain. Three forms of one rule: a `where` on
// the request (time off, expenses and timesheets all carry approvalLevel and their employee) for the lists read
// through Prisma, the same as SQL for the waiting list's one statement per kind (chainWaitingSql), and a predicate
// on loaded rows for the lists' per-row actions.
import { Prisma } from "@/generated/prisma/client";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { loadChain } from "@/lib/approval-chains/load-chain";
import { dayOf } from "@/lib/approval-chains/decide-at-level";
import type { ApprovalRequestKind, ChainLevel } from "@/lib/approval-chains/levels";

export type ChainWhere = {
  OR?: Array<{ approvalLevel: number | null; employee?: Record<string, unknown> }>;
  approvalLevel?: null;
};

type ApproverContext =
  | { scope: "outside" }
  | { scope: "no-chain" }
  | { scope: "chain"; levels: ChainLevel[]; me: string[]; asAdmin: boolean };

async function approverContext(actor: Actor, kind: ApprovalRequestKind): Promise<ApproverContext> {
  const f = flagsOf(actor);
  if (!f.isManager || !actor.companyId) return { scope: "outside" };
  const companyId = actor.companyId;
  const levels = await loadChain(companyId, kind);
  if (levels.length === 0) return { scope: "no-chain" };
  const today = dayOf(new Date());
  const delegations = await db.approvalDelegation.findMany({
    where: { companyId, delegateUserId: actor.userId, startsOn: { lte: today }, endsOn: { gte: today } },
    select: { approverUserId: true },
  });
  const me = [actor.userId, ...delegations.map((d) => d.approverUserId)];
  const admins = await db.manager.count({ where: { companyId, isSuperAdmin: true, userId: { in: me } } });
  return { scope: "chain", levels, me, asAdmin: admins > 0 };
}

export async function chainWaitingWhere(actor: Actor, kind: ApprovalRequestKind): Promise<ChainWhere> {
  const context = await approverContext(actor, kind);
  if (context.scope === "outside") return { approvalLevel: null };
  if (context.scope === "no-chain") return {};
  const { levels, me, asAdmin } = context;
  const or: NonNullable<ChainWhere["OR"]> = [{ approvalLevel: null }];
  for (const level of levels) {
    const at = level.position;
    if (level.approverKind === "NAMED_MANAGER" && me.includes(level.approverUserId ?? ""))
      or.push({ approvalLevel: at });
    if (level.approverKind === "COMPANY_ADMIN" && asAdmin) or.push({ approvalLevel: at });
    if (level.approverKind === "DIRECT_MANAGER") {
      or.push({ approvalLevel: at, employee: { manager: { userId: { in: me } } } });
      // An employee without a manager: the company's admins decide at this level.
      if (asAdmin) or.push({ approvalLevel: at, employee: { managerId: null } });
    }
  }
  return { OR: or };
}

/**
 * chainWaitingWhere as SQL on a request row: `level` its approvalLevel, `managerId` its employee's managerId. The
 * chain, today's delegations to the actor and whether they (or whom they stand in for) are a company admin are
 * read inside the statement (uncorrelated subqueries: evaluated once), so the list needs no query of its own for
 * them. Without a level in the chain (none, or a position the chain no longer has) a chained row is nobody's here,
 * as in the `where`.
 */
export function chainWaitingSql(
  actor: Actor,
  kind: ApprovalRequestKind,
  row: { level: Prisma.Sql; managerId: Prisma.Sql },
): Prisma.Sql {
  const f = flagsOf(actor);
  if (!f.isManager || !actor.companyId) return Prisma.sql`${row.level} IS NULL`;
  const companyId = actor.companyId;
  const today = dayOf(new Date()).toISOString().slice(0, 10);
  const levels = Prisma.sql`"ApprovalLevel" l JOIN "ApprovalPolicy" p ON p.id = l."policyId"
    WHERE p."companyId" = ${companyId} AND p.kind = ${kind}::"ApprovalRequestKind"`;
  const me = Prisma.sql`(SELECT ${actor.userId}::text UNION ALL
    SELECT d."approverUserId" FROM "ApprovalDelegation" d
     WHERE d."companyId" = ${companyId} AND d."delegateUserId" = ${actor.userId}
       AND d."startsOn" <= ${today}::date AND d."endsOn" >= ${today}::date)`;
  const asAdmin = Prisma.sql`EXISTS (SELECT 1 FROM "Manager" ad
    WHERE ad."companyId" = ${companyId} AND ad."isSuperAdmin" AND ad."userId" IN ${me})`;
  const directManager = Prisma.sql`EXISTS (SELECT 1 FROM "Manager" dm
    WHERE dm.id = ${row.managerId} AND dm."userId" IN ${me})`;
  return Prisma.sql`(NOT EXISTS (SELECT 1 FROM ${levels}) OR ${row.level} IS NULL OR EXISTS (SELECT 1 FROM ${levels}
    AND l.position = ${row.level}
    AND ((l."approverKind" = 'NAMED_MANAGER' AND l."approverUserId" IN ${me})
      OR (l."approverKind" = 'COMPANY_ADMIN' AND ${asAdmin})
      OR (l."approverKind" = 'DIRECT_MANAGER' AND (${directManager} OR (${row.managerId} IS NULL AND ${asAdmin}))))))`;
}

export type LevelRow = { approvalLevel: number | null; managerUserId: string | null };

/** The same rule on loaded rows: whether the actor decides this row at its current level. */
export async function chainLevelRule(actor: Actor, kind: ApprovalRequestKind): Promise<(row: LevelRow) => boolean> {
  const context = await approverContext(actor, kind);
  if (context.scope === "outside") return (row) => row.approvalLevel === null;
  if (context.scope === "no-chain") return () => true;
  const { levels, me, asAdmin } = context;
  return (row) => {
    if (row.approvalLevel === null) return true;
    const level = levels.find((l) => l.position === row.approvalLevel);
    if (!level) return true;
    if (level.approverKind === "NAMED_MANAGER") return me.includes(level.approverUserId ?? "");
    if (level.approverKind === "COMPANY_ADMIN") return asAdmin;
    return row.managerUserId === null ? asAdmin : me.includes(row.managerUserId);
  };
}
