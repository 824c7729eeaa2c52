"use client";

// The rows of a legal entity or payroll provider list; each row leads to its record under pageBase.
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/ui/data-table";
import { Pill } from "@/components/ui/misc";

export type ProviderRow = {
  id: string;
  name: string;
  lspName: string;
  countryName: string;
  isActive: boolean;
  hasHistory?: boolean;
};

const COLUMNS: ColumnDef<ProviderRow, unknown>[] = [
  {
    id: "name",
    header: "Name",
    cell: ({ row }) => <span className="text-indigo-700 underline">{row.original.name}</span>,
  },
  { id: "lsp", header: "LSP", cell: ({ row }) => row.original.lspName },
  { id: "country", header: "Country", cell: ({ row }) => row.original.countryName },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => (
      <Pill tone={row.original.isActive ? "success" : "neutral"}>{row.original.isActive ? "Active" : "Inactive"}</Pill>
    ),
  },
];
const COLUMNS_WITH_HISTORY: ColumnDef<ProviderRow, unknown>[] = [
  ...COLUMNS,
  { id: "payReports", header: "Pay reports", cell: ({ row }) => (row.original.hasHistory ? "Yes" : "No") },
];

export function ProviderRowsTable({ title, pageBase, rows }: { title: string; pageBase: string; rows: ProviderRow[] }) {
  const showHistory = rows.some((r) => r.hasHistory !== undefined);
  return (
    <DataTable
      caption={title}
      columns={showHistory ? COLUMNS_WITH_HISTORY : COLUMNS}
      rows={rows}
      getRowId={(r) => r.id}
      rowHref={(r) => `${pageBase}/${r.id}`}
    />
  );
}
