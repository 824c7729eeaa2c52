// PATCH /api/timesheets/{employeeId}/{year}/{month}: an employee saves their month while it is EDITED
// (submitted and approved months are read-only: 409). Rows are checked with the country's format; a broken
// row answers 400 naming the row and field. One transaction: the row, its totals and the audit event.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import { zodFieldErrors } from "@/lib/http/errors";
import type { Actor } from "@/lib/auth/actor";
import { findEmployeeOrThrow } from "@/lib/access/employee";
import { monthTotalHours, toMinutes, type TimesheetFormat } from "@/lib/timesheets/rows";
import { timesheetSaveSchema, type OvertimeInput } from "@/lib/timesheets/schema";
import { loadMonth } from "@/lib/timesheets/load-month";
import type { TimesheetMonthDto } from "@/lib/timesheets/dto";

export const ALREADY_SUBMITTED = "This timesheet has already been submitted and can no longer be changed.";

function overtimeHours(entries: OvertimeInput[]): string {
  const minutes = entries.reduce(
    (sum, e) => ("date" in e ? sum + (toMinutes(e.endTime)! - toMinutes(e.startTime)!) : sum),
    0,
  );
  return (minutes / 60).toFixed(2);
}

export async function saveTimesheet(
  actor: Actor,
  employeeId: string,
  yearMonth: string,
  input: unknown,
): Promise<TimesheetMonthDto> {
  const employee = await findEmployeeOrThrow(actor, employeeId, {
    select: { id: true, country: { select: { timesheetFormat: true } } },
  });
  const format = employee.country.timesheetFormat as TimesheetFormat;
  const parsed = timesheetSaveSchema(yearMonth, format).safeParse(input);
  if (!parsed.success)
    throw new AppError("BAD_REQUEST", parsed.error.issues[0]?.message ?? "Invalid timesheet", {
      fieldErrors: zodFieldErrors(parsed.error),
    });
  const { workingDays, overtime } = parsed.data;
  // Spec 2 section 3: only ticked rows count. A month sent back exactly as GET answered it carries every day
  // of the month, weekends and unticked days included; storing those would mark them all as worked.
  const rows = workingDays
    .filter((d) => d.isSelected)
    .map((d) => ({
      date: d.date,
      dayOfWeek: new Date(`${d.date}T00:00:00Z`).getUTCDay(),
      startTime: d.startTime,
      breakStartTime: format === "MEDIUM" ? d.breakStartTime : null,
      breakEndTime: format === "MEDIUM" ? d.breakEndTime : null,
      endTime: d.endTime,
    }));
  const data = {
    timesheetData: { workingDays: rows, overtime, timeoff: [] },
    totalMonthWorkingHours: monthTotalHours(rows, format),
    totalOvertimeHours: overtimeHours(overtime),
  };
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Employee" WHERE id = ${employeeId} FOR UPDATE`;
    const existing = await tx.timesheet.findUnique({
      where: { employeeId_yearMonth: { employeeId, yearMonth } },
      select: { id: true, status: true, totalMonthWorkingHours: true },
    });
    if (existing && existing.status !== "EDITED") throw new AppError("CONFLICT", ALREADY_SUBMITTED);
    const saved = existing
      ? await tx.timesheet.update({ where: { id: existing.id }, data: { ...data, version: { increment: 1 } } })
      : await tx.timesheet.create({ data: { employeeId, yearMonth, status: "EDITED", ...data } });
    await recordAudit(tx, {
      actor,
      action: existing ? "timesheet.update" : "timesheet.create",
      entityType: "Timesheet",
      entityId: saved.id,
      before: existing ? { totalMonthWorkingHours: existing.totalMonthWorkingHours } : null,
      after: { yearMonth, days: rows.length, totalMonthWorkingHours: data.totalMonthWorkingHours },
    });
    return loadMonth(actor, employeeId, yearMonth, tx);
  });
}
