"use client";

// /payroll#anomaly-checks (issue 27): the approval gate, the gross/net change threshold per country, and the
// active mutes of a check for an employee (with a reason and an expiry). Payroll admins only (payrollChecks.manage).
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { apiFetch } from "@/lib/http/client";
import { useCheckSettings } from "@/lib/swr/use-anomaly-findings";
import { ZCheckMuteForm, ZThresholdForm, type CheckSettings } from "@/lib/payroll/anomalies/schema";
import { checkLabel, MUTABLE_CHECKS } from "@/lib/payroll/anomalies/check-labels";
import { formatDate } from "@/lib/dates";
import { Button } from "@/components/ui/button";
import { CheckboxField, SelectField, TextField } from "@/components/ui/field";
import { Banner, Card } from "@/components/ui/misc";
import { useAction } from "@/components/ui/use-action";
import { useApiForm } from "@/components/ui/use-api-form";
import { DataTable } from "@/components/ui/data-table";
import type { ColumnDef } from "@tanstack/react-table";

type ThresholdRow = CheckSettings["thresholds"][number] & { onReset: () => void; busy: boolean };
type MuteRow = CheckSettings["mutes"][number] & { onLift: () => void; busy: boolean };

const THRESHOLD_COLUMNS: ColumnDef<ThresholdRow, unknown>[] = [
  { id: "country", header: "Country", cell: ({ row }) => row.original.countryCode },
  { id: "threshold", header: "Threshold", cell: ({ row }) => `${row.original.changePercent}%` },
  {
    id: "actions",
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row: { original: t } }) => (
      <Button
        variant="link"
        disabled={t.busy}
        onClick={t.onReset}
        aria-label={`Reset the threshold of ${t.countryCode}`}
      >
        Reset
      </Button>
    ),
  },
];

const muteName = (m: MuteRow) => m.employeeName ?? m.employeeId;
const MUTE_COLUMNS: ColumnDef<MuteRow, unknown>[] = [
  { id: "check", header: "Check", cell: ({ row }) => checkLabel(row.original.check) },
  { id: "employee", header: "Employee", cell: ({ row }) => muteName(row.original) },
  { id: "reason", header: "Reason", cell: ({ row }) => row.original.reason },
  { id: "until", header: "Until", cell: ({ row }) => formatDate(row.original.expiresAt) },
  {
    id: "actions",
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row: { original: m } }) => (
      <Button
        variant="link"
        disabled={m.busy}
        onClick={m.onLift}
        aria-label={`Lift the mute of ${checkLabel(m.check)} for ${muteName(m)}`}
      >
        Lift
      </Button>
    ),
  },
];

type ThresholdInput = z.input<typeof ZThresholdForm>;
type MuteInput = z.input<typeof ZCheckMuteForm>;

function ThresholdForm({ onSaved }: { onSaved: () => unknown }) {
  const form = useForm<ThresholdInput>({
    resolver: zodResolver(ZThresholdForm),
    defaultValues: { countryCode: "", changePercent: 20 },
  });
  const { serverError, submit } = useApiForm(form);
  const send = submit(async (values) => {
    await apiFetch("/api/payroll/anomalies/thresholds", { method: "PUT", json: values });
    form.reset({ countryCode: "", changePercent: 20 });
    await onSaved();
  });
  const errors = form.formState.errors;
  return (
    <form
      onSubmit={form.handleSubmit(send)}
      className="flex flex-wrap items-end gap-3"
      aria-label="Set a threshold"
      noValidate
    >
      {serverError ? <Banner tone="error" title={serverError} /> : null}
      <TextField
        label="Country code"
        maxLength={2}
        error={errors.countryCode?.message}
        {...form.register("countryCode")}
      />
      <TextField
        label="Change threshold (%)"
        type="number"
        step="0.01"
        error={errors.changePercent?.message}
        {...form.register("changePercent")}
      />
      <Button type="submit" loading={form.formState.isSubmitting}>
        Save threshold
      </Button>
    </form>
  );
}

