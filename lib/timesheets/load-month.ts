// One employee's month as the grid shows it: the saved rows, or (never saved) the regular working hours laid
// over the month's days; the time off of the month on its days; the country's format. Public holidays (the
// employee's country or region, their company's days off) are labelled like time off ("Public holiday: name")
// and left unticked in a month never saved; the time-off entries' working days skip them. Also whether the month is
// in its company's approval chain and the caller's actions on it (Approve at the chain's current level only).
import "server-only";
import { db, type Tx } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { findEmployeeOrThrow } from "@/lib/access/employee";
import { entryCalendar, groupTimeOff, timeOffSelect } from "@/lib/time-off/dto";
import { loadHolidayDates } from "@/lib/holidays/load-holiday-dates";
import { leaveTypeLabel } from "@/lib/time-off/schema";
import { isWeekend, monthBounds } from "@/lib/time-off/working-days";
import { DEFAULT_HOURS, formatMinutes, rowTotalMinutes, type TimesheetFormat } from "@/lib/timesheets/rows";
import type { OvertimeInput } from "@/lib/timesheets/schema";
import type { TimesheetDayDto, TimesheetMonthDto } from "@/lib/timesheets/dto";
import type { TimesheetStatusValue } from "@/lib/timesheets/workflow";
import { timesheetActionsOf } from "@/lib/timesheets/timesheet-actions";
import { chainLevelRule } from "@/lib/approval-chains/chain-waiting-where";

type SavedDay = {
  date: string;
  startTime: string;
  breakStartTime?: string | null;
  breakEndTime?: string | null;
  endTime: string;
};
type WeekdayHours = {
  dayOfWeek: number;
  startTime: string;
  breakStartTime?: string | null;
  breakEndTime?: string | null;
  endTime: string;
  isSelected: boolean;
};

export async function loadMonth(
  actor: Actor,
  employeeId: string,
  yearMonth: string,
  client: Tx | typeof db = db,
): Promise<TimesheetMonthDto> {
  const employee = await findEmployeeOrThrow(
    actor,
    employeeId,
    {
      select: {
        id: true,
        firstName: true,
        lastName: true,
        companyId: true,
        countryCode: true,
        region: true,
        userId: true,
        manager: { select: { userId: true } },
        country: { select: { timesheetFormat: true, weekendDays: true } },
        regularWorkingHours: { select: { workingDays: true } },
      },
    },
    client,
  );
  const { first, last } = monthBounds(yearMonth);
  const [sheet, timeOffRows] = await Promise.all([
    client.timesheet.findUnique({ where: { employeeId_yearMonth: { employeeId, yearMonth } } }),
    client.timeOffEntry.findMany({
      // A declined request leaves the days open; pending and approved ones show.
      where: { employeeId, startDate: { lte: last }, endDate: { gte: first }, status: { not: "DECLINED" } },
      select: timeOffSelect,
      orderBy: { startDate: "asc" },
    }),
  ]);
  // One load covers the month and the whole of the entries that run over its edges (their working days).
  const from = new Date(Math.min(first.getTime(), ...timeOffRows.map((r) => r.startDate.getTime())));
  const to = new Date(Math.max(last.getTime(), ...timeOffRows.map((r) => r.endDate.getTime())));
  const holidaysOf = await loadHolidayDates(
    [entryCalendar({ companyId: employee.companyId, employee }), ...timeOffRows.map(entryCalendar)],
    from,
    to,
    client,
  );
  const holidays = holidaysOf(entryCalendar({ companyId: employee.companyId, employee }));
  const format = employee.country.timesheetFormat as TimesheetFormat;
  const data = (sheet?.timesheetData ?? {}) as { workingDays?: SavedDay[]; overtime?: OvertimeInput[] };
  const saved = new Map((data.workingDays ?? []).map((d) => [d.date, d]));
  const regular = (employee.regularWorkingHours?.workingDays ?? null) as WeekdayHours[] | null;
  const days: TimesheetDayDto[] = [];
  for (let t = first.getTime(); t <= last.getTime(); t += 86_400_000) {
    const date = new Date(t);
    const iso = date.toISOString().slice(0, 10);
    const dayOfWeek = date.getUTCDay();
    const off = timeOffRows.find((r) => r.startDate <= date && r.endDate >= date);
    const weekday = regular?.find((r) => r.dayOfWeek === dayOfWeek);
    const weekend = isWeekend(date, employee.country.weekendDays);
    const holiday = holidays.get(iso);
    // Never saved: the regular pattern, or without one every day outside the country's weekend; never a holiday.
    const fromRegular = !sheet && !off && !holiday && (regular ? !!weekday?.isSelected : !weekend);
    const row = saved.get(iso) ?? (weekday ? { ...DEFAULT_HOURS, ...weekday } : DEFAULT_HOURS);
    const isSelected = sheet ? saved.has(iso) : fromRegular;
    const hours = {
      startTime: row.startTime,
      breakStartTime: format === "MEDIUM" ? (row.breakStartTime ?? null) : null,
      breakEndTime: format === "MEDIUM" ? (row.breakEndTime ?? null) : null,
      endTime: row.endTime,
    };
    const minutes = isSelected ? rowTotalMinutes(hours, format) : 0;
    days.push({
      date: iso,
      dayOfWeek,
      isWeekend: weekend,
      isSelected,
      ...hours,
      total: { minutes, display: formatMinutes(minutes) },
      timeOff: off ? leaveTypeLabel(off.leaveType) : holiday ? `Public holiday: ${holiday}` : null,
    });
  }
  const { taken, scheduled } = groupTimeOff(timeOffRows, holidaysOf);
  const status = (sheet?.status ?? "EDITED") as TimesheetStatusValue;
  const isOwn = employee.userId !== null && employee.userId === actor.userId;
  const approver = status === "SUBMITTED" && timesheetActionsOf(actor, { isOwn }).approve;
  // In a chain, Approve only at the caller's level (the approve use case refuses anyone else); the chain's rule is
  // read only when it matters.
  const atLevel =
    approver && sheet && sheet.approvalLevel !== null
      ? (await chainLevelRule(actor, "TIMESHEET"))({
          approvalLevel: sheet.approvalLevel,
          managerUserId: employee.manager?.userId ?? null,
        })
      : true;
  const totalMinutes = days.reduce((s, d) => s + d.total.minutes, 0);
  return {
    id: sheet?.id ?? null,
    employeeId,
    employeeName: `${employee.firstName} ${employee.lastName}`,
    countryCode: employee.countryCode,
    weekendDays: employee.country.weekendDays,
    yearMonth,
    status,
    format,
    persisted: !!sheet,
    days,
    overtime: data.overtime ?? [],
    timeoff: [...taken, ...scheduled].sort((a, b) => a.startDate.localeCompare(b.startDate)),
    totalMonthWorkingHours: sheet ? sheet.totalMonthWorkingHours.toFixed(2) : (totalMinutes / 60).toFixed(2),
    totalOvertimeHours: sheet ? sheet.totalOvertimeHours.toFixed(2) : "0.00",
    submittedDate: sheet?.submittedDate?.toISOString() ?? null,
    approvedDate: sheet?.approvedDate?.toISOString() ?? null,
    version: sheet?.version ?? 0,
    inApprovalChain: (sheet?.approvalLevel ?? null) !== null,
    actions: { canApprove: approver && atLevel },
  };
}
