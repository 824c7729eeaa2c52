// PATCH .../submit (employee) and PATCH .../approve (manager, beyond the spec's catalogue): the month's status
// through the workflow table, with the date recorded. A second submit answers 409.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { transition } from "@/lib/workflow";
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
      select: { id: true, status: true, version: true, timesheetData: true },
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
    await transition(tx, TIMESHEET_WORKFLOW, {
      id: sheet.id,
      from,
      to,
      version: sheet.version,
      actor,
      action: to === "SUBMITTED" ? "timesheet.submit" : "timesheet.approve",
      data: to === "SUBMITTED" ? { submittedDate: now } : { approvedDate: now, approvedById: actor.userId },
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
