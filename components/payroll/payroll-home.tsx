"use client";

// /payroll: hash tabs #payroll-instances (Workbooks: list of 100 and the create form), #fx-rates, #provider-id,
// #cutoff-reports and #taxonomies-update (each tab shown only to who may use it: the page's `actions`). Spec 2 sections 2, 5, 8, 9.
import Link from "next/link";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { useWorkbooks } from "@/lib/swr/use-workbooks";
import type { WorkbookView } from "@/lib/payroll/dto";
import { formatMoney } from "@/lib/money";
import { defaultWorkbookName, ZWorkbookForm } from "@/lib/payroll/schema";
import { formatDate } from "@/lib/dates";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { Banner, EmptyState, Pill } from "@/components/ui/misc";
import { Tabs, useHashTab } from "@/components/ui/tabs";
import { DataTable } from "@/components/ui/data-table";
import type { ColumnDef } from "@tanstack/react-table";
import { statusLabel } from "@/components/ui/status-label";
import { FxRatesTab } from "@/components/payroll/fx-rates-tab";
import { ProviderIdTab } from "@/components/payroll/provider-id-tab";
import { CutoffReportsTab } from "@/components/payroll/cutoff-reports-tab";
import { TaxonomiesTab } from "@/components/payroll/taxonomies-tab";
import { AnomalyChecksTab } from "@/components/payroll/anomaly-checks-tab";
import type { z } from "zod";
import type { AllowedPayrollHomeActions } from "@/lib/payroll/payroll-home-actions";

type Tab = (typeof TABS)[number];

const TABS = [
  "payroll-instances",
  "fx-rates",
  "provider-id",
  "cutoff-reports",
  "taxonomies-update",
  "anomaly-checks",
] as const;

export function PayrollHome({ actions }: { actions: AllowedPayrollHomeActions }) {
  const [tab, setTab] = useHashTab<Tab>(TABS, "payroll-instances");
  const tabs: [Tab, string, boolean][] = [
    ["payroll-instances", "Workbooks", true],
    ["fx-rates", "FX rates", true],
    ["provider-id", "Provider ID", actions.providerIds],
    ["cutoff-reports", "Cutoff reports", actions.cutoffReports],
    ["taxonomies-update", "Taxonomies update", actions.taxonomies],
    ["anomaly-checks", "Anomaly checks", actions.anomalyChecks],
  ];
  const panels: Record<Tab, React.ReactNode> = {
    "payroll-instances": <WorkbooksTab canCreate={actions.createWorkbook} />,
    "fx-rates": <FxRatesTab />,
    "provider-id": <ProviderIdTab />,
    "cutoff-reports": <CutoffReportsTab />,
    "taxonomies-update": <TaxonomiesTab />,
    "anomaly-checks": <AnomalyChecksTab />,
  };
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Payroll</h1>
      <Tabs
        label="Payroll"
        value={tab}
        onValueChange={(v) => setTab(v as Tab)}
        items={tabs.filter(([, , shown]) => shown).map(([value, label]) => ({ value, label, content: panels[value] }))}
      />
    </div>
  );
}

/** A short read-only list (no paging) on the shared DataTable. */
export function SimpleTable({ head, rows, caption }: { head: string[]; rows: React.ReactNode[][]; caption: string }) {
  const columns: ColumnDef<React.ReactNode[], unknown>[] = head.map((header, i) => ({
    id: String(i),
    header,
    cell: ({ row }) => row.original[i],
  }));
  return <DataTable caption={caption} columns={columns} rows={rows} />;
}

type WorkbookInput = z.input<typeof ZWorkbookForm>;

function lastMonth() {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return { month: d.getUTCMonth() + 1, year: d.getUTCFullYear() };
}

function WorkbooksTab({ canCreate }: { canCreate: boolean }) {
  const { data, error, mutate } = useWorkbooks();
  const initial = lastMonth();
  const form = useForm<WorkbookInput>({
    resolver: zodResolver(ZWorkbookForm),
    defaultValues: { ...initial, name: defaultWorkbookName(initial.month, initial.year) },
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const [nameTouched, setNameTouched] = useState(false);
  const month = Number(useWatch({ control: form.control, name: "month" }));
  const year = Number(useWatch({ control: form.control, name: "year" }));
  const submit = form.handleSubmit(async (body) => {
    setServerError(null);
    try {
      await apiFetch("/api/workbook", { method: "POST", json: body });
      toast.success("Workbook created");
      await mutate();
    } catch (err) {
      setServerError((err as Error).message);
    }
  });
  return (
    <div className="space-y-6">
      {canCreate ? (
        <form
          onSubmit={submit}
          className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4"
          aria-label="Create workbook"
        >
          <div className="min-w-64 flex-1">
            <TextField
              label="Workbook Name"
              {...form.register("name", { onChange: () => setNameTouched(true) })}
              error={form.formState.errors.name?.message}
              required
            />
          </div>
          <TextField
            label="Month and year"
            type="month"
            // A visible focus ring on the field and on its calendar button (as components/time/month-picker.tsx).
            className="focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 [&::-webkit-calendar-picker-indicator]:rounded-sm [&::-webkit-calendar-picker-indicator:focus-visible]:outline [&::-webkit-calendar-picker-indicator:focus-visible]:outline-2 [&::-webkit-calendar-picker-indicator:focus-visible]:outline-indigo-600"
            value={`${year}-${String(month).padStart(2, "0")}`}
            onChange={(e) => {
              const [y, m] = e.target.value.split("-").map(Number);
              if (!y || !m) return;
              form.setValue("month", m);
              form.setValue("year", y);
              if (!nameTouched) form.setValue("name", defaultWorkbookName(m, y));
            }}
            required
          />
          <Button type="submit" loading={form.formState.isSubmitting}>
            Create workbook
          </Button>
          {serverError ? (
            <div className="w-full">
              <Banner tone="error" title={serverError} />
            </div>
          ) : null}
        </form>
      ) : null}
      {error ? <Banner tone="error" title="Something went wrong, please contact our support team" /> : null}
      {data && data.items.length === 0 ? <EmptyState title="No workbooks yet." /> : null}
      {data && data.items.length ? (
        <SimpleTable
          caption="Workbooks"
          head={["Name", "Month", "Status", "Files", "Totals", "Created"]}
          rows={data.items.map((w) => [
            <Link
              key={w.id}
              href={`/payroll/payroll-instances/${w.id}#payreports`}
              className="font-medium text-indigo-700 hover:underline"
            >
              {w.name}
            </Link>,
            `${String(w.month).padStart(2, "0")}/${w.year}`,
            <Pill key="s">{statusLabel(w.status)}</Pill>,
            w.fileCount,
            workbookTotals(w),
            formatDate(w.createdAt),
          ])}
        />
      ) : null}
    </div>
  );
}

/** "EUR 1,234.50, USD 99.00"; "-" while no file has a total yet. */
function workbookTotals(w: WorkbookView): string {
  const totals = w.totals.filter((t) => t.currency && t.total !== null);
  return totals.length ? totals.map((t) => formatMoney(t.total, t.currency!)).join(", ") : "-";
}
