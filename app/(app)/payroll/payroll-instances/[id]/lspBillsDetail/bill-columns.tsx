"use client";

// The bill's table (spec 2 section 2): one row per employee with a checkbox, the category columns in the spec's
// order (total last, with the variance under each figure in the variance view), the errors and justification
// icons, status, LSP bill number and the row's menu. The columns depend on the view alone (DataTable renders each
// cell as a component: new cell functions would remount every row, dropping the focus a dialog returns to its
// opener); what changes with the data (selection, findings, errors, openers) reaches the cells through a context.
import type { AllowedBillActions } from "@/lib/payroll/workbook-actions";
import { createContext, useContext, type Dispatch, type SetStateAction } from "react";
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
import { FindingsBadge, RowFindingSentences, findingsOfRow } from "./bill-findings";
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

/** What the cells read that changes with the data (provided around the table by the page). */
export type BillTableState = {
  rows: Row[];
  selected: Set<string>;
  setSelected: Dispatch<SetStateAction<Set<string>>>;
  files: BillDetail["reportSummary"];
  fileErrors: ProcessingError[] | undefined;
  findings?: Finding[];
  actions: AllowedBillActions;
  open: RowOpeners;
};

export const BillTableContext = createContext<BillTableState | null>(null);

function useBillTable(): BillTableState {
  const state = useContext(BillTableContext);
  if (!state) throw new Error("BillTableContext missing");
  return state;
}

function SelectAll() {
  const { rows, selected, setSelected } = useBillTable();
  const allChecked = rows.length > 0 && rows.every((r) => selected.has(keyOf(r)));
  return (
    <input
      type="checkbox"
      aria-label="Select all"
      checked={allChecked}
      onChange={() => setSelected(allChecked ? new Set() : new Set(rows.map(keyOf)))}
    />
  );
}

function SelectRow({ r }: { r: Row }) {
  const { selected, setSelected } = useBillTable();
  const toggle = () =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(keyOf(r))) n.delete(keyOf(r));
      else n.add(keyOf(r));
      return n;
    });
  return (
    <input type="checkbox" aria-label={`Select ${nameOf(r)}`} checked={selected.has(keyOf(r))} onChange={toggle} />
  );
}

function EmployeeCell({ r, justifications }: { r: Row; justifications: boolean }) {
  const { open, findings } = useBillTable();
  return (
    <>
      {justifications ? (
        <button type="button" className="font-medium text-indigo-700 hover:underline" onClick={() => open.note(r)}>
          {nameOf(r)}
        </button>
      ) : (
        <span className="font-medium text-slate-900">{nameOf(r)}</span>
      )}
      <div className="text-xs text-slate-500">{r.employeeRef}</div>
      {findings ? <RowFindingSentences findings={findingsOfRow(findings, r)} /> : null}
    </>
  );
}

function NotesCell({ r, view }: { r: Row; view: BillView }) {
  const { fileErrors, findings, open } = useBillTable();
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
}

function ActionsCell({ r }: { r: Row }) {
  const { files, actions, open } = useBillTable();
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
}

/** The columns of a view; memoise them on (view, justifications) and provide BillTableContext around the table. */
export function billColumns({
  view,
  justifications,
  comparable = true,
}: {
  view: BillView;
  justifications: boolean;
  /** False when the variance period has no register: no change or percent to show (the chart says why). */
  comparable?: boolean;
}): Column[] {
  return [
    { id: "select", header: () => <SelectAll />, cell: ({ row }) => <SelectRow r={row.original} /> },
    {
      id: "employee",
      header: "Employee",
      cell: ({ row }) => <EmployeeCell r={row.original} justifications={justifications} />,
    },
    ...CATEGORY_COLUMNS.map(([k, label]): Column => ({
      id: k,
      header: label,
      meta: { className: "text-right tabular-nums" },
      cell: ({ row: { original: r } }) => (
        <span data-col={k}>
          {formatAmount(r.totals[k])}
          {view === "variance" && comparable && r.variances ? (
            <span className="block text-xs text-slate-500" data-testid={`variance-${k}`}>
              {formatAmount(r.variances[k].variance)} ({r.variances[k].variancePercentage.toFixed(2)}%)
            </span>
          ) : null}
        </span>
      ),
    })),
    {
      id: "notes",
      header: () => <span className="sr-only">Errors, findings and justification</span>,
      meta: { className: "whitespace-nowrap" },
      cell: ({ row }) => <NotesCell r={row.original} view={view} />,
    },
    { id: "status", header: "Status", cell: ({ row }) => <StatusPill status={row.original.status} /> },
    { id: "billNumber", header: "LSP bill number", cell: ({ row }) => row.original.lspBillNumber ?? "-" },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: "relative" },
      cell: ({ row }) => <ActionsCell r={row.original} />,
    },
  ];
}
