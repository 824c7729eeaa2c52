"use client";

// LSP bill detail (spec 2 section 2): summary, name search, justification / variance view, one row per
// employee with the category columns in the spec's order (total last), row checkboxes and bulk buttons,
// justification modal (saved on blur), pay detail, LSP data and status history drawers.
import type { BillDetail, BillEmployee, GtnFile, ProcessingError } from "@/lib/payroll/dto";
import { apiPath } from "@/lib/swr/api-path";
import { DataTable } from "@/components/ui/data-table";
import type { ColumnDef } from "@tanstack/react-table";
import { Pager } from "@/components/ui/pager";
import Link from "next/link";
import { useEffect, useMemo, useState } from "react";
import useSWR from "swr";
import { toast } from "sonner";
import { apiFetch, swrFetcher } from "@/lib/http/client";
import { formatAmount, formatMoney } from "@/lib/money";
import {
  CATEGORY_COLUMNS,
  CYCLE_LABELS,
  MONTH_NAMES,
  PAYROLL_CYCLES,
  isPublished,
  type PayReportStatusValue,
  type PayrollCycleValue,
} from "@/lib/payroll/schema";
import { callFor, commonUserTargets, TARGET_LABELS } from "@/lib/payroll/transitions";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { SelectField, TextField } from "@/components/ui/field";
import { Banner, DefinitionList, EmptyState } from "@/components/ui/misc";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { VarianceChart } from "@/components/payroll/variance-chart";
import { JustificationDialog, PayDetailDialog, nameOf } from "@/components/payroll/bill-employee-dialogs";
import { HistoryDialog, LspDataDialog, StatusPill, lspDataActionLabel } from "@/components/payroll/shared";

type Bill = { country: string; lspId: string; payrollCycle: PayrollCycleValue; payrollPeriod: string };
type Permissions = { transition: boolean; remove: boolean; lspData: boolean; justify: boolean; exportCsv: boolean };
type Row = BillEmployee;
type Detail = BillDetail;

const PAGE_SIZE = 100;
const keyOf = (r: Row) => `${r.gtnId}|${r.employeeRef}`;

function defaultVariance() {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
}

