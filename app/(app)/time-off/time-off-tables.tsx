"use client";

import { useMemo, useState } from "react";
import dynamic from "next/dynamic";
import { apiFetch } from "@/lib/http/client";
import type { TimeOffDto, TimeOffListDto } from "@/lib/time-off/dto";
import type { TimeOffStatusValue } from "@/lib/time-off/workflow";
import { DataTable } from "@/components/ui/data-table";
import { Card } from "@/components/ui/misc";
import { SelectField } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import { TIME_OFF_STATUS_LABELS } from "./status-cell";
import { describeTimeOff, useTimeOffColumns } from "./time-off-columns";

// The delete confirmation's code (the dialog kit) loads when a deletion is asked for, not with the page.
const ConfirmDialog = dynamic(() => import("@/components/ui/dialog").then((m) => m.ConfirmDialog), { ssr: false });

const STATUS_OPTIONS = [
  { value: "", label: "All statuses" },
  ...(Object.keys(TIME_OFF_STATUS_LABELS) as TimeOffStatusValue[]).map((value) => ({
    value,
    label: TIME_OFF_STATUS_LABELS[value],
  })),
];

/** The month's scheduled and taken time off, filtered by status, with Delete where a row allows it. */
export function TimeOffTables({
  list,
  withEmployee,
  onChanged,
}: {
  list: TimeOffListDto;
  withEmployee: boolean;
  onChanged: () => unknown;
}) {
  const [status, setStatus] = useState<TimeOffStatusValue | "">("");
  const [deleting, setDeleting] = useState<TimeOffDto | null>(null);
  const { busy, run } = useAction({ refresh: onChanged });
  const shown = useMemo(() => {
    const keep = (rows: TimeOffDto[]) => (status ? rows.filter((r) => r.status === status) : rows);
    return { scheduled: keep(list.scheduled), taken: keep(list.taken) };
  }, [list, status]);
  const scheduledColumns = useTimeOffColumns({
    withEmployee,
    withActions: list.scheduled.some((r) => r.actions.canDelete),
    onDelete: setDeleting,
  });
  const takenColumns = useTimeOffColumns({
    withEmployee,
    withActions: list.taken.some((r) => r.actions.canDelete),
    onDelete: setDeleting,
  });
  const filtered = status ? ` ${TIME_OFF_STATUS_LABELS[status].toLowerCase()}` : "";

  async function confirmDelete() {
    if (!deleting) return;
    const id = deleting.id;
    const done = await run(
      async () => {
        await apiFetch(`/api/timeoff/requests/${id}`, { method: "DELETE" });
        return true;
      },
      { success: "Time off deleted", failure: "Could not delete the time off" },
    );
    if (done) setDeleting(null);
  }

  return (
    <>
      <div className="w-full sm:w-56">
        <SelectField
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(e) => setStatus(e.target.value as TimeOffStatusValue | "")}
        />
      </div>
      <Card title="Scheduled">
        {shown.scheduled.length ? (
          <DataTable
            caption="Scheduled time off"
            columns={scheduledColumns}
            rows={shown.scheduled}
            getRowId={(r) => r.id}
          />
        ) : (
          <p className="text-sm text-slate-600">No{filtered} scheduled time off this month.</p>
        )}
      </Card>
      <Card title="Taken">
        {shown.taken.length ? (
          <DataTable caption="Taken time off" columns={takenColumns} rows={shown.taken} getRowId={(r) => r.id} />
        ) : (
          <p className="text-sm text-slate-600">No{filtered} time off taken this month.</p>
        )}
      </Card>
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          title="Delete time off?"
          description={describeTimeOff(deleting)}
          confirmLabel="Delete"
          danger
          busy={busy}
          onConfirm={confirmDelete}
        />
      ) : null}
    </>
  );
}
