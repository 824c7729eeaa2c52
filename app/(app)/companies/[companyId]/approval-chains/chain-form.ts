// The chain editor's pure parts: a saved chain as the form's values (inputs hold text), the form's parsed values
// as the PUT body (only the fields that mean something for the level and the kind of request), and a chain's
// levels in words for the read-only view.
import { APPROVER_KIND_LABELS, type ApprovalRequestKind } from "@/lib/approval-chains/levels";
import type { ApprovalPolicyDto, ApprovalPolicyForm, ApprovalPolicyFormInput } from "@/lib/approval-chains/schema";

export const KIND_TITLES: Record<ApprovalRequestKind, string> = {
  TIME_OFF: "Time off",
  EXPENSE: "Expenses",
  TIMESHEET: "Timesheets",
};

export const SINGLE_APPROVER = "Single approver: any manager of the company";

/** The threshold a level of this kind may have: an amount for expenses, working days for time off, none else. */
export function thresholdOf(kind: ApprovalRequestKind): "minAmount" | "minDays" | null {
  return kind === "EXPENSE" ? "minAmount" : kind === "TIME_OFF" ? "minDays" : null;
}

export type LevelValues = ApprovalPolicyFormInput["levels"][number];

export const NEW_LEVEL: LevelValues = {
  approverKind: "DIRECT_MANAGER",
  approverUserId: "",
  minAmount: "",
  minDays: "",
};

export function formValuesOf(policy: Pick<ApprovalPolicyDto, "levels">): ApprovalPolicyFormInput {
  return {
    levels: [...policy.levels]
      .sort((a, b) => a.position - b.position)
      .map((l) => ({
        approverKind: l.approverKind,
        approverUserId: l.approverUserId ?? "",
        minAmount: l.minAmount === null ? "" : String(l.minAmount),
        minDays: l.minDays === null ? "" : String(l.minDays),
      })),
  };
}

/** The PUT body: a named approver only for NAMED_MANAGER, the kind's own threshold only. */
export function policyBodyOf(kind: ApprovalRequestKind, values: ApprovalPolicyForm): ApprovalPolicyForm {
  const threshold = thresholdOf(kind);
  return {
    levels: values.levels.map((l) => ({
      approverKind: l.approverKind,
      approverUserId: l.approverKind === "NAMED_MANAGER" ? l.approverUserId : null,
      minAmount: threshold === "minAmount" ? l.minAmount : null,
      minDays: threshold === "minDays" ? l.minDays : null,
    })),
  };
}

/** 'Level 2: Ada Adams, from 8 working days' — one saved level in words. */
export function describeLevel(level: ApprovalPolicyDto["levels"][number], index: number): string {
  const who =
    level.approverKind === "NAMED_MANAGER"
      ? (level.approverName ?? "A former manager")
      : APPROVER_KIND_LABELS[level.approverKind];
  const from =
    level.minAmount !== null
      ? `, for amounts from ${level.minAmount}`
      : level.minDays !== null
        ? `, from ${level.minDays} working ${level.minDays === 1 ? "day" : "days"}`
        : "";
  return `Level ${index + 1}: ${who}${from}`;
}

/** The sentence announced after a save. */
export function savedMessage(kind: ApprovalRequestKind, levels: number): string {
  const title = KIND_TITLES[kind];
  return levels === 0
    ? `${title}: chain removed. A single approver decides again.`
    : `${title}: chain saved with ${levels} ${levels === 1 ? "level" : "levels"}.`;
}
