// A company's approval chain as plain data, and which of its levels a request goes through. Pure: the decision
// use cases, the waiting list and the policy page share it. A level with a threshold applies only to requests
// that reach it (an expense's amount in its own currency, time off's working days); a level without one always.
export const APPROVAL_REQUEST_KINDS = ["TIME_OFF", "EXPENSE", "TIMESHEET"] as const;
export type ApprovalRequestKind = (typeof APPROVAL_REQUEST_KINDS)[number];
export const APPROVER_KINDS = ["DIRECT_MANAGER", "NAMED_MANAGER", "COMPANY_ADMIN"] as const;
export type ApproverKind = (typeof APPROVER_KINDS)[number];

export type ChainLevel = {
  position: number;
  approverKind: ApproverKind;
  approverUserId: string | null;
  minAmount: number | null;
  minDays: number | null;
};

/** What a request measures against the thresholds: an expense's amount, time off's working days. */
export type RequestMeasure = { amount?: number; days?: number };

export function levelApplies(level: ChainLevel, measure: RequestMeasure): boolean {
  if (level.minAmount !== null) return (measure.amount ?? 0) >= level.minAmount;
  if (level.minDays !== null) return (measure.days ?? 0) >= level.minDays;
  return true;
}

/** The levels this request goes through, in order. */
export const levelsFor = (levels: readonly ChainLevel[], measure: RequestMeasure) =>
  [...levels].sort((a, b) => a.position - b.position).filter((l) => levelApplies(l, measure));

/** The first level a new request waits at, or null when no level applies (the single approver decides). */
export function firstLevel(levels: readonly ChainLevel[], measure: RequestMeasure): number | null {
  return levelsFor(levels, measure)[0]?.position ?? null;
}

/** The level after `current` for this request, or null when `current` was the last. */
export function nextLevel(levels: readonly ChainLevel[], current: number, measure: RequestMeasure): number | null {
  return levelsFor(levels, measure).find((l) => l.position > current)?.position ?? null;
}

export const APPROVER_KIND_LABELS: Record<ApproverKind, string> = {
  DIRECT_MANAGER: "Direct manager",
  NAMED_MANAGER: "A named manager",
  COMPANY_ADMIN: "A company admin",
};
