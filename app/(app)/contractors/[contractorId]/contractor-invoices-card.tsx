"use client";

import { useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { formatDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { CONTRACTOR_INVOICE_PAGE_SIZE, INVOICE_STATES } from "@/lib/contractors/schema";
import { useContractorInvoices, type ContractorInvoicePage } from "@/lib/swr/use-contractor-invoices";
import { DataTable } from "@/components/ui/data-table";
import { SelectField } from "@/components/ui/field";
import { Card, EmptyState } from "@/components/ui/misc";
import { Pager } from "@/components/ui/pager";
import { stateLabel } from "@/components/contractors/contractor-state-badge";

const FAILED = "Something went wrong, please contact our support team";

type Invoice = ContractorInvoicePage["items"][number];

const COLUMNS: ColumnDef<Invoice, unknown>[] = [
  { id: "description", header: "Description", cell: ({ row }) => row.original.description ?? "-" },
  { id: "raised", header: "Raised", cell: ({ row }) => formatDate(row.original.raisedAt) },
  {
    id: "dueDate",
    header: "Due date",
    cell: ({ row: { original: inv } }) => (
      <>
        {formatDate(inv.dueDate)}
        {inv.overdueBy > 0 ? (
          <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-xs font-medium text-red-900">
            Overdue by {inv.overdueBy} {inv.overdueBy === 1 ? "day" : "days"}
          </span>
        ) : null}
      </>
    ),
  },
  {
    id: "amount",
    header: "Amount",
    meta: { className: "text-right tabular-nums" },
    cell: ({ row }) => formatMoney(row.original.amount, row.original.currency),
  },
  { id: "status", header: "Status", cell: ({ row }) => stateLabel(row.original.state) },
  { id: "paid", header: "Paid", cell: ({ row }) => (row.original.paidAt ? formatDate(row.original.paidAt) : "-") },
];

export function InvoicesCard({
  contractorId,
  name,
  first,
}: {
  contractorId: string;
  name: string;
  first: ContractorInvoicePage;
}) {
  const [state, setState] = useState("");
  const [page, setPage] = useState(1);
  const isFirst = page === 1 && !state;
  const { data, error, isLoading } = useContractorInvoices(
    contractorId,
    { page, size: CONTRACTOR_INVOICE_PAGE_SIZE, state: state || undefined },
    isFirst ? first : undefined,
  );
  const rows = data?.items ?? [];
  return (
    <Card
      title="Invoices"
      actions={
        <div className="w-48">
          <SelectField
            label="Invoice status"
            value={state}
            placeholder="All statuses"
            options={INVOICE_STATES.map((s) => ({ value: s, label: stateLabel(s) }))}
            onChange={(e) => {
              setState(e.target.value);
              setPage(1);
            }}
          />
        </div>
      }
    >
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {FAILED}
        </p>
      ) : rows.length === 0 && !isLoading ? (
        <EmptyState title="No invoices" />
      ) : (
        <div className="space-y-3">
          <DataTable
            caption={`Invoices of ${name}`}
            columns={COLUMNS}
            rows={rows}
            loading={isLoading}
            getRowId={(inv) => inv.id}
            rowProps={() => ({ "data-testid": "contractor-invoice" })}
          />
          <Pager
            label="Invoice pages"
            pageIndex={page - 1}
            pageCount={data?.pages}
            totalCount={data?.total}
            onPageIndexChange={(i) => setPage(i + 1)}
          />
        </div>
      )}
    </Card>
  );
}
