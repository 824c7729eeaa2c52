"use client";

// #payreports of the payroll instance detail (spec 2 section 2): the gross-to-net files of this workbook with
// filters in the URL, banners, row menu, upload and delete modals.
import type { GtnFile } from "@/lib/payroll/dto";
import { DataTable } from "@/components/ui/data-table";
import type { ColumnDef } from "@tanstack/react-table";
import { Pager } from "@/components/ui/pager";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import Link from "next/link";
import { useMemo, useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { usePayReports } from "@/lib/swr/use-pay-reports";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { formatAmount } from "@/lib/money";
import {
  canDeleteStatus,
  CYCLE_LABELS,
  isPublished,
  PAYROLL_CYCLES,
  STATUS_FILTER_OPTIONS,
  STATUS_LABELS,
  type PayrollCycleValue,
} from "@/lib/payroll/schema";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { SelectField, TextField } from "@/components/ui/field";
import { Banner, EmptyState } from "@/components/ui/misc";
import {
  ErrorsDialog,
  HistoryDialog,
  LspDataDialog,
  StatusPill,
  lspDataActionLabel,
} from "@/components/payroll/shared";
import { UploadDialog } from "@/components/payroll/instance-upload-dialog";
import type { Permissions, Provider, Workbook } from "@/components/payroll/instance-workbook";

const FILTERS = ["country", "provider", "cycle", "status"] as const;

export function PayReportsTab({
  workbook,
  providers,
  permissions,
}: {
  workbook: Workbook;
  providers: Provider[];
  permissions: Permissions;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const filters = useMemo(
    () =>
      Object.fromEntries(FILTERS.map((k) => [k, searchParams.get(k) ?? ""])) as Record<
        (typeof FILTERS)[number],
        string
      >,
    [searchParams],
  );
  const pageSize = [20, 50, 100].includes(Number(searchParams.get("pageSize")))
    ? Number(searchParams.get("pageSize"))
    : 20;
  const setParams = (changes: Record<string, string>) => {
    const next = new URLSearchParams(searchParams.toString());
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    // Spec 2 section 4: changing any filter resets the page to 0 (usePayReports starts again on a new query).
    router.replace(`${pathname}?${next.toString()}${window.location.hash}`, { scroll: false });
  };
  const { data, error, mutate, isValidating, pageIndex, hasNext, next, previous } = usePayReports({
    workbookId: workbook.id,
    pageSize,
    country: filters.country,
    providerName: filters.provider,
    payrollCycle: filters.cycle,
    processingStatus: filters.status,
  });
  const [uploadOpen, setUploadOpen] = useState(false);
  const [deleting, setDeleting] = useState<GtnFile | null>(null);
  const [history, setHistory] = useState<string | null>(null);
  const [lspFile, setLspFile] = useState<GtnFile | null>(null);
  const [errorsFile, setErrorsFile] = useState<{ id: string; fileName: string } | null>(null);
  const [bannerClosed, setBannerClosed] = useState(false);
  const countries = [...new Map(providers.map((p) => [p.countryCode, p.countryName])).entries()];

  const remove = async () => {
    const file = deleting!;
    try {
      await apiFetch(`/api/gross-to-net/${file.id}`, { method: "DELETE" });
      toast.success(`${file.fileName} successfully deleted`);
      setDeleting(null);
      mutate();
    } catch {
      toast.error(`Something went wrong while deleting file ${file.fileName}`);
    }
  };
  const columns: ColumnDef<GtnFile, unknown>[] = [
    {
      id: "provider",
      header: "Provider name",
      cell: ({ row: { original: f } }) => {
        const billHref = f.lspId
          ? `/payroll/payroll-instances/${workbook.id}/lspBillsDetail?country=${f.country}&lspId=${f.lspId}&payrollCycle=${f.payrollCycle}&payrollPeriod=${f.payrollPeriod}`
          : null;
        return billHref ? (
          <Link href={billHref} className="text-indigo-700 hover:underline">
            {f.providerName ?? "Unknown LSP"}
          </Link>
        ) : (
          (f.providerName ?? "Unknown LSP")
        );
      },
    },
    {
      id: "file",
      header: "File",
      cell: ({ row: { original: f } }) => (
        <Link
          href={`/payroll/payroll-instances/${workbook.id}/pay-report-preview/${f.id}`}
          className="text-indigo-700 hover:underline"
        >
          {f.fileName}
        </Link>
      ),
    },
    {
      id: "country",
      header: "Country",
      cell: ({ row: { original: f } }) => (
        <Link
          href={`/payroll/payroll-instances/${workbook.id}/countries/${f.country}`}
          className="text-indigo-700 hover:underline"
        >
          {f.country}
        </Link>
      ),
    },
    {
      id: "cycle",
      header: "Payroll cycle",
      cell: ({ row: { original: f } }) => CYCLE_LABELS[f.payrollCycle as PayrollCycleValue] ?? f.payrollCycle,
    },
    {
      id: "lsp",
      header: "LSP",
      cell: ({ row: { original: f } }) => (
        <input type="checkbox" checked={f.hasLspData} readOnly disabled aria-label="Has LSP data" />
      ),
    },
    {
      id: "status",
      header: "Status",
      cell: ({ row: { original: f } }) => (
        <>
          <StatusPill status={f.processingStatus} processed={f.processedRows} total={f.totalRows} />
          {f.processingStatus === "ERROR" ? (
            <button type="button" className="ml-2 text-xs underline" onClick={() => setErrorsFile(f)}>
              view details
            </button>
          ) : null}
        </>
      ),
    },
    {
      id: "total",
      header: "Total",
      meta: { className: "tabular-nums" },
      cell: ({ row: { original: f } }) => (
        <span data-testid="total">{f.total === null ? "-" : `${f.currency ?? ""} ${formatAmount(f.total)}`}</span>
      ),
    },
    {
      id: "actions",
      header: "Actions",
      meta: { className: "relative" },
      cell: ({ row: { original: f } }) => (
        <RowActionsMenu
          label={`Actions for ${f.fileName}`}
          actions={[
            permissions.remove &&
              canDeleteStatus(f.processingStatus) && { label: "Delete", onSelect: () => setDeleting(f) },
            { label: "View history", onSelect: () => setHistory(f.id) },
            { label: lspDataActionLabel(f, permissions.lspData), onSelect: () => setLspFile(f) },
          ]}
        />
      ),
    },
  ];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Country"
          value={filters.country}
          onChange={(e) => setParams({ country: e.target.value })}
          placeholder="All countries"
          options={countries.map(([value, label]) => ({ value, label }))}
        />
        <TextField
          label="Provider"
          value={filters.provider}
          onChange={(e) => setParams({ provider: e.target.value })}
          placeholder="Provider name"
        />
        <SelectField
          label="Payroll cycle"
          value={filters.cycle}
          onChange={(e) => setParams({ cycle: e.target.value })}
          placeholder="All cycles"
          options={PAYROLL_CYCLES.map((c) => ({ value: c, label: CYCLE_LABELS[c] }))}
        />
        <SelectField
          label="Status"
          value={filters.status}
          onChange={(e) => setParams({ status: e.target.value })}
          placeholder="All statuses"
          options={STATUS_FILTER_OPTIONS.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
        <div className="ml-auto">
          {permissions.upload ? (
            <Button aria-haspopup="dialog" onClick={() => setUploadOpen(true)}>
              Upload pay reports
            </Button>
          ) : null}
        </div>
      </div>
      {data && data.failedFiles.length > 0 && !bannerClosed ? (
        <Banner
          tone="error"
          title="Some files could not be processed"
          action={
            <Button variant="ghost" onClick={() => setBannerClosed(true)} aria-label="Dismiss">
              ✕
            </Button>
          }
        >
          <ul className="space-y-1">
            {data.failedFiles.map((f) => (
              <li key={f.id}>
                {f.fileName}{" "}
                <button type="button" className="font-medium underline" onClick={() => setErrorsFile(f)}>
                  view details
                </button>
              </li>
            ))}
          </ul>
        </Banner>
      ) : null}
      {data && data.processingCount > 0 ? (
        <Banner
          tone="info"
          title="Your files are currently being processed"
          action={
            <Button variant="link" onClick={() => mutate()} loading={isValidating}>
              Refresh
            </Button>
          }
        />
      ) : null}
      {error ? <Banner tone="error" title="Failed to read payroll reports from server." /> : null}
      {data && data.items.length === 0 ? <EmptyState title="No pay reports available." /> : null}
      {data && data.items.length > 0 ? (
        <DataTable
          caption="Pay reports"
          columns={columns}
          rows={data.items}
          getRowId={(f) => f.id}
          rowProps={(f) => ({ "data-testid": "pay-report-row", "data-file": f.fileName })}
        />
      ) : null}
      {data ? (
        <Pager
          label="Pay reports pages"
          pageIndex={pageIndex}
          hasNext={hasNext}
          pageSize={pageSize}
          pageSizes={[20, 50, 100]}
          onPageIndexChange={(index) => (index > pageIndex ? next() : previous())}
          onPageSizeChange={(size) => setParams({ pageSize: String(size) })}
        />
      ) : null}
      <UploadDialog
        open={uploadOpen}
        onClose={() => setUploadOpen(false)}
        workbook={workbook}
        providers={providers}
        onUploaded={() => mutate()}
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={`Delete ${deleting?.fileName}`}
        description={`Are you sure you wish to delete the ${deleting?.fileName} pay report file? This process can't be undone.`}
        confirmLabel="Delete"
        onConfirm={remove}
        danger
      />
      <HistoryDialog gtnId={history} onClose={() => setHistory(null)} />
      <LspDataDialog
        file={lspFile}
        readOnly={!permissions.lspData || (!!lspFile && isPublished(lspFile.processingStatus))}
        onClose={() => setLspFile(null)}
        onSaved={() => mutate()}
      />
      <ErrorsDialog file={errorsFile} onClose={() => setErrorsFile(null)} />
    </div>
  );
}
