"use client";

// Termination requests list (spec 2 section 2): employee, role, country, requested by (customer-support admins
// only), status; each row leads to the read-only request.
import type { ColumnDef } from "@tanstack/react-table";
import type { TerminationRow } from "@/lib/terminations/dto";
import { TERMINATION_STATUS_LABEL } from "@/lib/terminations/schema";
import { formatDate } from "@/lib/dates";
import { countryName, enumLabel } from "@/lib/display";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState, Pill } from "@/components/ui/misc";

const EMPLOYEE: ColumnDef<TerminationRow, unknown>[] = [
  {
    id: "employee",
    header: "Employee",
    cell: ({ row }) => <span className="text-blue-700 underline">{row.original.employeeName}</span>,
  },
  { id: "role", header: "Role", cell: ({ row }) => row.original.role ?? "-" },
  { id: "country", header: "Country", cell: ({ row }) => countryName(row.original.country) },
];
const REQUESTED_BY: ColumnDef<TerminationRow, unknown> = {
  id: "requestedBy",
  header: "Requested by",
  cell: ({ row }) => row.original.requestedBy ?? "-",
};
const REQUEST: ColumnDef<TerminationRow, unknown>[] = [
  { id: "requestedOn", header: "Requested on", cell: ({ row }) => formatDate(row.original.createdAt) },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => <Pill>{TERMINATION_STATUS_LABEL[row.original.status] ?? enumLabel(row.original.status)}</Pill>,
  },
];
const COLUMNS = [...EMPLOYEE, ...REQUEST];
const COLUMNS_WITH_REQUESTER = [...EMPLOYEE, REQUESTED_BY, ...REQUEST];

const viewHref = (r: TerminationRow) =>
  `/companies/${r.companyId}/employee/${r.employeeId}/termination-requests/${r.id}/view`;

export function TerminationRequestsTable({
  rows,
  showRequestedBy,
}: {
  rows: TerminationRow[];
  showRequestedBy: boolean;
}) {
  if (!rows.length) return <EmptyState title="No termination requests yet" />;
  return (
    <DataTable
      caption="Termination requests"
      columns={showRequestedBy ? COLUMNS_WITH_REQUESTER : COLUMNS}
      rows={rows}
      getRowId={(r) => r.id}
      rowHref={viewHref}
    />
  );
}
