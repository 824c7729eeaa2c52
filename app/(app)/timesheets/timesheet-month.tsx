"use client";

import { useState } from "react";
import Link from "next/link";
import { toast } from "sonner";
import { apiFetch, ApiError } from "@/lib/http/client";
import { timesheetMonthPath, useTimesheetMonth } from "@/lib/swr/use-timesheets";
import { formatDate } from "@/lib/dates";
import { formatMinutes, rowError, rowTotalMinutes } from "@/lib/timesheets/rows";
import type { OvertimeInput } from "@/lib/timesheets/schema";
import type { TimesheetDayDto, TimesheetMonthDto } from "@/lib/timesheets/dto";
import type { RegularWorkingHoursDto } from "@/lib/timesheets/regular-working-hours";
import { Button } from "@/components/ui/button";
import { Banner, Card } from "@/components/ui/misc";
import { ConfirmDialog } from "@/components/ui/dialog";
import { MonthPicker } from "@/components/time/month-picker";
import { TimeSelect } from "@/components/time/time-select";
import { TimesheetStatusPill } from "./status-pill";
import { OvertimeEditor } from "./overtime-editor";
import { RegularHoursCard } from "./regular-hours-card";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
type Field = "startTime" | "breakStartTime" | "breakEndTime" | "endTime";

