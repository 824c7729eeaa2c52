"use client";

// What changed between two versions, per employee and category (GET /api/gross-to-net/{id}/diff): the newer of
// the pair is this report when it has an older version, else the version after it; 'Compare with' picks the older.
import { useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/ui/data-table";
import { SelectField } from "@/components/ui/field";
import { Banner, EmptyState, Pill } from "@/components/ui/misc";
import { formatAmount } from "@/lib/money";
import { DIFF_CATEGORY_LABELS, type PayReportDiff, type PayReportVersions } from "@/lib/payroll/versions/schema";
import { usePayReportDiff } from "@/lib/swr/use-pay-report-versions";

type Row = PayReportDiff["rows"][number];

const CHANGE: Record<Row["change"], { label: string; tone: "success" | "error" | "info" }> = {
  ADDED: { label: "Added", tone: "success" },
  REMOVED: { label: "Removed", tone: "error" },
  CHANGED: { label: "Changed", tone: "info" },
};
const signed = (value: string) => (value.startsWith("-") ? formatAmount(value) : `+${formatAmount(value)}`);
const amount = (value: string | null) => (value === null ? "—" : formatAmount(value));

const COLUMNS: ColumnDef<Row, unknown>[] = [
  {
    id: "employee",
    header: "Employee",
    cell: ({ row: { original: r } }) => (
      <span>
        {r.name || r.employeeRef} <span className="text-xs text-slate-600">({r.employeeRef})</span>
      </span>
    ),
  },
  {
    id: "change",
    header: "Change",
    cell: ({ row }) => <Pill tone={CHANGE[row.original.change].tone}>{CHANGE[row.original.change].label}</Pill>,
  },
  {
    id: "category",
    header: "Category",
    cell: ({ row }) => DIFF_CATEGORY_LABELS[row.original.category] ?? row.original.category,
  },
  { id: "currency", header: "Currency", cell: ({ row }) => row.original.currency },
  {
    id: "old",
    header: "Old",
    meta: { className: "text-right tabular-nums" },
    cell: ({ row }) => amount(row.original.old),
  },
  {
    id: "new",
    header: "New",
    meta: { className: "text-right tabular-nums" },
    cell: ({ row }) => amount(row.original.new),
  },
  {
    id: "delta",
    header: "Difference",
    meta: { className: "text-right tabular-nums" },
    cell: ({ row }) => signed(row.original.delta),
  },
];

export function VersionDiff({ reportId, versions }: { reportId: string; versions: PayReportVersions["versions"] }) {
  const index = versions.findIndex((v) => v.id === reportId);
  // The newer side: this version when an older one exists, else the next one.
  const newer = index > 0 ? versions[index] : versions[index + 1];
  const older = versions.filter((v) => newer && v.reportVersion < newer.reportVersion);
  const [picked, setPicked] = useState<string | null>(null);
  const against = picked ?? older.at(-1)?.id ?? null;
  const { data, error, isLoading } = usePayReportDiff(newer?.id ?? null, against);
  return (
    <section aria-labelledby="diff-heading" className="space-y-3">
      <h2 id="diff-heading" className="text-lg font-semibold text-slate-900">
        Changes between versions
      </h2>
      {!newer ? (
        <EmptyState title="Only one version so far." />
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <p className="text-sm text-slate-700">Version {newer.reportVersion} compared with</p>
            <div className="w-48">
              <SelectField
                label="Compare with"
                value={against ?? ""}
                onChange={(e) => setPicked(e.target.value)}
                options={older.map((v) => ({ value: v.id, label: `Version ${v.reportVersion}` }))}
              />
            </div>
          </div>
          {error ? <Banner tone="error" title="The changes could not be loaded." /> : null}
          {data ? (
            <p className="text-sm text-slate-700" aria-live="polite">
              {data.summary.changed} changed, {data.summary.added} added, {data.summary.removed} removed employees.
            </p>
          ) : null}
          <DataTable
            caption={`Changes from version ${data?.from.reportVersion ?? "…"} to version ${newer.reportVersion}, per employee and category`}
            columns={COLUMNS}
            rows={data?.rows ?? []}
            loading={isLoading}
            getRowId={(r) => `${r.employeeRef}:${r.category}`}
            emptyState={<EmptyState title="No differences between these versions." />}
          />
        </>
      )}
    </section>
  );
}
