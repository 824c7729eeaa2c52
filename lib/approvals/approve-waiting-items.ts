// POST /api/approvals/bulk-approve: approves each chosen item through its own use case (decideTimeOff,
// decideExpense, approveTimesheet), one transaction each, in the order given, so one refusal (someone decided in
// between, a foreign id) leaves the others approved. Each refusal is reported on its item as the route would have
// answered it alone (status and message); a foreign or unknown id is the use case's 404.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { toAppError } from "@/lib/http/errors";
import { errorField, logger } from "@/lib/observability/logger";
import { decideTimeOff } from "@/lib/time-off/decide-time-off";
import { decideExpense } from "@/lib/expenses/decide-expense";
import { approveTimesheet } from "@/lib/timesheets/submit-timesheet";
import {
  ZBulkApprove,
  type ApprovalKind,
  type ApprovalRef,
  type BulkApproveInput,
  type BulkApproveResult,
} from "@/lib/approvals/schema";
import { assertMayApproveAny, decidableKinds, reachableTimesheetWhere } from "@/lib/approvals/waiting-where";

async function approveTimeOff(actor: Actor, id: string) {
  // The list carries no version: the current one (the use case still refuses anything no longer PENDING, 409).
  // An id that does not exist goes through too, so the use case answers its own 404.
  const row = await db.timeOffEntry.findUnique({ where: { id }, select: { version: true } });
  await decideTimeOff(actor, id, { decision: "APPROVED", version: row?.version ?? 1 });
}

/** The approve route addresses a month by employee and month: the sheet's, when the actor reaches it. */
async function approveTimesheetById(actor: Actor, id: string) {
  if (!decidableKinds(actor).includes("timesheet")) throw new AppError("FORBIDDEN");
  const sheet = await db.timesheet.findFirst({
    where: { AND: [{ id }, reachableTimesheetWhere(actor)] },
    select: { employeeId: true, yearMonth: true, employee: { select: { userId: true } } },
  });
  if (!sheet) throw new AppError("NOT_FOUND", "Timesheet not found");
  // The timesheet page offers no approval of one's own month (lib/timesheets/timesheet-actions.ts).
  if (sheet.employee.userId === actor.userId) throw new AppError("FORBIDDEN", "You cannot approve your own timesheet.");
  await approveTimesheet(actor, sheet.employeeId, sheet.yearMonth);
}

const APPROVE: Record<ApprovalKind, (actor: Actor, id: string) => Promise<unknown>> = {
  timeOff: approveTimeOff,
  expense: (actor, id) => decideExpense(actor, id, { action: "approve" }),
  timesheet: approveTimesheetById,
};

async function approveOne(actor: Actor, item: ApprovalRef): Promise<BulkApproveResult> {
  try {
    await APPROVE[item.kind](actor, item.id);
    return { kind: item.kind, id: item.id, ok: true };
  } catch (error) {
    const appError = toAppError(error);
    if (appError.code === "INTERNAL") logger().error({ msg: "bulk approve item failed", error: errorField(error) });
    return { kind: item.kind, id: item.id, ok: false, status: appError.status, message: appError.message };
  }
}

export async function approveWaitingItems(
  actor: Actor,
  input: BulkApproveInput,
): Promise<{ results: BulkApproveResult[] }> {
  assertMayApproveAny(actor);
  const { items } = ZBulkApprove.parse(input);
  // The same item twice is approved once.
  const unique = [...new Map(items.map((i) => [`${i.kind}:${i.id}`, i])).values()];
  const results: BulkApproveResult[] = [];
  for (const item of unique) results.push(await approveOne(actor, item));
  return { results };
}
