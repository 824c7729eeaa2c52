"use client";

// The bill's table (spec 2 section 2): one row per employee with a checkbox, the category columns in the spec's
// order (total last, with the variance under each figure in the variance view), the errors and justification
// icons, status, LSP bill number and the row's menu.
import type { AllowedBillActions } from "@/lib/payroll/workbook-actions";
import type { Dispatch, SetStateAction } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import type { BillDetail, BillEmployee, GtnFile, ProcessingError } from "@/lib/payroll/dto";
import { CATEGORY_COLUMNS } from "@/lib/payroll/schema";
import { formatAmount } from "@/lib/money";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { StatusPill, lspDataActionLabel } from "@/components/payroll/shared";
import { nameOf } from "./bill-employee-dialogs";
import type { BillView } from "./bill-filters";
import { keyOf } from "./use-bill-detail";
import type { DeleteTarget } from "./use-bulk-actions";
import { FindingsBadge, findingsOfRow } from "./bill-findings";
import type { Finding } from "@/lib/payroll/anomalies/schema";

type Row = BillEmployee;
type Column = ColumnDef<Row, unknown>;

/** What the row's name and menu open. */
export type RowOpeners = {
  note: (row: Row) => void;
  pay: (row: Row) => void;
  history: (gtnId: string) => void;
  remove: (target: DeleteTarget) => void;
  lspData: (file: GtnFile) => void;
  /** Issue 27: the row's anomaly findings. */
  findings?: (row: Row) => void;
};

function selectColumn(rows: Row[], selected: Set<string>, setSelected: Dispatch<SetStateAction<Set<string>>>): Column {
  const allChecked = rows.length > 0 && rows.every((r) => selected.has(keyOf(r)));
  const toggle = (r: Row) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(keyOf(r))) n.delete(keyOf(r));
      else n.add(keyOf(r));
      return n;
    });
  return {
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
  };
}

function notesColumn(
  view: BillView,
  fileErrors: ProcessingError[] | undefined,
  findings: Finding[] | undefined,
  open: RowOpeners,
): Column {
  return {
    id: "notes",
    header: () => <span className="sr-only">Errors, findings and justification</span>,
    meta: { className: "whitespace-nowrap" },
    cell: ({ row: { original: r } }) => {
      const messages = [...new Set((fileErrors ?? []).filter((e) => e.dataFrameId === r.gtnId).map((e) => e.message))];
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
          {open.findings ? (
            <FindingsBadge findings={findingsOfRow(findings, r)} name={nameOf(r)} onOpen={() => open.findings?.(r)} />
          ) : null}
        </>
      );
    },
  };
}

function actionsColumn(files: BillDetail["reportSummary"], actions: AllowedBillActions, open: RowOpeners): Column {
  return {
    id: "actions",
    header: () => <span className="sr-only">Actions</span>,
    meta: { className: "relative" },
    cell: ({ row: { original: r } }) => {
      const file = files.find((f) => f.id === r.gtnId);
      return (
        <RowActionsMenu
          label={`Actions for ${nameOf(r)}`}
          actions={[
            { label: "View pay detail", onSelect: () => open.pay(r) },
            { label: "View history", onSelect: () => open.history(r.gtnId) },
            actions.remove &&
              r.status !== "APPROVED" &&
              r.status !== "PUBLISHED" && {
                label: "Delete",
                onSelect: () => open.remove({ ids: [r.gtnId], rows: [r] }),
              },
            !!file && {
              label: lspDataActionLabel(file, actions.lspData),
              onSelect: () => open.lspData(file),
            },
          ]}
        />
      );
    },
  };
}

export function billColumns({
  rows,
  selected,
  setSelected,
  view,
  justifications,
  files,
  fileErrors,
  findings,
  actions,
  open,
}: {
  rows: Row[];
  selected: Set<string>;
  setSelected: Dispatch<SetStateAction<Set<string>>>;
  view: BillView;
  justifications: boolean;
  files: BillDetail["reportSummary"];
  fileErrors: ProcessingError[] | undefined;
  findings?: Finding[];
  actions: AllowedBillActions;
  open: RowOpeners;
}): Column[] {
  return [
    selectColumn(rows, selected, setSelected),
    {
      id: "employee",
      header: "Employee",
      cell: ({ row: { original: r } }) => (
        <>
          {justifications ? (
            <button type="button" className="font-medium text-indigo-700 hover:underline" onClick={() => open.note(r)}>
              {nameOf(r)}
            </button>
          ) : (
            <span className="font-medium text-slate-900">{nameOf(r)}</span>
          )}
          <div className="text-xs text-slate-500">{r.employeeRef}</div>
        </>
      ),
    },
    ...CATEGORY_COLUMNS.map(([k, label]): Column => ({
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
    notesColumn(view, fileErrors, findings, open),
    { id: "status", header: "Status", cell: ({ row }) => <StatusPill status={row.original.status} /> },
    { id: "billNumber", header: "LSP bill number", cell: ({ row }) => row.original.lspBillNumber ?? "-" },
    actionsColumn(files, actions, open),
  ];
}
