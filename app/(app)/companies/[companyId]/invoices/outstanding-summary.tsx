// What the company still owes per currency, above its invoices: the amount to pay and how many invoices are overdue.
import { formatMoney } from "@/lib/money";
import type { CompanyInvoicePage } from "@/lib/swr/use-company-invoices";
import { Card } from "@/components/ui/misc";

export function OutstandingSummary({ outstanding }: { outstanding: CompanyInvoicePage["outstanding"] }) {
  return (
    <Card title="Outstanding">
      {outstanding.length === 0 ? (
        <p className="text-sm text-slate-700">Every invoice is paid.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Outstanding per currency">
          {outstanding.map((o) => (
            <li key={o.currency} className="rounded-md border border-slate-200 p-3">
              <p className="text-lg font-semibold tabular-nums text-slate-900">{formatMoney(o.amount, o.currency)}</p>
              <p className="text-sm text-slate-700">
                {o.invoiceCount} unpaid {o.invoiceCount === 1 ? "invoice" : "invoices"}
                {o.overdueCount ? `, ${o.overdueCount} overdue` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
