"use client";

// The columns of the pay reports tab (spec 2 section 2): provider name (to the LSP bill), file (to its preview),
// country, payroll cycle, LSP checkbox, status, total and the actions: the row's workflow buttons (spec 2
// section 4) and its menu (delete, view history, LSP data).
import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import type { GtnFile } from "@/lib/payroll/dto";
import { formatAmount } from "@/lib/money";
import { canDeleteStatus, CYCLE_LABELS, type PayrollCycleValue } from "@/lib/payroll/schema";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { StatusPill, lspDataActionLabel } from "@/components/payroll/shared";
import { PayReportStatusActions } from "@/components/payroll/pay-report-status-actions";
import type { AllowedWorkbookActions } from "@/lib/payroll/workbook-actions";

export type PayReportRowHandlers = {
  onChanged: () => unknown;
  onErrors: (file: GtnFile) => void;
  onDelete: (file: GtnFile) => void;
  onHistory: (file: GtnFile) => void;
  onLspData: (file: GtnFile) => void;
};

const linkClass = "text-indigo-700 hover:underline";

export function payReportColumns(
  workbookId: string,
  actions: AllowedWorkbookActions,
  on: PayReportRowHandlers,
): ColumnDef<GtnFile, unknown>[] {
  const instance = `/payroll/payroll-instances/${workbookId}`;
  return [
    {
      id: "provider",
      header: "Provider name",
      cell: ({ row: { original: f } }) => {
        const name = f.providerName ?? "Unknown LSP";
        if (!f.lspId) return name;
        const href = `${instance}/lspBillsDetail?country=${f.country}&lspId=${f.lspId}&payrollCycle=${f.payrollCycle}&payrollPeriod=${f.payrollPeriod}`;
        return (
          <Link href={href} className={linkClass}>
            {name}
          </Link>
        );
      },
    },
    {
      id: "file",
      header: "File",
      cell: ({ row: { original: f } }) => (
        <Link href={`${instance}/pay-report-preview/${f.id}`} className={linkClass}>
          {f.fileName}
        </Link>
      ),
    },
    {
      id: "country",
      header: "Country",
      cell: ({ row: { original: f } }) => (
        <Link href={`${instance}/countries/${f.country}`} className={linkClass}>
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
            <button type="button" className="ml-2 text-xs underline" onClick={() => on.onErrors(f)}>
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
        <div className="flex flex-wrap items-center justify-end gap-2">
          {actions.transition ? <PayReportStatusActions file={f} onChanged={on.onChanged} /> : null}
          <RowActionsMenu
            label={`Actions for ${f.fileName}`}
            actions={[
              actions.remove &&
                canDeleteStatus(f.processingStatus) && { label: "Delete", onSelect: () => on.onDelete(f) },
              { label: "View history", onSelect: () => on.onHistory(f) },
              { label: lspDataActionLabel(f, actions.lspData), onSelect: () => on.onLspData(f) },
            ]}
          />
        </div>
      ),
    },
  ];
}
