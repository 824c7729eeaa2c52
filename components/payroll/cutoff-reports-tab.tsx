"use client";

// #cutoff-reports (spec 2 sections 2, 8, 9): filters LSP, country and period (April 2024 to the current month,
// default the latest), pages of 50 or 100, and a download per report with a progress bar and the success toast
// 'Downloaded cutoff report' closing after 5 s. With an LSP or country chosen: its 'Next cutoff date' (section 7).
import { useState } from "react";
import { toast } from "sonner";
import type { ColumnDef } from "@tanstack/react-table";
import { useCutoffFilters, useCutoffReports } from "@/lib/swr/use-cutoff-reports";
import {
  CUTOFF_MESSAGES,
  CUTOFF_PAGE_SIZES,
  CUTOFF_TOAST_MS,
  type CutoffReportView,
} from "@/lib/payroll/cutoff-reports/schema";
import { SelectField } from "@/components/ui/field";
import { Banner, EmptyState } from "@/components/ui/misc";
import { DataTable } from "@/components/ui/data-table";
import { Button } from "@/components/ui/button";
import { downloadWithProgress } from "@/components/payroll/download-with-progress";
import { NextCutoffDate } from "@/components/payroll/next-cutoff-date";

function DownloadButton({ report }: { report: CutoffReportView }) {
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const run = async () => {
    setProgress(0);
    try {
      await downloadWithProgress(
        `/api/cutoff-reports/${encodeURIComponent(report.report_id)}/download`,
        {},
        setProgress,
      );
      toast.success(CUTOFF_MESSAGES.downloaded, { duration: CUTOFF_TOAST_MS });
    } catch {
      toast.error(CUTOFF_MESSAGES.download);
    } finally {
      setTimeout(() => setProgress(undefined), 1500);
    }
  };
  return (
    <div className="flex items-center gap-2">
      <Button
        variant="link"
        onClick={run}
        disabled={progress !== undefined}
        aria-label={`Download ${report.report_name}`}
      >
        Download
      </Button>
      {progress !== undefined ? (
        <progress
          className="h-2 w-24"
          aria-label={`Downloading ${report.report_name}`}
          max={1}
          value={progress ?? undefined}
          data-testid="cutoff-progress"
        />
      ) : null}
    </div>
  );
}

const columns: ColumnDef<CutoffReportView, unknown>[] = [
  { id: "name", header: "Report", cell: ({ row }) => row.original.report_name },
  { id: "country", header: "Country", cell: ({ row }) => row.original.country_name },
  { id: "lsp", header: "LSP", cell: ({ row }) => row.original.lsp_name },
  { id: "download", header: "Download", cell: ({ row }) => <DownloadButton report={row.original} /> },
];

export function CutoffReportsTab() {
  const filters = useCutoffFilters();
  const [lspId, setLspId] = useState("");
  const [countryCode, setCountryCode] = useState("");
  const [period, setPeriod] = useState("");
  const [pageSize, setPageSize] = useState<number>(CUTOFF_PAGE_SIZES[0]);
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const reset = () => setCursors([null]);
  const chosenPeriod = period || filters.data?.defaultPeriod || "";
  const list = useCutoffReports({
    lspId,
    countryCode,
    period: chosenPeriod || undefined,
    pageSize,
    nextPageKey: cursors[cursors.length - 1],
  });
  if (filters.error) return <Banner tone="error" title={CUTOFF_MESSAGES.filters} />;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3" role="group" aria-label="Cutoff report filters">
        <SelectField
          label="LSP"
          value={lspId}
          placeholder="All LSPs"
          options={(filters.data?.lsps ?? []).map((l) => ({ value: l.id, label: l.name }))}
          onChange={(e) => (setLspId(e.target.value), reset())}
        />
        <SelectField
          label="Country"
          value={countryCode}
          placeholder="All countries"
          options={(filters.data?.countries ?? []).map((c) => ({ value: c.code, label: c.name }))}
          onChange={(e) => (setCountryCode(e.target.value), reset())}
        />
        <SelectField
          label="Period"
          value={chosenPeriod}
          options={filters.data?.periods ?? []}
          onChange={(e) => (setPeriod(e.target.value), reset())}
        />
        <SelectField
          label="Page size"
          value={String(pageSize)}
          options={CUTOFF_PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
          onChange={(e) => (setPageSize(Number(e.target.value)), reset())}
        />
      </div>
      <NextCutoffDate lspId={lspId} countryCode={countryCode} />
      {list.error ? <Banner tone="error" title={CUTOFF_MESSAGES.list} /> : null}
      {list.data && list.data.items.length === 0 ? (
        <EmptyState title="No cutoff reports available." />
      ) : (
        <DataTable
          caption="Cutoff reports"
          columns={columns}
          rows={list.data?.items ?? []}
          loading={list.isLoading}
          getRowId={(r) => r.report_id}
        />
      )}
      <div className="flex gap-2">
        <Button variant="secondary" disabled={cursors.length === 1} onClick={() => setCursors(cursors.slice(0, -1))}>
          Previous page
        </Button>
        <Button
          variant="secondary"
          disabled={!list.data?.nextPageKey}
          onClick={() => list.data?.nextPageKey && setCursors([...cursors, list.data.nextPageKey])}
        >
          Next page
        </Button>
      </div>
    </div>
  );
}
