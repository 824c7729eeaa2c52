import { payslipAmount } from "@/lib/payslips/format";
import type { PayHistory } from "@/lib/payslips/schema";

/** The year to date per currency: gross and net of the year's current payslips. */
export function YearToDate({ ytd }: { ytd: PayHistory["yearToDate"] }) {
  if (ytd.totals.length === 0) return null;
  return (
    <section aria-labelledby="ytd-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="ytd-heading" className="text-base font-semibold text-slate-900">
        Year to date {ytd.year}
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2" data-testid="pay-ytd">
        {ytd.totals.map((t) => (
          <div key={t.currency} className="grid grid-cols-2 gap-2 rounded-md bg-slate-50 p-3 text-sm">
            <dt className="text-slate-600">Gross ({t.currency})</dt>
            <dd className="text-right tabular-nums text-slate-900">{payslipAmount(t.gross, t.currency)}</dd>
            <dt className="text-slate-600">Net ({t.currency})</dt>
            <dd className="text-right font-semibold tabular-nums text-slate-900">{payslipAmount(t.net, t.currency)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
