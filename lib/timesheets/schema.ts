// Timesheets (spec 2 sections 2, 3, 5, 7, 9): the save schema shared by the month grid and
// PATCH /api/timesheets/{employeeId}/{year}/{month}, and the regular-working-hours schema. Row rules live in
// lib/timesheets/rows.ts; here they become issues on the row's field, so a 400 names the row.
import { z } from "zod";
import { ZIsoDate } from "@/lib/time-off/schema";
import { rowError, toMinutes, type TimesheetFormat } from "@/lib/timesheets/rows";

export const OVERTIME_TYPES = [
  { value: "overtime", label: "Overtime", unit: "hours" },
  { value: "nightwork", label: "Night work", unit: "hours" },
  { value: "oncall", label: "On call", unit: "days" },
  { value: "standby", label: "Standby", unit: "days" },
] as const;
export type OvertimeTypeValue = (typeof OVERTIME_TYPES)[number]["value"];

const ZTime = z.string().max(5);
const ZOptionalTime = z
  .string()
  .max(5)
  .nullish()
  .transform((v) => v || null);

// A day as GET answers it may be sent back unchanged (spec 2 section 3, 'Daily hours row': isSelected): only a
// ticked row is a worked day. A row without isSelected is ticked (clients that send only their ticked rows).
const ZDayRow = z.object({
  date: ZIsoDate,
  startTime: ZTime,
  breakStartTime: ZOptionalTime,
  breakEndTime: ZOptionalTime,
  endTime: ZTime,
  isSelected: z.boolean().default(true),
});
export type DayRowInput = z.input<typeof ZDayRow>;

const ZOvertime = z.discriminatedUnion("type", [
  z.object({ type: z.enum(["overtime", "nightwork"]), date: ZIsoDate, startTime: ZTime, endTime: ZTime }),
  z.object({ type: z.enum(["oncall", "standby"]), startDate: ZIsoDate, endDate: ZIsoDate }),
]);
export type OvertimeInput = z.infer<typeof ZOvertime>;

/** The month's rows and overtime; `format` is the employee's country format (the server passes its own).
 * Unticked rows (isSelected false) are accepted and dropped by the save: they add no hours. */
export function timesheetSaveSchema(yearMonth: string, format: TimesheetFormat) {
  return z
    .object({
      workingDays: z.array(ZDayRow).max(31),
      overtime: z.array(ZOvertime).max(100).default([]),
    })
    .superRefine((value, ctx) => {
      const seen = new Set<string>();
      value.workingDays.forEach((row, i) => {
        if (!row.date.startsWith(yearMonth))
          ctx.addIssue({
            code: "custom",
            path: ["workingDays", i, "date"],
            message: `${row.date} is not in ${yearMonth}`,
          });
        else if (seen.has(row.date))
          ctx.addIssue({ code: "custom", path: ["workingDays", i, "date"], message: `${row.date} appears twice` });
        seen.add(row.date);
        // An unticked row is not worked: its times are neither checked nor counted.
        const error = row.isSelected ? rowError(row, format) : null;
        if (error)
          ctx.addIssue({
            code: "custom",
            path: ["workingDays", i, error.field],
            message: `${row.date}: ${error.message}`,
          });
      });
      value.overtime.forEach((entry, i) => {
        const first = "date" in entry ? entry.date : entry.startDate;
        if (!first.startsWith(yearMonth))
          ctx.addIssue({
            code: "custom",
            path: ["overtime", i, "date" in entry ? "date" : "startDate"],
            message: `${first} is not in ${yearMonth}`,
          });
        if ("date" in entry) {
          const start = toMinutes(entry.startTime);
          const end = toMinutes(entry.endTime);
          if (start === null || end === null || end <= start)
            ctx.addIssue({
              code: "custom",
              path: ["overtime", i, "endTime"],
              message: `Overtime on ${entry.date}: end must be after start (15-minute steps)`,
            });
        } else if (entry.endDate < entry.startDate)
          ctx.addIssue({
            code: "custom",
            path: ["overtime", i, "endDate"],
            message: "End date should be on or after the start date",
          });
      });
    });
}
export type TimesheetSaveInput = z.input<ReturnType<typeof timesheetSaveSchema>>;

/** Loose parse for the route (the month's own schema runs in the use case once the format is known). */
export const ZTimesheetSaveBody = z.object({
  workingDays: z.array(z.record(z.string(), z.unknown())).max(31),
  overtime: z.array(z.record(z.string(), z.unknown())).max(100).optional(),
});

export const ZTimesheetParams = z.object({
  employeeId: z.string().min(1).max(64),
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
});

export const ZWeekdayRow = z.object({
  dayOfWeek: z.number().int().min(0).max(6),
  startTime: ZTime,
  breakStartTime: ZOptionalTime,
  breakEndTime: ZOptionalTime,
  endTime: ZTime,
  isSelected: z.boolean(),
});

export const ZRegularWorkingHours = z
  .object({ workingDays: z.array(ZWeekdayRow).min(1).max(7) })
  .superRefine((value, ctx) => {
    const seen = new Set<number>();
    value.workingDays.forEach((row, i) => {
      if (seen.has(row.dayOfWeek))
        ctx.addIssue({ code: "custom", path: ["workingDays", i, "dayOfWeek"], message: "Each weekday appears once" });
      seen.add(row.dayOfWeek);
      const error = row.isSelected ? rowError(row, "MEDIUM") : null;
      if (error) ctx.addIssue({ code: "custom", path: ["workingDays", i, error.field], message: error.message });
    });
  });
export type RegularWorkingHoursInput = z.input<typeof ZRegularWorkingHours>;

export const yearMonthOf = (year: number, month: number) => `${year}-${String(month).padStart(2, "0")}`;
