"use client";

// Payroll instance detail (spec 2 section 2): tabs #payreports (the gross-to-net files of this workbook with
// filters in the URL, banners, row menu, upload and delete modals) and #lsp-bills (one link per bill).
import type { GtnFile, ManualViewRow, ProviderOption } from "@/lib/payroll/dto";
import { apiPath } from "@/lib/swr/api-path";
import { DataTable } from "@/components/ui/data-table";
import type { ColumnDef } from "@tanstack/react-table";
import { Pager } from "@/components/ui/pager";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import Link from "next/link";
import { useMemo, useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import useSWR from "swr";
import { usePayReports } from "@/lib/swr/use-pay-reports";
import { toast } from "sonner";
import { apiFetch, swrFetcher } from "@/lib/http/client";
import { formatAmount } from "@/lib/money";
import {
  canDeleteStatus,
  CSV_HELP_TEXT,
  CYCLE_LABELS,
  isPublished,
  PAYROLL_CYCLES,
  STATUS_FILTER_OPTIONS,
  STATUS_LABELS,
  type PayrollCycleValue,
} from "@/lib/payroll/schema";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, Dialog } from "@/components/ui/dialog";
import { SelectField, TextField } from "@/components/ui/field";
import { Banner, EmptyState } from "@/components/ui/misc";
import { Tabs, useHashTab } from "@/components/ui/tabs";
import {
  ErrorsDialog,
  HistoryDialog,
  LspDataDialog,
  StatusPill,
  uploadWithProgress,
  lspDataActionLabel,
} from "@/components/payroll/shared";

type Provider = ProviderOption;
type Permissions = { upload: boolean; transition: boolean; remove: boolean; lspData: boolean };
type Workbook = { id: string; name: string; month: number; year: number };

const periodOf = (w: Workbook) => `${w.year}${String(w.month).padStart(2, "0")}`;
const TABS = ["payreports", "lsp-bills"] as const;

export function InstanceDetail({
  workbook,
  providers,
  permissions,
}: {
  workbook: Workbook;
  providers: Provider[];
  permissions: Permissions;
}) {
  const [tab, setTab] = useHashTab(TABS, "payreports");
  return (
    <div className="space-y-6">
      <Link href="/payroll#payroll-instances" className="text-sm text-indigo-700 hover:underline">
        ← All workbooks
      </Link>
      <h1 className="text-2xl font-semibold">{workbook.name}</h1>
      <Tabs
        label="Payroll instance"
        value={tab}
        onValueChange={(v) => setTab(v as (typeof TABS)[number])}
        items={[
          {
            value: "payreports",
            label: "Pay reports",
            content: <PayReportsTab workbook={workbook} providers={providers} permissions={permissions} />,
          },
          { value: "lsp-bills", label: "LSP bills", content: <LspBillsTab workbook={workbook} /> },
        ]}
      />
    </div>
  );
}

const FILTERS = ["country", "provider", "cycle", "status"] as const;

