"use client";

// Contractors table (spec 2 section 2, spec 3 section 2): Contractor, Role, Country, Start date, End date,
// Pay (invoicing currency and frequency), Status with the spec's badge tones. Each row leads to the contractor.
import type { ColumnDef } from "@tanstack/react-table";
import type { ContractorRow } from "@/lib/contractors/dto";
import { FREQUENCY_PER } from "@/lib/contractors/schema";
import { countryName } from "@/lib/display";
import { formatMoney } from "@/lib/money";
import { formatDate } from "@/lib/dates";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/misc";
import { ContractorStateBadge } from "@/components/contractors/contractor-state-badge";

const COLUMNS: ColumnDef<ContractorRow, unknown>[] = [
  {
    id: "contractor",
    header: "Contractor",
    cell: ({ row }) => <span className="font-medium text-indigo-700 underline">{row.original.name}</span>,
  },
  { id: "role", header: "Role", cell: ({ row }) => row.original.role ?? "-" },
  {
    id: "country",
    header: "Country",
    cell: ({ row }) => row.original.countryName ?? countryName(row.original.country),
  },
  {
    id: "startDate",
    header: "Start date",
    cell: ({ row }) => (row.original.startDate ? formatDate(row.original.startDate) : "-"),
  },
  {
    id: "endDate",
    header: "End date",
    cell: ({ row }) => (row.original.endDate ? formatDate(row.original.endDate) : "-"),
  },
  {
    id: "pay",
    header: "Pay",
    cell: ({ row: { original: r } }) =>
      r.rate && r.currency
        ? formatMoney(r.rate, r.currency, { per: r.frequency ? FREQUENCY_PER[r.frequency] : undefined })
        : "-",
  },
  { id: "status", header: "Status", cell: ({ row }) => <ContractorStateBadge state={row.original.state} /> },
];

export function ContractorsTable({ rows }: { rows: ContractorRow[] }) {
  if (!rows.length) return <EmptyState title="No contractors yet" />;
  return (
    <DataTable
      caption="Contractors"
      columns={COLUMNS}
      rows={rows}
      getRowId={(r) => r.id}
      rowHref={(r) => `/contractors/${r.id}`}
    />
  );
}
