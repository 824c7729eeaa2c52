"use client";

// The company's invoices (the overdue banner's 'Review and make a payment', spec 1 sections 2, 8): what is still
// outstanding, then every invoice with number, period, amount, status and due date and its download, sorted and
// paged on the server. How to pay sits beside the list: direct debit where set up, the statement on Balances.
import { useState } from "react";
import Link from "next/link";
import type { SortingState } from "@tanstack/react-table";
import { useCompanyInvoices, type CompanyInvoicePage } from "@/lib/swr/use-company-invoices";
import {
  COMPANY_INVOICE_PAGE_SIZES,
  type CompanyInvoiceSort,
  type TCompanyInvoicesQuery,
} from "@/lib/finance/company-invoice-schema";
import { DataTable } from "@/components/ui/data-table";
import { Banner, Card, EmptyState } from "@/components/ui/misc";
import { INVOICE_COLUMNS } from "./invoice-columns";
import { OutstandingSummary } from "./outstanding-summary";
import { INVOICES_LOAD_ERROR } from "@/lib/companies/load-errors";
import { LoadErrorNotice } from "@/components/companies/error-toast";

export function CompanyInvoicesClient({
  companyId,
  initial,
  initialQuery,
  balancesHref,
  directDebitLinks,
}: {
  companyId: string;
  initial: CompanyInvoicePage;
  initialQuery: TCompanyInvoicesQuery;
  balancesHref: string;
  directDebitLinks: { billingEntityId: string; url: string }[];
}) {
  const [query, setQuery] = useState(initialQuery);
  const isInitial = JSON.stringify(query) === JSON.stringify(initialQuery);
  const { data, error, isLoading } = useCompanyInvoices(companyId, query, isInitial ? initial : undefined);
  const page = data ?? initial;
  const sorting: SortingState = [{ id: query.sort, desc: query.dir === "desc" }];
  const overdue = page.outstanding.reduce((n, o) => n + o.overdueCount, 0);

  function sortBy(next: SortingState) {
    // A click on the sorted column turns the order around; on another column it sorts that one, newest/largest first.
    const id = (next[0]?.id ?? query.sort) as CompanyInvoiceSort;
    const dir = id === query.sort ? (query.dir === "desc" ? "asc" : "desc") : "desc";
    setQuery({ ...query, sort: id, dir, pageIndex: 0 });
  }

  return (
    <div className="space-y-4">
      {/* Spec 1 section 8: a failed reload is the toast titled Error, with the error banner. */}
      {error ? <LoadErrorNotice message={INVOICES_LOAD_ERROR} /> : null}
      {overdue > 0 ? (
        <Banner tone="warning" title={`You have ${overdue} overdue ${overdue === 1 ? "invoice" : "invoices"}.`}>
          New employee hires are paused until the overdue invoices are paid.
        </Banner>
      ) : null}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <OutstandingSummary outstanding={page.outstanding} />
        </div>
        <Card title="How to pay">
          <div className="space-y-2 text-sm text-slate-700">
            <p>Pay each invoice by bank transfer, quoting its invoice number as the payment reference.</p>
            {directDebitLinks.map((d) => (
              <p key={d.billingEntityId}>
                <a href={d.url} target="_blank" rel="noreferrer" className="text-indigo-700 underline">
                  Set up direct debit ({d.billingEntityId})<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </p>
            ))}
            <p>
              <Link href={balancesHref} className="text-indigo-700 underline">
                See your balances and download a statement
              </Link>
            </p>
          </div>
        </Card>
      </div>
      {page.totalCount === 0 && !isLoading ? (
        <EmptyState title="No invoices yet" description="Invoices appear here once the first payroll is billed." />
      ) : (
        <DataTable
          caption="Invoices"
          columns={INVOICE_COLUMNS}
          rows={page.items}
          totalCount={page.totalCount}
          page={{ pageIndex: query.pageIndex, pageSize: query.pageSize }}
          pageSizes={[...COMPANY_INVOICE_PAGE_SIZES]}
          onPageChange={(p) => setQuery({ ...query, ...p })}
          sorting={sorting}
          onSortingChange={sortBy}
          loading={isLoading}
          getRowId={(r) => `${r.number}|${r.currency}`}
          rowProps={(r) => ({ "data-testid": "invoice-row", "data-status": r.status })}
        />
      )}
    </div>
  );
}
