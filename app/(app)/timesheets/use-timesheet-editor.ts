"use client";

// A timesheet month's editing state: the day rows (a row that breaks a rule shows its error and is unchecked),
// the overtime entries, Save, Submit/Approve and the reload of a never-saved month's pre-fill.
import { useState } from "react";
import { toast } from "sonner";
import { apiFetch, failureMessage } from "@/lib/http/client";
import { timesheetMonthPath, useTimesheetMonth } from "@/lib/swr/use-timesheets";
import { formatMinutes, rowError, rowTotalMinutes } from "@/lib/timesheets/rows";
import type { OvertimeInput } from "@/lib/timesheets/schema";
import type { TimesheetDayDto, TimesheetMonthDto } from "@/lib/timesheets/dto";

export type Move = "submit" | "approve";

export function useTimesheetEditor(initial: TimesheetMonthDto) {
  const { data, mutate } = useTimesheetMonth(initial);
  const month = data ?? initial;
  const [days, setDays] = useState<TimesheetDayDto[]>(initial.days);
  const [overtime, setOvertime] = useState<OvertimeInput[]>(initial.overtime);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<"save" | Move | null>(null);
  const [confirm, setConfirm] = useState<Move | null>(null);
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
      toast.error(failureMessage(error, "Could not save the timesheet"));
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function move(action: Move) {
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
      toast.error(failureMessage(error, "Something went wrong"));
    } finally {
      setBusy(null);
    }
  }

  const totalMinutes = days.reduce((sum, d) => sum + d.total.minutes, 0);
  return {
    month,
    days,
    overtime,
    setOvertime,
    errors,
    busy,
    confirm,
    setConfirm,
    totalMinutes,
    update,
    reloadPrefill,
    save,
    move,
  };
}
