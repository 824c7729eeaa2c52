"use client";

import { useState } from "react";
import { apiFetch } from "@/lib/http/client";
import { DEFAULT_HOURS, rowError, type TimesheetFormat } from "@/lib/timesheets/rows";
import type { RegularWorkingHoursInput } from "@/lib/timesheets/schema";
import type { RegularWorkingHoursDto } from "@/lib/timesheets/regular-working-hours";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { Card } from "@/components/ui/misc";
import { TimeSelect } from "@/components/time/time-select";

type Weekday = RegularWorkingHoursInput["workingDays"][number] & {
  breakStartTime: string | null;
  breakEndTime: string | null;
};
type Field = "startTime" | "breakStartTime" | "breakEndTime" | "endTime";

// Monday first, as a working week reads; dayOfWeek is 0 = Sunday like Date.getUTCDay().
const WEEK = [1, 2, 3, 4, 5, 6, 0];
const NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function initialWeek(saved: RegularWorkingHoursDto | null, weekendDays: readonly number[]): Weekday[] {
  return WEEK.map((dayOfWeek) => {
    const row = saved?.workingDays.find((d) => d.dayOfWeek === dayOfWeek);
    return {
      dayOfWeek,
      isSelected: row ? row.isSelected : !weekendDays.includes(dayOfWeek),
      startTime: row?.startTime ?? DEFAULT_HOURS.startTime,
      breakStartTime: row ? (row.breakStartTime ?? null) : DEFAULT_HOURS.breakStartTime,
      breakEndTime: row ? (row.breakEndTime ?? null) : DEFAULT_HOURS.breakEndTime,
      endTime: row?.endTime ?? DEFAULT_HOURS.endTime,
    };
  });
}

/**
 * Regular working hours (spec 2 section 3): the weekly pattern that pre-fills every month not saved yet.
 * Kept on the timesheet page, where its effect shows; the same row rules as the month grid.
 */
export function RegularHoursCard({
  employeeId,
  initial,
  format,
  weekendDays,
  editable,
  onSaved,
}: {
  employeeId: string;
  initial: RegularWorkingHoursDto | null;
  format: TimesheetFormat;
  /** The employee's country weekend: the days a new pattern leaves unticked. */
  weekendDays: readonly number[];
  editable: boolean;
  onSaved: () => Promise<void>;
}) {
  const [exists, setExists] = useState(initial !== null);
  const [week, setWeek] = useState<Weekday[]>(() => initialWeek(initial, weekendDays));
  const { busy, run } = useAction({ refreshServer: false });
  const medium = format === "MEDIUM";
  const errorOf = (d: Weekday) => (d.isSelected ? rowError(d, "MEDIUM") : null);
  const hasErrors = week.some((d) => errorOf(d));

  const update = (dayOfWeek: number, change: Partial<Weekday>) =>
    setWeek((rows) => rows.map((d) => (d.dayOfWeek === dayOfWeek ? { ...d, ...change } : d)));

  async function save() {
    await run(
      async () => {
        await apiFetch<RegularWorkingHoursDto>(`/api/timesheets/regular-working-hours/${employeeId}`, {
          method: exists ? "PATCH" : "POST",
          json: {
            workingDays: week.map((d) => ({
              ...d,
              breakStartTime: medium ? d.breakStartTime : null,
              breakEndTime: medium ? d.breakEndTime : null,
            })),
          },
        });
        setExists(true);
        await onSaved();
      },
      { success: "Regular working hours saved", failure: (reason) => reason },
    );
  }

  const cell = (d: Weekday, field: Field, label: string) => (
    <TimeSelect
      label={`${label} ${NAMES[d.dayOfWeek]}`}
      value={d[field]}
      disabled={!editable || !d.isSelected}
      optional={field.startsWith("break")}
      onChange={(value) => update(d.dayOfWeek, { [field]: value })}
    />
  );

  return (
    <Card title="Regular working hours">
      <p className="mb-3 text-sm text-slate-600">
        Your usual week. Months you have not saved yet are pre-filled from it.
      </p>
      <div className="overflow-x-auto">
        {/* Hand-built on purpose: an editable input grid (the weekly hour pattern), not a DataTable list. */}
        <table className="min-w-full text-sm">
          <caption className="sr-only">Regular working hours per weekday</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="p-2">
                Works
              </th>
              <th scope="col" className="p-2">
                Weekday
              </th>
              <th scope="col" className="p-2">
                Start
              </th>
              {medium ? (
                <>
                  <th scope="col" className="p-2">
                    Break start
                  </th>
                  <th scope="col" className="p-2">
                    Break end
                  </th>
                </>
              ) : null}
              <th scope="col" className="p-2">
                End
              </th>
            </tr>
          </thead>
          <tbody>
            {week.map((d) => {
              const error = errorOf(d);
              return (
                <tr key={d.dayOfWeek} className={error ? "bg-red-50" : ""}>
                  <td className="p-2">
                    <input
                      type="checkbox"
                      aria-label={`Works on ${NAMES[d.dayOfWeek]}`}
                      checked={d.isSelected}
                      disabled={!editable}
                      onChange={(e) => update(d.dayOfWeek, { isSelected: e.target.checked })}
                      className="h-4 w-4 accent-indigo-600"
                    />
                  </td>
                  <td className="p-2">
                    {NAMES[d.dayOfWeek]}
                    {error ? (
                      <p role="alert" className="text-xs text-red-700">
                        {error.message}
                      </p>
                    ) : null}
                  </td>
                  <td className="p-2">{cell(d, "startTime", "Regular start")}</td>
                  {medium ? <td className="p-2">{cell(d, "breakStartTime", "Regular break start")}</td> : null}
                  {medium ? <td className="p-2">{cell(d, "breakEndTime", "Regular break end")}</td> : null}
                  <td className="p-2">{cell(d, "endTime", "Regular end")}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {editable ? (
        <div className="mt-3">
          <Button onClick={save} loading={busy} disabled={hasErrors}>
            Save regular hours
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
