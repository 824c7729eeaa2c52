"use client";

// The LSP list's table (spec 3 section 2): countries column = first 3 sorted plus a count of the rest.
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/ui/data-table";
import { Pill } from "@/components/ui/misc";

export type LspRow = { id: string; name: string; countriesLabel: string; noOfEmployees: number; isActive: boolean };

const COLUMNS: ColumnDef<LspRow, unknown>[] = [
  {
    id: "name",
    header: "Name",
    cell: ({ row }) => <span className="font-medium text-indigo-700 underline">{row.original.name}</span>,
  },
  { id: "countries", header: "Countries", cell: ({ row }) => row.original.countriesLabel || "-" },
  { id: "employees", header: "Employees", cell: ({ row }) => row.original.noOfEmployees },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => (
      <Pill tone={row.original.isActive ? "success" : "neutral"}>{row.original.isActive ? "Active" : "Inactive"}</Pill>
    ),
  },
];

export function LspsTable({ items }: { items: LspRow[] }) {
  return (
    <DataTable
      caption="Local service providers"
      columns={COLUMNS}
      rows={items}
      getRowId={(l) => l.id}
      rowHref={(l) => `/lsps/${l.id}`}
    />
  );
}
