"use client";

// The list's columns (stable: cells render as components) and its selection, shared through a context so ticking
// a box re-renders the boxes without remounting the rows (keyboard focus stays on the box).
import { createContext, useContext } from "react";
import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { formatDateTime } from "@/lib/dates";
import { APPROVAL_KIND_LABELS, type WaitingItem } from "@/lib/approvals/schema";
import { itemKey } from "./outcome";

type Selection = { selected: ReadonlySet<string>; rows: WaitingItem[]; setSelected: (next: Set<string>) => void };

export const SelectionContext = createContext<Selection>({ selected: new Set(), rows: [], setSelected: () => {} });

const BOX = "h-5 w-5 accent-indigo-600";

/** Outside the table (its header row is hidden at phone width), with a visible label. */
export function SelectAllOnPage() {
  const { selected, rows, setSelected } = useContext(SelectionContext);
  const onPage = rows.filter((r) => selected.has(itemKey(r))).length;
  return (
    <label className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        className={BOX}
        disabled={rows.length === 0}
        checked={rows.length > 0 && onPage === rows.length}
        ref={(el) => {
          if (el) el.indeterminate = onPage > 0 && onPage < rows.length;
        }}
        onChange={(e) => {
          const next = new Set(selected);
          for (const r of rows) {
            if (e.target.checked) next.add(itemKey(r));
            else next.delete(itemKey(r));
          }
          setSelected(next);
        }}
      />
      Select all on this page
    </label>
  );
}

function SelectRow({ item }: { item: WaitingItem }) {
  const { selected, setSelected } = useContext(SelectionContext);
  const key = itemKey(item);
  return (
    <input
      type="checkbox"
      className={BOX}
      aria-label={`Select ${item.employeeName}: ${item.summary}`}
      checked={selected.has(key)}
      onChange={(e) => {
        const next = new Set(selected);
        if (e.target.checked) next.add(key);
        else next.delete(key);
        setSelected(next);
      }}
    />
  );
}

export const APPROVAL_COLUMNS: ColumnDef<WaitingItem, unknown>[] = [
  {
    id: "select",
    header: () => <span className="sr-only">Select</span>,
    meta: { label: "Select" },
    cell: ({ row }) => <SelectRow item={row.original} />,
  },
  { header: "Type", cell: ({ row }) => APPROVAL_KIND_LABELS[row.original.kind] },
  {
    header: "Employee",
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <>
        {row.original.employeeName}
        {row.original.companyName ? (
          <span className="block text-xs text-slate-600">{row.original.companyName}</span>
        ) : null}
      </>
    ),
  },
  { header: "What", accessorKey: "summary", meta: { className: "break-words" } },
  {
    header: "Submitted",
    cell: ({ row }) => formatDateTime(row.original.submittedAt),
    meta: { className: "whitespace-nowrap" },
  },
  {
    id: "open",
    header: () => <span className="sr-only">Open</span>,
    meta: { label: "" },
    cell: ({ row }) => (
      <Link
        href={row.original.href}
        className="text-indigo-700 underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
        aria-label={`Open ${row.original.summary} of ${row.original.employeeName}`}
      >
        Open
      </Link>
    ),
  },
];