function MuteForm({ onSaved }: { onSaved: () => unknown }) {
  const form = useForm<MuteInput>({
    resolver: zodResolver(ZCheckMuteForm),
    defaultValues: { check: "unexplained-change", employeeId: "", reason: "", expiresAt: "" },
  });
  const { serverError, submit } = useApiForm(form);
  const send = submit(async (values) => {
    await apiFetch("/api/payroll/anomalies/mutes", { method: "POST", json: values });
    form.reset();
    await onSaved();
  });
  const errors = form.formState.errors;
  return (
    <form
      onSubmit={form.handleSubmit(send)}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2"
      aria-label="Mute a check"
      noValidate
    >
      {serverError ? <Banner tone="error" title={serverError} /> : null}
      <SelectField
        label="Check"
        options={MUTABLE_CHECKS.map((c) => ({ value: c, label: checkLabel(c) }))}
        error={errors.check?.message}
        {...form.register("check")}
      />
      <TextField label="Employee ID" error={errors.employeeId?.message} {...form.register("employeeId")} />
      <TextField label="Reason" error={errors.reason?.message} {...form.register("reason")} />
      <TextField label="Muted until" type="date" error={errors.expiresAt?.message} {...form.register("expiresAt")} />
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Mute check
        </Button>
      </div>
    </form>
  );
}

function Settings({ data, refresh }: { data: CheckSettings; refresh: () => unknown }) {
  const { busy, run } = useAction({ refresh, refreshServer: false });
  const toggleGate = () =>
    run(
      () =>
        apiFetch("/api/payroll/anomalies/settings", {
          method: "PUT",
          json: { anomalyApprovalGate: !data.anomalyApprovalGate },
        }),
      { success: "Setting saved" },
    );
  const remove = (path: string, success: string) => run(() => apiFetch(path, { method: "DELETE" }), { success });
  return (
    <div className="space-y-6">
      <Card title="Approval gate">
        <CheckboxField
          label="Refuse approval while a blocking finding is unresolved"
          checked={data.anomalyApprovalGate}
          disabled={busy}
          onChange={toggleGate}
        />
        <p className="mt-2 text-sm text-slate-600">
          Base salary tolerance: {data.salaryTolerancePercent}%. Countries without a threshold use{" "}
          {data.defaultChangePercent}%.
        </p>
      </Card>
      <Card title="Change thresholds per country">
        {data.thresholds.length ? (
          <DataTable
            caption="Change thresholds"
            columns={THRESHOLD_COLUMNS}
            getRowId={(t) => t.countryCode}
            rows={data.thresholds.map((t) => ({
              ...t,
              busy,
              onReset: () => remove(`/api/payroll/anomalies/thresholds/${t.countryCode}`, "Threshold reset"),
            }))}
          />
        ) : null}
        <div className="mt-4">
          <ThresholdForm onSaved={refresh} />
        </div>
      </Card>
      <Card title="Muted checks">
        {data.mutes.length ? (
          <DataTable
            caption="Muted checks"
            columns={MUTE_COLUMNS}
            getRowId={(m) => m.id}
            rows={data.mutes.map((m) => ({
              ...m,
              busy,
              onLift: () => remove(`/api/payroll/anomalies/mutes/${m.id}`, "Mute lifted"),
            }))}
          />
        ) : (
          <p className="text-sm text-slate-600">No check is muted.</p>
        )}
        <div className="mt-4">
          <MuteForm onSaved={refresh} />
        </div>
      </Card>
    </div>
  );
}

export function AnomalyChecksTab() {
  const { data, error, mutate } = useCheckSettings();
  if (error) return <Banner tone="error" title="Failed to read the check settings." />;
  if (!data) return <p className="text-sm text-slate-600">Loading…</p>;
  return <Settings data={data} refresh={() => mutate()} />;
}