function PayReportsTab({
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

type FileState = { name: string; state: "pending" | "success" | "error"; percent: number; message?: string };
const LSP_FIELDS = [
  ["lspBillingCurrency", "Billing currency", "text"],
  ["lspExchangeRate", "Exchange rate", "number"],
  ["lspBillNumber", "LSP bill number", "text"],
  ["lspBillUrl", "LSP bill URL", "text"],
  ["invoiceDate", "Invoice date", "date"],
  ["invoiceDueDate", "Invoice due date", "date"],
  ["invoiceAmount", "Invoice amount", "number"],
  ["memo", "Memo", "text"],
  ["postingPeriod", "Posting period (yyyyMM)", "text"],
] as const;

function UploadDialog({
  open,
  onClose,
  workbook,
  providers,
  onUploaded,
}: {
  open: boolean;
  onClose: () => void;
  workbook: Workbook;
  providers: Provider[];
  onUploaded: () => void;
}) {
  const [providerId, setProviderId] = useState("");
  const [cycle, setCycle] = useState<PayrollCycleValue>("CYCLE_1");
  const [period, setPeriod] = useState(periodOf(workbook));
  const [files, setFiles] = useState<File[]>([]);
  const [withLsp, setWithLsp] = useState(false);
  const [lsp, setLsp] = useState<Record<string, string>>({
    lspExchangeRate: "1",
    invoiceAmount: "0",
    billType: "BILL",
    postingPeriod: periodOf(workbook),
  });
  const [states, setStates] = useState<FileState[]>([]);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const provider = providers.find((p) => p.id === providerId);
  const lspComplete = LSP_FIELDS.every(([k]) => (lsp[k] ?? "").trim() !== "");
  const errors = {
    provider: touched && !provider ? "Provider is required" : undefined,
    files: touched && files.length === 0 ? "Please select at least one .csv file" : undefined,
    period: touched && !/^\d{4}(0[1-9]|1[0-2])$/.test(period) ? "Use the format yyyyMM" : undefined,
    lsp: touched && withLsp && !lspComplete ? "Fill in all LSP billing details or remove them" : undefined,
  };
  const reset = () => {
    setFiles([]);
    setStates([]);
    setTouched(false);
  };
  const submit = async () => {
    setTouched(true);
    if (!provider || files.length === 0 || (withLsp && !lspComplete) || errors.period) return;
    setBusy(true);
    setStates(files.map((f) => ({ name: f.name, state: "pending", percent: 0 })));
    const failed: string[] = [];
    let callFailed = false;
    await Promise.all(
      files.map(async (file, i) => {
        const form = new FormData();
        form.append("fileContent", file);
        const fields: Record<string, string> = {
          source: "MANUAL",
          payrollPeriod: period,
          payrollCycle: cycle,
          fileType: "PAY_REGISTER",
          country: provider.countryCode,
          lspId: provider.lspId,
          legalEntityId: provider.id,
          workbookId: workbook.id,
        };
        if (withLsp) fields.lspData = JSON.stringify(lsp);
        for (const [k, v] of Object.entries(fields)) form.append(k, v);
        const setState = (patch: Partial<FileState>) =>
          setStates((s) => s.map((x, j) => (j === i ? { ...x, ...patch } : x)));
        try {
          // Spec 2 section 5: the manual ingestion; billing details travel with the full upload call.
          const url = withLsp ? "/api/gross-to-net/complete" : "/api/gross-to-net/manual-ingestion";
          const res = await uploadWithProgress(url, form, (percent) => setState({ percent }));
          const body = res.body as { status?: string; items?: { status: string }[]; message?: string };
          const ok = res.status === 201 && (withLsp ? body.items?.[0]?.status : body.status) === "SUCCEEDED";
          // A 400 with a string message shows under the file input and marks the file failed.
          const message = res.status === 400 && typeof body.message === "string" ? body.message : undefined;
          setState({ state: ok ? "success" : "error", percent: 100, message });
          if (!ok) failed.push(file.name);
          if (res.status >= 500) callFailed = true;
        } catch {
          setState({ state: "error" });
          failed.push(file.name);
          callFailed = true;
        }
      }),
    );
    setBusy(false);
    onUploaded();
    if (callFailed && failed.length === files.length) {
      // Spec 2 section 8: a failed call keeps the modal open and resets loading.
      toast.error("Error while uploading files");
      return;
    }
    if (failed.length) toast.error(`Some files had errors while uploading: ${failed.join(", ")}`);
    else {
      toast.success("File(s) successfully uploaded");
      reset();
      onClose();
    }
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !busy && (reset(), onClose())} title="Upload pay report files">
      <div className="space-y-4">
        <SelectField
          label="Provider (LSP, country, legal entity)"
          value={providerId}
          onChange={(e) => setProviderId(e.target.value)}
          placeholder="Select a provider"
          options={providers.map((p) => ({ value: p.id, label: `${p.lspName} · ${p.countryName} · ${p.name}` }))}
          error={errors.provider}
          required
        />
        <SelectField
          label="Payroll cycle"
          value={cycle}
          onChange={(e) => setCycle(e.target.value as PayrollCycleValue)}
          options={PAYROLL_CYCLES.map((c) => ({ value: c, label: CYCLE_LABELS[c] }))}
          required
        />
        <TextField
          label="Payroll period (yyyyMM)"
          value={period}
          onChange={(e) => setPeriod(e.target.value.trim())}
          error={errors.period}
          required
        />
        <TextField
          label="Pay register files (.csv)"
          type="file"
          multiple
          accept=".csv,text/csv"
          hint={CSV_HELP_TEXT}
          error={errors.files}
          onChange={(e) => {
            // Spec 2 section 5: other file types are silently dropped.
            setFiles(Array.from(e.target.files ?? []).filter((f) => /\.csv$/i.test(f.name)));
            setStates([]);
          }}
        />
        {files.length ? (
          <ul className="space-y-1 text-sm" aria-label="Selected files">
            {files.map((f, i) => {
              const s = states[i];
              return (
                <li key={f.name + i} className="flex flex-wrap justify-between gap-2" data-testid="upload-file">
                  <span>{f.name}</span>
                  <span>
                    {!s
                      ? ""
                      : s.state === "pending"
                        ? `Uploading ${s.percent}%`
                        : s.state === "success"
                          ? "Upload successful!"
                          : "Upload failed"}
                  </span>
                  {s?.message ? (
                    <p role="alert" className="basis-full text-xs text-red-700" data-testid="upload-file-error">
                      {s.message}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={withLsp} onChange={(e) => setWithLsp(e.target.checked)} /> Add LSP billing
          details
        </label>
        {withLsp ? (
          <div className="grid grid-cols-2 gap-3">
            {LSP_FIELDS.map(([k, label, type]) => (
              <TextField
                key={k}
                label={label}
                type={type}
                step={type === "number" ? "0.01" : undefined}
                value={lsp[k] ?? ""}
                onChange={(e) => setLsp({ ...lsp, [k]: e.target.value })}
                required
              />
            ))}
            <SelectField
              label="Bill type"
              value={lsp.billType}
              onChange={(e) => setLsp({ ...lsp, billType: e.target.value })}
              options={[
                { value: "BILL", label: "Bill" },
                { value: "BILL_CREDIT", label: "Bill Credit" },
              ]}
            />
            {errors.lsp ? (
              <p role="alert" className="col-span-2 text-xs text-red-700">
                {errors.lsp}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => (reset(), onClose())} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={submit} loading={busy}>
            Upload
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function LspBillsTab({ workbook }: { workbook: Workbook }) {
  const { data, error } = useSWR<ManualViewRow[]>(
    apiPath("/api/gross-to-net/view/manual", { payrollPeriod: periodOf(workbook) }),
    swrFetcher,
  );
  if (error) return <Banner tone="error" title="Failed to read payroll reports from server." />;
  if (data && data.length === 0) return <EmptyState title="No LSP bill entries available." />;
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
      {(data ?? [])
        .filter((b) => b.lspId)
        .map((b) => (
          <li key={`${b.country}-${b.lspId}-${b.payrollCycle}`} className="px-4 py-3">
            <Link
              className="text-indigo-700 hover:underline"
              href={`/payroll/payroll-instances/${workbook.id}/lspBillsDetail?country=${b.country}&lspId=${b.lspId}&payrollCycle=${b.payrollCycle}&payrollPeriod=${periodOf(workbook)}`}
            >
              {b.country}: {b.lspName ?? "unknown LSP"} · {CYCLE_LABELS[b.payrollCycle]}
            </Link>
          </li>
        ))}
    </ul>
  );
}
