"use client";

// One employee's timesheet month: status and format, the submitted/approved banner, the approval chain's progress,
// the daily hours, overtime, Save/Submit/Approve and downloads, the regular working hours card, and the
// Submit/Approve confirmation.
import Link from "next/link";
import { formatDate } from "@/lib/dates";
import type { TimesheetMonthDto } from "@/lib/timesheets/dto";
import type { RegularWorkingHoursDto } from "@/lib/timesheets/regular-working-hours";
import type { AllowedTimesheetActions } from "@/lib/timesheets/timesheet-actions";
import { Banner } from "@/components/ui/misc";
import { ConfirmDialog } from "@/components/ui/dialog";
import { MonthPicker } from "@/components/time/month-picker";
import { TimesheetStatusPill } from "./status-pill";
import { OvertimeEditor } from "./overtime-editor";
import { RegularHoursCard } from "./regular-hours-card";
import { DailyHoursTable } from "./daily-hours-table";
import { TimesheetActions } from "./timesheet-actions";
import { TimesheetProgressCard } from "./timesheet-progress";
import { useTimesheetEditor } from "./use-timesheet-editor";

export function TimesheetMonth({
  initial,
  actions,
  backHref,
  regular,
}: {
  initial: TimesheetMonthDto;
  /** edit: the own month (Save, Submit). Approve comes with the month (its actions: the chain's level). */
  actions: Pick<AllowedTimesheetActions, "edit">;
  backHref: string | null;
  /** The employee's regular working hours (undefined: the card is not shown). */
  regular?: RegularWorkingHoursDto | null;
}) {
  const editor = useTimesheetEditor(initial);
  const { month, confirm, busy } = editor;
  const editable = actions.edit && month.status === "EDITED";

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
      <TimesheetProgressCard month={month} />
      <DailyHoursTable
        yearMonth={month.yearMonth}
        days={editor.days}
        errors={editor.errors}
        medium={month.format === "MEDIUM"}
        editable={editable}
        totalMinutes={editor.totalMinutes}
        onUpdate={editor.update}
      />
      <OvertimeEditor
        yearMonth={month.yearMonth}
        entries={editor.overtime}
        onChange={editor.setOvertime}
        editable={editable}
      />
      <TimesheetActions
        employeeId={month.employeeId}
        yearMonth={month.yearMonth}
        editable={editable}
        // The month's own answer: a submitted month, and in a chain only at the caller's level.
        canApprove={month.actions.canApprove}
        saving={busy === "save"}
        onSave={editor.save}
        onAsk={editor.setConfirm}
      />
      {regular !== undefined ? (
        <RegularHoursCard
          employeeId={month.employeeId}
          initial={regular}
          format={month.format}
          weekendDays={month.weekendDays}
          editable={actions.edit}
          onSaved={editor.reloadPrefill}
        />
      ) : null}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && editor.setConfirm(null)}
        title={confirm === "approve" ? "Approve this timesheet?" : "Submit this timesheet?"}
        description={
          confirm === "approve"
            ? `${month.employeeName}, ${month.yearMonth}: ${month.totalMonthWorkingHours} hours.`
            : "Once submitted, the month is read-only until your manager reviews it."
        }
        confirmLabel={confirm === "approve" ? "Approve" : "Submit"}
        busy={busy === "submit" || busy === "approve"}
        onConfirm={() => confirm && editor.move(confirm)}
      />
    </div>
  );
}
