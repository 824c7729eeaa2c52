"use client";

import { useState } from "react";
import { formatDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { CONTRACTOR_INVOICE_PAGE_SIZE, INVOICE_STATES } from "@/lib/contractors/schema";
import { useContractorInvoices, type ContractorInvoicePage } from "@/lib/swr/use-contractor-invoices";
import { SelectField } from "@/components/ui/field";
import { Card, EmptyState } from "@/components/ui/misc";
import { Pager } from "@/components/ui/pager";
import { stateLabel } from "@/components/contractors/contractor-state-badge";

const FAILED = "Something went wrong, please contact our support team";

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
  // Keyset paging: the cursors of the pages seen so far, so 'Previous' goes back without offsets.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const pageIndex = cursors.length - 1;
  const isFirst = pageIndex === 0 && !state;
  const { data, error, isLoading } = useContractorInvoices(
    contractorId,
    { cursor: cursors[pageIndex], state: state || undefined, pageSize: CONTRACTOR_INVOICE_PAGE_SIZE },
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
              setCursors([undefined]);
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
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" aria-busy={isLoading || undefined}>
              <caption className="sr-only">Invoices of {name}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-700">
                  <th scope="col" className="py-2">
                    Description
                  </th>
                  <th scope="col">Raised</th>
                  <th scope="col">Due date</th>
                  <th scope="col" className="text-right">
                    Amount
                  </th>
                  <th scope="col">Status</th>
                  <th scope="col">Paid</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((inv) => (
                  <tr key={inv.id} className="border-b border-slate-100" data-testid="contractor-invoice">
                    <td className="py-2">{inv.description ?? "-"}</td>
                    <td>{formatDate(inv.raisedAt)}</td>
                    <td>
                      {formatDate(inv.dueDate)}
                      {inv.overdueBy > 0 ? (
                        <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-xs font-medium text-red-900">
                          Overdue by {inv.overdueBy} {inv.overdueBy === 1 ? "day" : "days"}
                        </span>
                      ) : null}
                    </td>
                    <td className="text-right tabular-nums">{formatMoney(inv.amount, inv.currency)}</td>
                    <td>{stateLabel(inv.state)}</td>
                    <td>{inv.paidAt ? formatDate(inv.paidAt) : "-"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            label="Invoice pages"
            pageIndex={pageIndex}
            hasNext={!!data?.nextCursor}
            onPageIndexChange={(i) =>
              setCursors((list) =>
                i < list.length - 1 ? list.slice(0, i + 1) : [...list, data?.nextCursor ?? undefined],
              )
            }
          />
        </div>
      )}
    </Card>
  );
}