export function LspBillDetail({
  workbookId,
  bill,
  permissions,
  justifications = true,
}: {
  workbookId: string;
  bill: Bill;
  permissions: Permissions;
  /** Justification view, icon and note modal (flag payrollJustifications, lib/payroll/justifications-flag.ts). */
  justifications?: boolean;
}) {
  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useState("");
  const [view, setView] = useState<"justification" | "variance">(justifications ? "justification" : "variance");
  const dv = defaultVariance();
  const [vYear, setVYear] = useState(dv.year);
  const [vMonth, setVMonth] = useState(dv.month);
  const [vCycle, setVCycle] = useState<PayrollCycleValue>("CYCLE_1");
  const [pageIndex, setPageIndex] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [noteRow, setNoteRow] = useState<Row | null>(null);
  const [payRow, setPayRow] = useState<Row | null>(null);
  const [historyId, setHistoryId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [lspFile, setLspFile] = useState<GtnFile | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<null | { ids: string[]; rows: Row[] }>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const t = setTimeout(() => {
      setSearch(searchText.trim());
      setPageIndex(0);
    }, 300);
    return () => clearTimeout(t);
  }, [searchText]);

  const variance = view === "variance";
  const url = apiPath("/api/gross-to-net/view/detail", {
    ...bill,
    workbookId,
    pageIndex,
    pageSize: PAGE_SIZE,
    search,
    varianceYear: variance ? vYear : null,
    varianceMonth: variance ? vMonth : null,
    variancePayrollCycle: variance ? vCycle : null,
  });
  const { data, error, mutate, isValidating } = useSWR<Detail>(url, swrFetcher);
  const rows = useMemo(() => data?.employees.items ?? [], [data]);
  const files = data?.reportSummary ?? [];
  const errorIds = files.filter((f) => f.errorCount > 0).map((f) => f.id);
  const { data: fileErrors } = useSWR<ProcessingError[]>(
    errorIds.length ? apiPath("/api/data-processing-errors", { dataFrameIdsList: errorIds.join(",") }) : null,
    swrFetcher,
  );
  const selectedRows = rows.filter((r) => selected.has(keyOf(r)));
  const liveFiles = files.filter((f) => f.processingStatus !== "ERROR");
  const scopeRows = selectedRows.length ? selectedRows : rows;
  const scopeIds = selectedRows.length ? [...new Set(selectedRows.map((r) => r.gtnId))] : liveFiles.map((f) => f.id);
  const scopeStatuses = selectedRows.length
    ? selectedRows.map((r) => r.status)
    : liveFiles.map((f) => f.processingStatus);
  const targets = commonUserTargets(scopeStatuses, "detail");
  const deletable = scopeStatuses.length > 0 && scopeStatuses.every((s) => s !== "APPROVED" && s !== "PUBLISHED");

  const namesFor = (ids: string[]) => {
    const names = ids.flatMap((id) => scopeRows.filter((r) => r.gtnId === id).map(nameOf));
    return names.length ? names.join(", ") : "unknown";
  };

  const runBulk = async (to: PayReportStatusValue) => {
    const call = callFor(to);
    const url =
      call === "approval"
        ? "/api/approval/bulk"
        : call === "publish"
          ? "/api/publish/bulk"
          : "/api/approval-workflow/bulk";
    const msgs =
      call === "approval"
        ? {
            ok: "Pay report status has been changed successfully for employees.",
            some: (n: string) => `Something went wrong starting verification for: ${n}.`,
            all: "Something went wrong starting verification for employees.",
          }
        : call === "publish"
          ? {
              ok: "Published employees.",
              some: (n: string) => `Failed to publish employees: ${n}.`,
              all: "Failed to publish employees.",
            }
          : {
              ok: "All employees status successfully changed.",
              some: (n: string) => `Failed to change statuses: ${n}.`,
              all: "Failed to change status for employees.",
            };
    setBusy(true);
    try {
      const result = await apiFetch<Record<string, string>>(url, {
        method: "POST",
        json: { dataFrameIds: scopeIds, ...(call === "approval-workflow" ? { newStatus: to } : {}) },
      });
      const failed = Object.entries(result)
        .filter(([, v]) => v !== "SUCCESS")
        .map(([id]) => id);
      if (failed.length === 0) toast.success(msgs.ok);
      else if (failed.length === Object.keys(result).length) toast.error(msgs.all);
      else toast.error(msgs.some(namesFor(failed)));
      setSelected(new Set());
    } catch {
      toast.error(msgs.all);
    } finally {
      setBusy(false);
      mutate();
    }
  };

  const runDelete = async () => {
    const target = confirmDelete!;
    setConfirmDelete(null);
    setBusy(true);
    try {
      const result = await apiFetch<Record<string, string>>("/api/gross-to-net/bulk", {
        method: "DELETE",
        json: { grossToNetIds: target.ids },
      });
      const failed = Object.entries(result)
        .filter(([, v]) => v !== "DELETED")
        .map(([id]) => id);
      if (failed.length === 0) toast.success("Deleted employees.");
      else if (failed.length === target.ids.length) toast.error("Failed to delete employees.");
      else toast.error(`Failed to delete ${namesFor(failed)}.`);
      setSelected(new Set());
    } catch {
      toast.error("Failed to delete employees.");
    } finally {
      setBusy(false);
      mutate();
    }
  };

  const runExport = async () => {
    setExporting(true);
    const q = new URLSearchParams({ dataFrameIds: scopeIds.join(",") });
    if (selectedRows.length) q.set("employeeRefs", [...new Set(selectedRows.map((r) => r.employeeRef))].join(","));
    try {
      const res = await fetch(`/api/gross-to-net/export?${q}`);
      if (!res.ok) throw new Error(String(res.status));
      const blob = await res.blob();
      const a = document.createElement("a");
      a.href = URL.createObjectURL(blob);
      a.download = "export.zip";
      a.click();
      URL.revokeObjectURL(a.href);
      toast.success("Exported employees.");
    } catch {
      toast.error("Failed to export employees.");
    } finally {
      setExporting(false);
    }
  };

  const toggle = (r: Row) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(keyOf(r))) n.delete(keyOf(r));
      else n.add(keyOf(r));
      return n;
    });
  const allChecked = rows.length > 0 && rows.every((r) => selected.has(keyOf(r)));
  const pageCount = Math.max(1, Math.ceil((data?.employees.pageTotalCount ?? 0) / PAGE_SIZE));
  const title = data ? `${data.countryName}: ${data.providerName ?? "unknown LSP"}` : `${bill.country}: …`;
  const years = [
    dv.year,
    dv.year - 1,
    ...(Number(bill.payrollPeriod.slice(0, 4)) > dv.year ? [Number(bill.payrollPeriod.slice(0, 4))] : []),
  ];

  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: "select",
      header: () => (
        <input
          type="checkbox"
          aria-label="Select all"
          checked={allChecked}
          onChange={() => setSelected(allChecked ? new Set() : new Set(rows.map(keyOf)))}
        />
      ),
      cell: ({ row: { original: r } }) => (
        <input
          type="checkbox"
          aria-label={`Select ${nameOf(r)}`}
          checked={selected.has(keyOf(r))}
          onChange={() => toggle(r)}
        />
      ),
    },
    {
      id: "employee",
      header: "Employee",
      cell: ({ row: { original: r } }) => (
        <>
          {justifications ? (
            <button type="button" className="font-medium text-indigo-700 hover:underline" onClick={() => setNoteRow(r)}>
              {nameOf(r)}
            </button>
          ) : (
            <span className="font-medium text-slate-900">{nameOf(r)}</span>
          )}
          <div className="text-xs text-slate-500">{r.employeeRef}</div>
        </>
      ),
    },
    ...CATEGORY_COLUMNS.map(([k, label]): ColumnDef<Row, unknown> => ({
      id: k,
      header: label,
      meta: { className: "text-right tabular-nums" },
      cell: ({ row: { original: r } }) => (
        <span data-col={k}>
          {formatAmount(r.totals[k])}
          {view === "variance" && r.variances ? (
            <span className="block text-xs text-slate-500" data-testid={`variance-${k}`}>
              {formatAmount(r.variances[k].variance)} ({r.variances[k].variancePercentage.toFixed(2)}%)
            </span>
          ) : null}
        </span>
      ),
    })),
    {
      id: "notes",
      header: () => <span className="sr-only">Errors and justification</span>,
      meta: { className: "whitespace-nowrap" },
      cell: ({ row: { original: r } }) => {
        const messages = [
          ...new Set((fileErrors ?? []).filter((e) => e.dataFrameId === r.gtnId).map((e) => e.message)),
        ];
        return (
          <>
            {messages.length ? (
              <span title={messages.join("\n")} className="text-red-700">
                <span aria-hidden>⚠</span>
                <span className="sr-only">Errors: {messages.join("; ")}</span>
              </span>
            ) : null}
            {view === "justification" && r.justification ? (
              <span title={r.justification} data-testid="justification-icon">
                <span aria-hidden>📝</span>
                <span className="sr-only">Justification: {r.justification}</span>
              </span>
            ) : null}
          </>
        );
      },
    },
    { id: "status", header: "Status", cell: ({ row }) => <StatusPill status={row.original.status} /> },
    { id: "billNumber", header: "LSP bill number", cell: ({ row }) => row.original.lspBillNumber ?? "-" },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: "relative" },
      cell: ({ row: { original: r } }) => {
        const file = files.find((f) => f.id === r.gtnId);
        return (
          <RowActionsMenu
            label={`Actions for ${nameOf(r)}`}
            actions={[
              { label: "View pay detail", onSelect: () => setPayRow(r) },
              { label: "View history", onSelect: () => setHistoryId(r.gtnId) },
              permissions.remove &&
                r.status !== "APPROVED" &&
                r.status !== "PUBLISHED" && {
                  label: "Delete",
                  onSelect: () => setConfirmDelete({ ids: [r.gtnId], rows: [r] }),
                },
              !!file && {
                label: lspDataActionLabel(file, permissions.lspData),
                onSelect: () => setLspFile(file),
              },
            ]}
          />
        );
      },
    },
  ];
  return (
    <div className="space-y-5">
      <Link
        href={`/payroll/payroll-instances/${workbookId}#lsp-bills`}
        className="text-sm text-indigo-700 hover:underline"
      >
        ← LSP bills
      </Link>
      <h1 className="text-2xl font-semibold">{title}</h1>
      {error ? <Banner tone="error" title="Failed to read payroll reports from server." /> : null}
      {data ? (
        <DefinitionList
          items={[
            {
              label: "Grand total in billing currency",
              value: (
                <span data-testid="grand-total">
                  {formatMoney(data.totals.grandTotalInBillingCurrency, data.totals.billingCurrency ?? "EUR")}
                </span>
              ),
            },
            { label: "Uploaded employees", value: data.totals.uploadedEmployees },
            {
              label: "Approved records / uploaded records",
              value: `${data.totals.approvedRecords} / ${data.totals.uploadedRecords}`,
            },
            {
              label: "Published records / uploaded records",
              value: `${data.totals.publishedRecords} / ${data.totals.uploadedRecords}`,
            },
            { label: "Payroll cycle", value: CYCLE_LABELS[data.payrollCycle] },
          ]}
        />
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Search employee"
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          placeholder="Name"
        />
        <SelectField
          label="View"
          value={view}
          onChange={(e) => setView(e.target.value as "justification" | "variance")}
          options={[
            ...(justifications ? [{ value: "justification", label: "Show justification" }] : []),
            { value: "variance", label: "Show variance" },
          ]}
        />
        <SelectField
          label="Year"
          disabled={view !== "variance"}
          value={String(vYear)}
          onChange={(e) => setVYear(Number(e.target.value))}
          options={years.map((y) => ({ value: String(y), label: String(y) }))}
        />
        <SelectField
          label="Month"
          disabled={view !== "variance"}
          value={String(vMonth)}
          onChange={(e) => setVMonth(Number(e.target.value))}
          options={MONTH_NAMES.map((m, i) => ({ value: String(i + 1), label: m }))}
        />
        <SelectField
          label="Cycle"
          disabled={view !== "variance"}
          value={vCycle}
          onChange={(e) => setVCycle(e.target.value as PayrollCycleValue)}
          options={PAYROLL_CYCLES.map((c) => ({ value: c, label: CYCLE_LABELS[c] }))}
        />
      </div>
      {view === "variance" && data?.varianceSummary ? (
        <VarianceChart
          summary={data.varianceSummary}
          against={{ year: vYear, month: vMonth, cycleLabel: CYCLE_LABELS[vCycle] }}
        />
      ) : null}
      <div role="group" className="flex flex-wrap gap-2" aria-label="Bulk actions">
        {selectedRows.length === 0 ? (
          <>
            {permissions.remove ? (
              <Button
                variant="danger"
                disabled={busy || !deletable}
                onClick={() => setConfirmDelete({ ids: scopeIds, rows })}
              >
                Delete all
              </Button>
            ) : null}
            {permissions.exportCsv ? (
              <Button variant="secondary" disabled={liveFiles.length === 0} loading={exporting} onClick={runExport}>
                Export all as CSV
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => mutate()} loading={isValidating}>
              Refresh
            </Button>
            {permissions.transition ? (
              <>
                <Button disabled={busy || !targets.includes("APPROVED")} onClick={() => runBulk("APPROVED")}>
                  Start Verification for all
                </Button>
                <Button
                  disabled={busy || !targets.includes("SPECIALIST_APPROVED")}
                  onClick={() => runBulk("SPECIALIST_APPROVED")}
                >
                  Approve all
                </Button>
                <Button disabled={busy || !targets.includes("PUBLISHED")} onClick={() => runBulk("PUBLISHED")}>
                  Publish all
                </Button>
              </>
            ) : null}
          </>
        ) : (
          <>
            <span className="self-center text-sm text-slate-600">{selectedRows.length} selected</span>
            {permissions.remove && deletable ? (
              <Button
                variant="danger"
                disabled={busy}
                onClick={() => setConfirmDelete({ ids: scopeIds, rows: selectedRows })}
              >
                Delete
              </Button>
            ) : null}
            {permissions.exportCsv ? (
              <Button variant="secondary" loading={exporting} onClick={runExport}>
                Export as CSV
              </Button>
            ) : null}
            {permissions.transition
              ? targets.map((t) => (
                  <Button key={t} disabled={busy} onClick={() => runBulk(t)}>
                    {TARGET_LABELS[t] ?? t}
                  </Button>
                ))
              : null}
          </>
        )}
      </div>
      {data && files.length === 0 ? <EmptyState title="No pay reports available." /> : null}
      {data && files.length > 0 && rows.length === 0 ? <EmptyState title="No LSP bill entries available." /> : null}
      {rows.length > 0 ? (
        <DataTable
          caption="LSP bill entries"
          columns={columns}
          rows={rows}
          getRowId={keyOf}
          rowProps={(r) => ({ "data-testid": "bill-row", "data-employee": nameOf(r) })}
        />
      ) : null}
      {data && data.employees.pageTotalCount > PAGE_SIZE ? (
        <Pager
          label="Bill employees pages"
          pageIndex={pageIndex}
          pageCount={pageCount}
          onPageIndexChange={setPageIndex}
        />
      ) : null}
      {justifications ? (
        <JustificationDialog
          key={noteRow ? keyOf(noteRow) : "none"}
          row={noteRow}
          canWrite={permissions.justify}
          onClose={() => setNoteRow(null)}
          onSaved={() => mutate()}
        />
      ) : null}
      <PayDetailDialog row={payRow} onClose={() => setPayRow(null)} />
      <HistoryDialog gtnId={historyId} onClose={() => setHistoryId(null)} />
      <LspDataDialog
        file={lspFile}
        readOnly={!permissions.lspData || (!!lspFile && isPublished(lspFile.processingStatus))}
        onClose={() => setLspFile(null)}
        onSaved={() => mutate()}
      />
      <ConfirmDialog
        open={!!confirmDelete}
        onOpenChange={(o) => !o && setConfirmDelete(null)}
        title="Delete pay reports"
        description={`Are you sure you wish to delete the pay report files of ${confirmDelete ? [...new Set(confirmDelete.rows.map(nameOf))].slice(0, 10).join(", ") || "these employees" : ""}? This process can't be undone.`}
        confirmLabel="Delete"
        onConfirm={runDelete}
        danger
      />
    </div>
  );
}
