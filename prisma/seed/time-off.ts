// Time off (taken and scheduled), monthly timesheets with their status history, and regular working hours.
import type { LeaveType, Prisma } from "../../generated/prisma/client";
import type { SeedContext } from "./context";
import type { Employees } from "./employees";
import type { Managers } from "./managers";
import { ANCHOR, DAY, at, dec, future, iso, pad } from "./values";

export async function seedTimeOff({ tx, count, history }: SeedContext, staff: Employees, managers: Managers) {
  const employees = staff.list;
  const empById = staff.byId;
  const leaveTypes: LeaveType[] = ["op_leave_sick", "op_leave_compassionate", "op_leave_holiday", "op_leave_other"];
  const timeOff: Prisma.TimeOffEntryCreateManyInput[] = [];
  const timeOffEmployees = [
    empById.get("emp-emma")!,
    ...employees.filter((e) => e.onboardingStatus === "ACTIVE" && e.id !== "emp-emma").slice(0, 9),
  ];
  timeOffEmployees.forEach((e, i) => {
    leaveTypes.forEach((leaveType, k) => {
      if (e.id !== "emp-emma" && (i + k) % 2 === 1) return;
      // taken (in the past, relative to the anchor)
      const start = new Date(ANCHOR - (20 + i * 9 + k * 23) * DAY);
      const len = leaveType === "op_leave_holiday" ? 5 : leaveType === "op_leave_sick" ? 2 : 1;
      timeOff.push({
        employeeId: e.id,
        companyId: e.companyId,
        leaveType,
        startDate: start,
        endDate: new Date(start.getTime() + (len - 1) * DAY),
        employeeNote:
          leaveType === "op_leave_sick"
            ? "Flu"
            : leaveType === "op_leave_holiday"
              ? "Family holiday"
              : leaveType === "op_leave_compassionate"
                ? "Family funeral"
                : "Moving house",
        isTaken: true,
        createdById: e.userId ?? null,
        createdAt: new Date(start.getTime() - 10 * DAY),
        status: "APPROVED",
        decidedById: managers.userIdOf(e.managerId),
        decidedAt: new Date(start.getTime() - 9 * DAY),
      });
      // scheduled (in the future)
      if (leaveType === "op_leave_holiday" || leaveType === "op_leave_other" || e.id === "emp-emma") {
        const fStart = future(10 + i * 6 + k * 11);
        timeOff.push({
          employeeId: e.id,
          companyId: e.companyId,
          leaveType,
          startDate: fStart,
          endDate: new Date(fStart.getTime() + (leaveType === "op_leave_holiday" ? 9 : 0) * DAY),
          employeeNote: leaveType === "op_leave_holiday" ? "Winter holiday" : "Planned appointment",
          isTaken: false,
          createdById: e.userId ?? null,
          createdAt: at(-2 - k),
          // Emma's planned appointment waits for her manager, so the demo has a request to approve.
          ...(e.id === "emp-emma" && leaveType === "op_leave_other"
            ? { status: "PENDING" as const }
            : { status: "APPROVED" as const, decidedById: managers.userIdOf(e.managerId), decidedAt: at(-1 - k) }),
        });
      }
    });
  });
  await tx.timeOffEntry.createMany({ data: timeOff });
  count("TimeOffEntry", timeOff.length);

  const workingDayTemplate = [1, 2, 3, 4, 5, 6, 0].map((dayOfWeek) => ({
    dayOfWeek,
    startTime: "09:00",
    breakStartTime: "12:30",
    breakEndTime: "13:00",
    endTime: "17:30",
    isSelected: dayOfWeek >= 1 && dayOfWeek <= 5,
  }));
  const timesheetEmployees = [
    empById.get("emp-emma")!,
    ...employees
      .filter(
        (e) =>
          e.onboardingStatus === "ACTIVE" &&
          (e.countryCode === "ES" || e.countryCode === "PT" || e.countryCode === "DE") &&
          e.id !== "emp-emma",
      )
      .slice(0, 7),
  ];
  const timesheets: Prisma.TimesheetCreateManyInput[] = [];
  const months: [number, "APPROVED" | "SUBMITTED" | "EDITED"][] = [
    [8, "APPROVED"],
    [9, "APPROVED"],
    [10, "SUBMITTED"],
    [11, "EDITED"],
  ];
  for (const e of timesheetEmployees)
    for (const [month, status] of months) {
      const days: object[] = [];
      const last = new Date(Date.UTC(2026, month, 0)).getUTCDate();
      const upTo = month === 11 ? 14 : last;
      let minutes = 0;
      for (let d = 1; d <= upTo; d++) {
        const date = new Date(Date.UTC(2026, month - 1, d));
        const dow = date.getUTCDay();
        if (dow === 0 || dow === 6) continue;
        const late = (d + e.id.length) % 7 === 0;
        days.push({
          date: iso(date),
          dayOfWeek: dow,
          startTime: "09:00",
          breakStartTime: "12:30",
          breakEndTime: "13:00",
          endTime: late ? "18:30" : "17:30",
        });
        minutes += late ? 540 : 480;
      }
      const overtime =
        month === 10
          ? [
              { type: "overtime", date: `2026-10-14`, startTime: "18:30", endTime: "20:00" },
              { type: "oncall", startDate: "2026-10-24", endDate: "2026-10-25" },
            ]
          : month === 9
            ? [
                { type: "nightwork", date: "2026-09-09", startTime: "22:00", endTime: "23:45" },
                { type: "standby", startDate: "2026-09-19", endDate: "2026-09-20" },
              ]
            : [];
      const id = `ts-${e.id}-2026-${pad(month, 2)}`;
      timesheets.push({
        id,
        employeeId: e.id,
        yearMonth: `2026-${pad(month, 2)}`,
        status,
        timesheetData: { workingDays: days, overtime, timeoff: [] },
        totalMonthWorkingHours: dec(minutes / 60),
        totalOvertimeHours: month === 10 ? "1.50" : month === 9 ? "1.75" : "0",
        submittedDate: status !== "EDITED" ? new Date(Date.UTC(2026, month, 1, 16)) : null,
        approvedDate: status === "APPROVED" ? new Date(Date.UTC(2026, month, 3, 10)) : null,
        approvedById: status === "APPROVED" ? managers.userIdOf(e.managerId) : null,
        createdAt: new Date(Date.UTC(2026, month - 1, 1, 9)),
      });
      const path =
        status === "EDITED"
          ? ["EDITED"]
          : status === "SUBMITTED"
            ? ["EDITED", "SUBMITTED"]
            : ["EDITED", "SUBMITTED", "APPROVED"];
      path.forEach((to, k) =>
        history.push({
          entityType: "Timesheet",
          entityId: id,
          fromStatus: k ? path[k - 1] : null,
          toStatus: to,
          actorId: e.userId ?? null,
          createdAt: new Date(Date.UTC(2026, month - 1 + (k ? 1 : 0), k === 2 ? 3 : 1, 9 + k)),
        }),
      );
    }
  await tx.timesheet.createMany({ data: timesheets });
  await tx.regularWorkingHours.createMany({
    data: timesheetEmployees.map((e) => ({
      employeeId: e.id,
      workingDays: workingDayTemplate,
      lastSubmittedTimesheetDate: new Date(Date.UTC(2026, 10, 1, 16)),
      lastSubmittedTimesheetDocumentId: null,
    })),
  });
  count("Timesheet", timesheets.length);
  count("RegularWorkingHours", timesheetEmployees.length);
}
