// overdue_by of a contractor invoice (spec 2 section 3): whole days past the due date while unpaid.
const DAY = 86_400_000;
const UNPAID = new Set(["OPEN", "PENDING", "IN_PROGRESS"]);

export function overdueBy(state: string, dueDate: Date, now: Date = new Date()): number {
  if (!UNPAID.has(state)) return 0;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.max(0, Math.floor((today - dueDate.getTime()) / DAY));
}
