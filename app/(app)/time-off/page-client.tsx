"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { ColumnDef } from "@tanstack/react-table";
import { apiFetch, ApiError } from "@/lib/http/client";
import { useTimeOff } from "@/lib/swr/use-time-off";
import { formatDate } from "@/lib/dates";
import { LEAVE_TYPES, leaveTypeLabel, ZTimeOffCreate, type TimeOffCreateInput } from "@/lib/time-off/schema";
import type { TimeOffDto, TimeOffListDto } from "@/lib/time-off/dto";
import { DataTable } from "@/components/ui/data-table";
import { Button } from "@/components/ui/button";
import { Card, EmptyState } from "@/components/ui/misc";
import { ConfirmDialog } from "@/components/ui/dialog";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { useApiForm } from "@/components/ui/use-api-form";
import { MonthPicker } from "@/components/time/month-picker";

type Props =
  | { mode: "employee"; employeeId: string; month: string; initial: TimeOffListDto; canWrite: boolean }
  | {
      mode: "company";
      companyId: string | null;
      companies: { id: string; name: string }[];
      /** Only this employee's time off (?employeeId=), else the whole company's. */
      employee?: { id: string; name: string } | null;
      month: string;
      initial: TimeOffListDto | null;
    };

const EMPTY: TimeOffListDto = { taken: [], scheduled: [] };

export function TimeOffClient(props: Props) {
  const router = useRouter();
  const filtered = props.mode === "company" ? props.employee : null;
  const target =
    props.mode === "employee"
      ? { employeeId: props.employeeId }
      : filtered
        ? { employeeId: filtered.id }
        : { companyId: props.companyId ?? "" };
  const enabled = props.mode === "employee" || !!filtered || !!props.companyId;
  const { data, mutate } = useTimeOff(target, props.month, props.initial ?? EMPTY);
  const list = enabled ? (data ?? EMPTY) : EMPTY;
  const [deleting, setDeleting] = useState<TimeOffDto | null>(null);
  const [busy, setBusy] = useState(false);

  const columns: ColumnDef<TimeOffDto, unknown>[] = [
    ...(props.mode === "company"
      ? [{ header: "Employee", accessorKey: "employeeName" } as ColumnDef<TimeOffDto, unknown>]
      : []),
    { header: "Leave type", cell: ({ row }) => leaveTypeLabel(row.original.leaveType) },
    { header: "From", cell: ({ row }) => formatDate(row.original.startDate) },
    { header: "To", cell: ({ row }) => formatDate(row.original.endDate) },
    { header: "Working days", accessorKey: "workingDays", meta: { className: "text-right tabular-nums" } },
    { header: "Note", cell: ({ row }) => row.original.employeeNote ?? "—" },
  ];
  const scheduledColumns: ColumnDef<TimeOffDto, unknown>[] =
    props.mode === "employee" && props.canWrite
      ? [
          ...columns,
          {
            header: "Actions",
            cell: ({ row }) => (
              <Button variant="link" onClick={() => setDeleting(row.original)} aria-haspopup="dialog">
                Delete
              </Button>
            ),
          },
        ]
      : columns;

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      await apiFetch(`/api/timeoff/requests/${deleting.id}`, { method: "DELETE" });
      toast.success("Time off deleted");
      setDeleting(null);
      await mutate();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : "Could not delete the time off");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <MonthPicker month={props.month} />
        {props.mode === "company" && props.companies.length > 0 ? (
          <div className="w-64">
            <SelectField
              label="Company"
              value={props.companyId ?? ""}
              placeholder="Choose a company"
              options={props.companies.map((c) => ({ value: c.id, label: c.name }))}
              onChange={(e) => router.replace(`?companyId=${encodeURIComponent(e.target.value)}&month=${props.month}`)}
            />
          </div>
        ) : null}
      </div>
      {props.mode === "company" && props.employee ? (
        <p className="text-sm text-slate-700" data-testid="time-off-employee-filter">
          Showing the time off of <span className="font-medium">{props.employee.name}</span>.{" "}
          <Link
            href={`/time-off?companyId=${encodeURIComponent(props.companyId ?? "")}&month=${props.month}`}
            className="font-medium text-indigo-700 hover:underline"
          >
            Show the whole company
          </Link>
        </p>
      ) : null}
      {props.mode === "employee" && props.canWrite ? <AddTimeOffForm onAdded={() => mutate()} /> : null}
      {!enabled ? (
        <EmptyState title="Choose a company" description="Time off is listed per company." />
      ) : (
        <>
          <Card title="Scheduled">
            {list.scheduled.length ? (
              <DataTable
                caption="Scheduled time off"
                columns={scheduledColumns}
                rows={list.scheduled}
                getRowId={(r) => r.id}
              />
            ) : (
              <p className="text-sm text-slate-600">No scheduled time off this month.</p>
            )}
          </Card>
          <Card title="Taken">
            {list.taken.length ? (
              <DataTable caption="Taken time off" columns={columns} rows={list.taken} getRowId={(r) => r.id} />
            ) : (
              <p className="text-sm text-slate-600">No time off taken this month.</p>
            )}
          </Card>
        </>
      )}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete time off?"
        description={
          deleting
            ? `${leaveTypeLabel(deleting.leaveType)} from ${formatDate(deleting.startDate)} to ${formatDate(deleting.endDate)}`
            : undefined
        }
        confirmLabel="Delete"
        danger
        busy={busy}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

function AddTimeOffForm({ onAdded }: { onAdded: () => void }) {
  const form = useForm<TimeOffCreateInput>({
    resolver: zodResolver(ZTimeOffCreate),
    defaultValues: { leaveType: "op:leave:holiday", startDate: "", endDate: "", employeeNote: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const { serverError, submit } = useApiForm(form, { fallback: "Could not book the time off" });

  const book = submit(async (values: TimeOffCreateInput) => {
    await apiFetch("/api/timeoff", { method: "POST", json: values });
    toast.success("Time off booked");
    form.reset({ leaveType: values.leaveType, startDate: "", endDate: "", employeeNote: "" });
    onAdded();
  });

  return (
    <Card title="Add time off">
      <form onSubmit={form.handleSubmit(book)} className="grid gap-3 sm:grid-cols-4" noValidate>
        <SelectField
          label="Leave type"
          options={LEAVE_TYPES.map((t) => ({ value: t.value, label: t.label }))}
          error={errors.leaveType?.message}
          {...form.register("leaveType")}
        />
        <TextField label="Start date" type="date" error={errors.startDate?.message} {...form.register("startDate")} />
        <TextField label="End date" type="date" error={errors.endDate?.message} {...form.register("endDate")} />
        <TextAreaField label="Note" rows={1} error={errors.employeeNote?.message} {...form.register("employeeNote")} />
        <div className="sm:col-span-4 flex items-center gap-3">
          <Button type="submit" loading={isSubmitting}>
            Add time off
          </Button>
          {serverError ? (
            <p role="alert" className="text-sm text-red-700">
              {serverError}
            </p>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
