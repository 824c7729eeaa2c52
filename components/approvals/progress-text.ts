// A request's place in its approval chain in words, one line per level (pure: the progress part and its tests).
import { formatDate } from "@/lib/dates";
import { APPROVER_KIND_LABELS } from "@/lib/approval-chains/levels";
import type { ApprovalProgressDto } from "@/lib/approvals/get-approval-progress";

export type ProgressStep = ApprovalProgressDto["steps"][number];

const VERBS = { approved: "Approved", declined: "Declined", "info-requested": "More information requested" } as const;

/** 'Level 1 of 2 · Direct manager · Approved by Dirk Berg on behalf of Ada Adams on Dec 03, 2026'. */
export function progressLine(step: ProgressStep): string {
  const head = `Level ${step.step} of ${step.total} · ${APPROVER_KIND_LABELS[step.approverKind]}`;
  if (step.state === "waiting")
    return step.approvers.length ? `${head} · Waiting for ${joinOr(step.approvers)}` : `${head} · Waiting`;
  if (step.state === "not-reached") return `${head} · Not reached yet`;
  const by = step.decidedBy ? ` by ${step.decidedBy}` : "";
  const behalf = step.onBehalfOf ? ` on behalf of ${step.onBehalfOf}` : "";
  const on = step.decidedAt ? ` on ${formatDate(step.decidedAt)}` : "";
  return `${head} · ${VERBS[step.state]}${by}${behalf}${on}`;
}

/** 'Ada Adams', 'Ada Adams or Dirk Berg', 'A, B or C'. */
export function joinOr(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
}