async function download(employeeId: string, yearMonth: string, format: "pdf" | "csv") {
  const res = await fetch(`/api/timesheets/download/${employeeId}/${yearMonth.replace("-", "/")}?format=${format}`, {
    method: "POST",
    credentials: "same-origin",
  });
  if (!res.ok) throw new Error(`Download failed (${res.status})`);
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? `timesheet.${format}`;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

export function TimesheetMonth({
  initial,
  canEdit,
  canApprove,
  backHref,
  regular,
}: {
  initial: TimesheetMonthDto;
  canEdit: boolean;
  canApprove: boolean;
  backHref: string | null;
  /** The employee's regular working hours (undefined: the card is not shown). */
  regular?: RegularWorkingHoursDto | null;
}) {
  const { data, mutate } = useTimesheetMonth(initial);
  const month = data ?? initial;
  const [days, setDays] = useState<TimesheetDayDto[]>(initial.days);
  const [overtime, setOvertime] = useState<OvertimeInput[]>(initial.overtime);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<"save" | "submit" | "approve" | null>(null);
  const [confirm, setConfirm] = useState<"submit" | "approve" | null>(null);
  const editable = canEdit && month.status === "EDITED";
  const medium = month.format === "MEDIUM";

  function update(date: string, change: Partial<TimesheetDayDto>) {
    setDays((rows) =>
      rows.map((row) => {
        if (row.date !== date) return row;
        const next = { ...row, ...change };
        const error = rowError(next, month.format);
        setErrors((e) => {
          const copy = { ...e };
          if (error && (next.isSelected || change.isSelected === undefined)) copy[date] = error.message;
          else delete copy[date];
          return copy;
        });
        // Spec 2 section 5: a row that breaks a rule shows the error and is unchecked.
        if (error) next.isSelected = false;
        const minutes = next.isSelected ? rowTotalMinutes(next, month.format) : 0;
        return { ...next, total: { minutes, display: formatMinutes(minutes) } };
      }),
    );
  }

  // New regular hours change the pre-fill of a month that was never saved: reload it.
  async function reloadPrefill() {
    if (month.persisted) return;
    const fresh = await mutate();
    if (fresh) {
      setDays(fresh.days);
      setErrors({});
    }
  }

  const totalMinutes = days.reduce((sum, d) => sum + d.total.minutes, 0);

  async function save(): Promise<boolean> {
    setBusy("save");
    try {
      const saved = await apiFetch<TimesheetMonthDto>(timesheetMonthPath(month.employeeId, month.yearMonth), {
        method: "PATCH",
        json: {
          workingDays: days
            .filter((d) => d.isSelected)
            .map((d) => ({
              date: d.date,
              startTime: d.startTime,
              breakStartTime: medium ? d.breakStartTime : null,
              breakEndTime: medium ? d.breakEndTime : null,
              endTime: d.endTime,
            })),
          overtime,
        },
      });
      await mutate(saved, { revalidate: false });
      setDays(saved.days);
      toast.success("Timesheet saved");
      return true;
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : "Could not save the timesheet");
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function move(action: "submit" | "approve") {
    if (action === "submit" && !(await save())) return;
    setBusy(action);
    try {
      const next = await apiFetch<TimesheetMonthDto>(
        `${timesheetMonthPath(month.employeeId, month.yearMonth)}/${action}`,
        {
          method: "PATCH",
        },
      );
      await mutate(next, { revalidate: false });
      toast.success(action === "submit" ? "Timesheet submitted" : "Timesheet approved");
      setConfirm(null);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : "Something went wrong");
    } finally {
      setBusy(null);
    }
  }

  const timeSelect = (day: TimesheetDayDto, field: Field, label: string) => (
    <TimeSelect
      label={`${label} ${day.date}`}
      value={day[field]}
      disabled={!editable}
      optional={field.startsWith("break")}
      onChange={(value) => update(day.date, { [field]: value } as Partial<TimesheetDayDto>)}
    />
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-4">
        <MonthPicker month={month.yearMonth} />
        <TimesheetStatusPill status={month.status} />
        <span className="text-sm text-slate-700">
          Format {month.format === "MEDIUM" ? "with breaks (MEDIUM)" : "start and end (SIMPLE)"}
        </span>
        {backHref ? (
          <Link href={backHref} className="text-sm text-indigo-700 underline">
            Back to the company&apos;s timesheets
          </Link>
        ) : null}
      </div>
      {month.submittedDate ? (
        <Banner
          tone={month.status === "APPROVED" ? "success" : "info"}
          title={month.status === "APPROVED" ? "Approved" : "Submitted"}
        >
          Submitted {formatDate(month.submittedDate)}
          {month.approvedDate ? `, approved ${formatDate(month.approvedDate)}` : ""}.
        </Banner>
      ) : null}
      <Card title="Daily hours">
        <div className="overflow-x-auto">
          <table className="min-w-full text-sm">
            <caption className="sr-only">Daily hours of {month.yearMonth}</caption>
            <thead>
              <tr className="text-left text-slate-600">
                <th scope="col" className="p-2">
                  Work
                </th>
                <th scope="col" className="p-2">
                  Day
                </th>
                <th scope="col" className="p-2">
                  Start
                </th>
                {medium ? (
                  <th scope="col" className="p-2">
                    Break start
                  </th>
                ) : null}
                {medium ? (
                  <th scope="col" className="p-2">
                    Break end
                  </th>
                ) : null}
                <th scope="col" className="p-2">
                  End
                </th>
                <th scope="col" className="p-2 text-right">
                  Total
                </th>
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
                      onChange={(e) => update(day.date, { isSelected: e.target.checked })}
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
      <OvertimeEditor yearMonth={month.yearMonth} entries={overtime} onChange={setOvertime} editable={editable} />
      <div className="flex flex-wrap gap-2">
        {editable ? (
          <>
            <Button onClick={save} loading={busy === "save"}>
              Save
            </Button>
            <Button variant="secondary" aria-haspopup="dialog" onClick={() => setConfirm("submit")}>
              Submit
            </Button>
          </>
        ) : null}
        {canApprove && month.status === "SUBMITTED" ? (
          <Button aria-haspopup="dialog" onClick={() => setConfirm("approve")}>
            Approve
          </Button>
        ) : null}
        <Button
          variant="secondary"
          onClick={() =>
            download(month.employeeId, month.yearMonth, "pdf").catch((e) => toast.error(String(e.message)))
          }
        >
          Download PDF
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            download(month.employeeId, month.yearMonth, "csv").catch((e) => toast.error(String(e.message)))
          }
        >
          Download CSV
        </Button>
      </div>
      {regular !== undefined ? (
        <RegularHoursCard
          employeeId={month.employeeId}
          initial={regular}
          format={month.format}
          weekendDays={month.weekendDays}
          editable={canEdit}
          onSaved={reloadPrefill}
        />
      ) : null}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === "approve" ? "Approve this timesheet?" : "Submit this timesheet?"}
        description={
          confirm === "approve"
            ? `${month.employeeName}, ${month.yearMonth}: ${month.totalMonthWorkingHours} hours.`
            : "Once submitted, the month is read-only until your manager reviews it."
        }
        confirmLabel={confirm === "approve" ? "Approve" : "Submit"}
        busy={busy === "submit" || busy === "approve"}
        onConfirm={() => confirm && move(confirm)}
      />
    </div>
  );
}
