// PATCH .../submit (employee) and PATCH .../approve (manager, beyond the spec's catalogue): the month's status
// through the workflow table, with the date recorded. A second submit answers 409.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordStep, transition } from "@/lib/workflow";
import { authorizeLevelDecision, recordLevelDecision } from "@/lib/approval-chains/decide-at-level";
import { firstApprovalLevel } from "@/lib/approval-chains/first-level";
import type { Actor } from "@/lib/auth/actor";
import { findEmployeeOrThrow } from "@/lib/access/employee";
import { TIMESHEET_WORKFLOW, type TimesheetStatusValue } from "@/lib/timesheets/workflow";
import { ALREADY_SUBMITTED } from "@/lib/timesheets/save-timesheet";
import { loadMonth } from "@/lib/timesheets/load-month";
import type { TimesheetMonthDto } from "@/lib/timesheets/dto";

async function move(actor: Actor, employeeId: string, yearMonth: string, to: "SUBMITTED" | "APPROVED") {
  await findEmployeeOrThrow(actor, employeeId, { select: { id: true } });
  return db.$transaction(async (tx) => {
    const sheet = await tx.timesheet.findUnique({
      where: { employeeId_yearMonth: { employeeId, yearMonth } },
      select: {
        id: true,
        status: true,
        version: true,
        timesheetData: true,
        approvalLevel: true,
        employee: { select: { companyId: true, manager: { select: { userId: true } } } },
      },
    });
    if (!sheet) throw new AppError("NOT_FOUND", "Save the timesheet before submitting it.");
    const from = sheet.status as TimesheetStatusValue;
    if (to === "SUBMITTED") {
      if (from !== "EDITED") throw new AppError("CONFLICT", ALREADY_SUBMITTED);
      const days = (sheet.timesheetData as { workingDays?: unknown[] }).workingDays ?? [];
      if (days.length === 0) throw new AppError("BAD_REQUEST", "Add at least one working day before submitting.");
    }
    if (to === "APPROVED" && from !== "SUBMITTED")
      throw new AppError(
        "CONFLICT",
        from === "APPROVED" ? "This timesheet is already approved." : "Only a submitted timesheet can be approved.",
      );
    const now = new Date();
    const companyId = sheet.employee.companyId;
    if (to === "APPROVED") {
      const request = {
        companyId,
        approvalLevel: sheet.approvalLevel,
        managerUserId: sheet.employee.manager?.userId ?? null,
      };
      const level = await authorizeLevelDecision(tx, "TIMESHEET", request, {}, actor);
      if (level) {
        const step = { companyId, entityType: TIMESHEET_WORKFLOW.entityType, entityId: sheet.id, level, actor };
        await recordLevelDecision(tx, { ...step, decision: "APPROVED" });
        if (level.next !== null) {
          // Approved at this level, the next one decides: the month stays SUBMITTED one level further.
          await recordStep(tx, TIMESHEET_WORKFLOW, {
            id: sheet.id,
            status: from,
            version: sheet.version,
            actor,
            note: `Approved at level ${level.step} of ${level.total}`,
            data: { approvalLevel: level.next },
            action: "timesheet.approveLevel",
          });
          return loadMonth(actor, employeeId, yearMonth, tx);
        }
      }
    }
    const firstLevel = to === "SUBMITTED" ? await firstApprovalLevel(tx, companyId, "TIMESHEET", {}) : undefined;
    await transition(tx, TIMESHEET_WORKFLOW, {
      id: sheet.id,
      from,
      to,
      version: sheet.version,
      actor,
      action: to === "SUBMITTED" ? "timesheet.submit" : "timesheet.approve",
      data:
        to === "SUBMITTED"
          ? { submittedDate: now, approvalLevel: firstLevel }
          : { approvedDate: now, approvedById: actor.userId },
    });
    if (to === "SUBMITTED")
      await tx.regularWorkingHours.updateMany({ where: { employeeId }, data: { lastSubmittedTimesheetDate: now } });
    return loadMonth(actor, employeeId, yearMonth, tx);
  });
}

export const submitTimesheet = (actor: Actor, employeeId: string, yearMonth: string): Promise<TimesheetMonthDto> =>
  move(actor, employeeId, yearMonth, "SUBMITTED");

export const approveTimesheet = (actor: Actor, employeeId: string, yearMonth: string): Promise<TimesheetMonthDto> =>
  move(actor, employeeId, yearMonth, "APPROVED");
