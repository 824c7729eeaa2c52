// GET /api/approvals/progress/{kind}/{id}: where a request stands in its company's chain, for anyone who reaches
// the request (the employee their own, its approvers): each level it goes through with its approvers, who decided
// it, on whose behalf and when, and which level waits now. A request outside any chain answers inChain false.
import { z } from "zod";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { findTimeOffOrThrow } from "@/lib/access/time-off";
import { findExpenseOrThrow } from "@/lib/access/expense";
import { reachableTimesheetWhere } from "@/lib/approvals/waiting-where";
import { timeOffSelect, toTimeOffDto } from "@/lib/time-off/dto";
import { holidaysOfEntries } from "@/lib/time-off/entry-holidays";
import { loadChain } from "@/lib/approval-chains/load-chain";
import { approversOfLevel } from "@/lib/approval-chains/decide-at-level";
import { APPROVER_KINDS, levelsFor, type ApprovalRequestKind, type RequestMeasure } from "@/lib/approval-chains/levels";
import type { ApprovalKind } from "@/lib/approvals/schema";

export const ZApprovalProgress = z.object({
  inChain: z.boolean(),
  steps: z.array(
    z.object({
      step: z.number().int(),
      total: z.number().int(),
      approverKind: z.enum(APPROVER_KINDS),
      approvers: z.array(z.string()),
      state: z.enum(["approved", "declined", "info-requested", "waiting", "not-reached"]),
      decidedBy: z.string().nullable(),
      onBehalfOf: z.string().nullable(),
      decidedAt: z.string().nullable(),
      note: z.string().nullable(),
    }),
  ),
});
export type ApprovalProgressDto = z.infer<typeof ZApprovalProgress>;

type Request = {
  entityType: string;
  kind: ApprovalRequestKind;
  companyId: string;
  approvalLevel: number | null;
  waiting: boolean;
  managerUserId: string | null;
  measure: RequestMeasure;
};

const manager = { select: { companyId: true, manager: { select: { userId: true } } } } as const;

async function loadRequest(actor: Actor, kind: ApprovalKind, id: string): Promise<Request> {
  if (kind === "timeOff") {
    const row = await findTimeOffOrThrow(actor, id, {
      ...timeOffSelect,
      approvalLevel: true,
      employee: { select: { ...timeOffSelect.employee.select, manager: manager.select.manager } },
    });
    const days = toTimeOffDto(row, await holidaysOfEntries([row])).workingDays;
    return {
      entityType: "TimeOffEntry",
      kind: "TIME_OFF",
      companyId: row.companyId,
      approvalLevel: row.approvalLevel,
      waiting: row.status === "PENDING",
      managerUserId: row.employee.manager?.userId ?? null,
      measure: { days },
    };
  }
  if (kind === "expense") {
    const { row } = await findExpenseOrThrow(actor, id, {
      companyId: true,
      amount: true,
      status: true,
      approvalLevel: true,
      employee: { select: { manager: manager.select.manager } },
    });
    return {
      entityType: "Expense",
      kind: "EXPENSE",
      companyId: row.companyId,
      approvalLevel: row.approvalLevel,
      waiting: ["PENDING", "CHANGE_MADE", "INFO_NEEDED"].includes(row.status),
      managerUserId: row.employee.manager?.userId ?? null,
      measure: { amount: Number(row.amount) },
    };
  }
  const sheet = await db.timesheet.findFirst({
    where: { AND: [{ id }, reachableTimesheetWhere(actor)] },
    select: { status: true, approvalLevel: true, employee: manager },
  });
  if (!sheet) throw new AppError("NOT_FOUND", "Timesheet not found");
  return {
    entityType: "Timesheet",
    kind: "TIMESHEET",
    companyId: sheet.employee.companyId,
    approvalLevel: sheet.approvalLevel,
    waiting: sheet.status === "SUBMITTED",
    managerUserId: sheet.employee.manager?.userId ?? null,
    measure: {},
  };
}

const STATE = { APPROVED: "approved", DECLINED: "declined", INFO_NEEDED: "info-requested" } as const;

export async function getApprovalProgress(actor: Actor, kind: ApprovalKind, id: string): Promise<ApprovalProgressDto> {
  const request = await loadRequest(actor, kind, id);
  const recorded = await db.approvalStep.findMany({
    where: { entityType: request.entityType, entityId: id },
    orderBy: { createdAt: "asc" },
  });
  const levels = levelsFor(await loadChain(request.companyId, request.kind), request.measure);
  if (levels.length === 0 || (request.approvalLevel === null && recorded.length === 0))
    return { inChain: false, steps: [] };
  const userIds = new Set<string>(recorded.flatMap((s) => [s.deciderId, s.onBehalfOfId ?? s.deciderId]));
  const approvers = await Promise.all(
    levels.map((l) => approversOfLevel(db, request.companyId, l, request.managerUserId)),
  );
  approvers.flat().forEach((u) => userIds.add(u));
  const users = await db.user.findMany({
    where: { id: { in: [...userIds] } },
    select: { id: true, firstName: true, lastName: true },
  });
  const name = (userId: string | null) => {
    const u = users.find((x) => x.id === userId);
    return u ? `${u.firstName} ${u.lastName}`.trim() : null;
  };
  // The last decision per level (a chain changed meanwhile restarts the request; its latest decisions count).
  const lastAt = new Map(recorded.map((s) => [s.position, s]));
  return {
    inChain: true,
    steps: levels.map((level, i) => {
      const decided = lastAt.get(level.position);
      const waitingHere = request.waiting && request.approvalLevel === level.position;
      const state =
        decided && !waitingHere
          ? STATE[decided.decision as keyof typeof STATE]
          : waitingHere
            ? "waiting"
            : "not-reached";
      return {
        step: i + 1,
        total: levels.length,
        approverKind: level.approverKind,
        approvers: approvers[i].map((u) => name(u) ?? "A former manager"),
        state,
        decidedBy: decided && state !== "waiting" ? name(decided.deciderId) : null,
        onBehalfOf: decided && state !== "waiting" ? name(decided.onBehalfOfId) : null,
        decidedAt: decided && state !== "waiting" ? decided.createdAt.toISOString() : null,
        note: decided && state !== "waiting" ? decided.note : null,
      };
    }),
  };
}
