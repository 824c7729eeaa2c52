"use client";

// The month's 'Daily hours': one row per day (worked or not, the times, the total), a row's rule error under
// its day, and the month's total.
import type { TimesheetDayDto } from "@/lib/timesheets/dto";
import { formatMinutes } from "@/lib/timesheets/rows";
import { Card } from "@/components/ui/misc";
import { TimeSelect } from "@/components/time/time-select";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
type Field = "startTime" | "breakStartTime" | "breakEndTime" | "endTime";

export function DailyHoursTable({
  yearMonth,
  days,
  errors,
  medium,
  editable,
  totalMinutes,
  onUpdate,
}: {
  yearMonth: string;
  days: TimesheetDayDto[];
  errors: Record<string, string>;
  medium: boolean;
  editable: boolean;
  totalMinutes: number;
  onUpdate: (date: string, change: Partial<TimesheetDayDto>) => void;
}) {
  const timeSelect = (day: TimesheetDayDto, field: Field, label: string) => (
    <TimeSelect
      label={`${label} ${day.date}`}
      value={day[field]}
      disabled={!editable}
      optional={field.startsWith("break")}
      onChange={(value) => onUpdate(day.date, { [field]: value } as Partial<TimesheetDayDto>)}
    />
  );
  const heading = (label: string, className = "p-2") => (
    <th scope="col" className={className}>
      {label}
    </th>
  );

  return (
    <Card title="Daily hours">
      <div className="overflow-x-auto">
        {/* Hand-built on purpose: an editable input grid (hour entry per day), not a DataTable list. */}
        <table className="min-w-full text-sm">
          <caption className="sr-only">Daily hours of {yearMonth}</caption>
          <thead>
            <tr className="text-left text-slate-600">
              {heading("Work")}
              {heading("Day")}
              {heading("Start")}
              {medium ? heading("Break start") : null}
              {medium ? heading("Break end") : null}
              {heading("End")}
              {heading("Total", "p-2 text-right")}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr
                key={day.date}
                data-date={day.date}
                className={errors[day.date] ? "bg-red-50" : day.isWeekend ? "bg-slate-50" : ""}
              >
                <td className="p-2">
                  <input
                    type="checkbox"
                    aria-label={`Worked on ${day.date}`}
                    checked={day.isSelected}
                    disabled={!editable}
                    onChange={(e) => onUpdate(day.date, { isSelected: e.target.checked })}
                    className="h-4 w-4 accent-indigo-600"
                  />
                </td>
                <td className="p-2 whitespace-nowrap">
                  {WEEKDAYS[day.dayOfWeek]} {day.date.slice(8)}
                  {day.timeOff ? (
                    <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs text-amber-900">{day.timeOff}</span>
                  ) : null}
                  {errors[day.date] ? (
                    <p role="alert" className="text-xs text-red-700">
                      {errors[day.date]}
                    </p>
                  ) : null}
                </td>
                <td className="p-2">{timeSelect(day, "startTime", "Start time")}</td>
                {medium ? <td className="p-2">{timeSelect(day, "breakStartTime", "Break start")}</td> : null}
                {medium ? <td className="p-2">{timeSelect(day, "breakEndTime", "Break end")}</td> : null}
                <td className="p-2">{timeSelect(day, "endTime", "End time")}</td>
                <td className="p-2 text-right tabular-nums">{day.total.display}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm font-medium text-slate-900" aria-live="polite">
        Total this month: <span data-testid="month-total">{formatMinutes(totalMinutes)}</span>
      </p>
    </Card>
  );
}
