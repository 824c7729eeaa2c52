"use client";

// /payroll: hash tabs #payroll-instances (Workbooks: list of 100 and the create form), #fx-rates, #provider-id,
// #cutoff-reports and #taxonomies-update (each tab shown only to who may use it: the page's `actions`). Spec 2 sections 2, 5, 8, 9.
import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { useWorkbooks } from "@/lib/swr/use-workbooks";
import type { WorkbookView } from "@/lib/payroll/dto";
import { formatMoney } from "@/lib/money";
import { formatDate } from "@/lib/dates";
import { Banner, EmptyState, Pill } from "@/components/ui/misc";
import { Tabs, useHashTab } from "@/components/ui/tabs";
import { DataTable } from "@/components/ui/data-table";
import { statusLabel } from "@/components/ui/status-label";
import {
  LazyAnomalyChecksTab,
  LazyCreateWorkbookForm,
  LazyCutoffReportsTab,
  LazyFxRatesTab,
  LazyProviderIdTab,
  LazyTaxonomiesTab,
} from "@/components/payroll/payroll-home-lazy";
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
    "fx-rates": <LazyFxRatesTab />,
    "provider-id": <LazyProviderIdTab />,
    "cutoff-reports": <LazyCutoffReportsTab />,
    "taxonomies-update": <LazyTaxonomiesTab />,
    "anomaly-checks": <LazyAnomalyChecksTab />,
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

function WorkbooksTab({ canCreate }: { canCreate: boolean }) {
  const { data, error, mutate } = useWorkbooks();
  return (
    <div className="space-y-6">
      {canCreate ? <LazyCreateWorkbookForm onCreated={mutate} /> : null}
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
