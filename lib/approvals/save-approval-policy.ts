// PUT /api/companies/{companyId}/approval-policies/{kind}: a company admin (or a platform admin) sets the chain for
// one kind of request; no levels removes it (the single approver decides again). Named approvers must be the
// company's managers; an amount threshold is for expenses, a length for time off. The requests waiting at that
// moment start again at the new chain's first level that applies to them, in the same transaction, so none is
// left at a level that no longer exists.
import type { Actor } from "@/lib/auth/actor";
import { db, type Tx } from "@/lib/db";
import { AppError, MESSAGES } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import { firstLevel, type ApprovalRequestKind, type ChainLevel } from "@/lib/approval-chains/levels";
import { companyManagers, findChainCompanyOrThrow } from "@/lib/approval-chains/settings-access";
import { ZApprovalPolicyForm, type ApprovalPolicyFormInput } from "@/lib/approval-chains/schema";
import { getApprovalSettings } from "@/lib/approval-chains/get-approval-settings";
import { holidaysOfEntries } from "@/lib/time-off/entry-holidays";
import { timeOffSelect, toTimeOffDto } from "@/lib/time-off/dto";

function checkLevels(kind: ApprovalRequestKind, levels: ChainLevel[], managerIds: Set<string>) {
  const fieldErrors: Record<string, string[]> = {};
  levels.forEach((l, i) => {
    if (l.approverKind === "NAMED_MANAGER" && !managerIds.has(l.approverUserId ?? ""))
      fieldErrors[`levels.${i}.approverUserId`] = ["Choose one of the company's managers"];
    if (l.minAmount !== null && kind !== "EXPENSE")
      fieldErrors[`levels.${i}.minAmount`] = ["An amount threshold is for expenses only"];
    if (l.minDays !== null && kind !== "TIME_OFF")
      fieldErrors[`levels.${i}.minDays`] = ["A length threshold is for time off only"];
  });
  if (Object.keys(fieldErrors).length) throw new AppError("BAD_REQUEST", MESSAGES.invalid, { fieldErrors });
}

/** Each waiting request of the kind starts again at the chain's first level that applies to it. */
async function restartWaiting(tx: Tx, companyId: string, kind: ApprovalRequestKind, levels: ChainLevel[]) {
  if (kind === "TIME_OFF") {
    const rows = await tx.timeOffEntry.findMany({ where: { companyId, status: "PENDING" }, select: timeOffSelect });
    const holidays = await holidaysOfEntries(rows, tx);
    for (const row of rows)
      await tx.timeOffEntry.update({
        where: { id: row.id },
        data: { approvalLevel: firstLevel(levels, { days: toTimeOffDto(row, holidays).workingDays }) },
      });
  } else if (kind === "EXPENSE") {
    const rows = await tx.expense.findMany({
      where: { companyId, status: { in: ["PENDING", "CHANGE_MADE", "INFO_NEEDED"] } },
      select: { id: true, amount: true },
    });
    for (const row of rows)
      await tx.expense.update({
        where: { id: row.id },
        data: { approvalLevel: firstLevel(levels, { amount: Number(row.amount) }) },
      });
  } else {
    await tx.timesheet.updateMany({
      where: { status: "SUBMITTED", employee: { companyId } },
      data: { approvalLevel: firstLevel(levels, {}) },
    });
  }
}

export async function saveApprovalPolicy(
  actor: Actor,
  companyId: string,
  kind: ApprovalRequestKind,
  input: ApprovalPolicyFormInput,
) {
  const body = ZApprovalPolicyForm.parse(input);
  await db.$transaction(async (tx) => {
    await findChainCompanyOrThrow(actor, companyId, { manage: true }, tx);
    const levels: ChainLevel[] = body.levels.map((l, i) => ({ ...l, position: i + 1 }));
    checkLevels(kind, levels, new Set((await companyManagers(companyId, tx)).map((m) => m.userId)));
    const before = await tx.approvalPolicy.findUnique({
      where: { companyId_kind: { companyId, kind } },
      select: { id: true, levels: { orderBy: { position: "asc" } } },
    });
    if (before) await tx.approvalPolicy.delete({ where: { id: before.id } });
    let policyId = before?.id ?? `${companyId}:${kind}`;
    if (levels.length) {
      const created = await tx.approvalPolicy.create({
        data: { companyId, kind, updatedById: actor.userId, levels: { create: levels } },
        select: { id: true },
      });
      policyId = created.id;
    }
    await restartWaiting(tx, companyId, kind, levels);
    await recordAudit(tx, {
      actor,
      action: "approvalPolicy.save",
      entityType: "ApprovalPolicy",
      entityId: policyId,
      before: {
        companyId,
        kind,
        levels: JSON.stringify(
          before?.levels.map(({ id: _id, policyId: _p, ...l }) => ({
            ...l,
            minAmount: l.minAmount?.toString() ?? null,
          })) ?? [],
        ),
      },
      after: { companyId, kind, levels: JSON.stringify(levels) },
    });
  });
  return getApprovalSettings(actor, companyId);
}
