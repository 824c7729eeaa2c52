"use client";

// Gross and net per month over the last 12 months, one currency at a time (recharts SVG with a title and
// description, as components/payroll/period-totals-chart.tsx draws the company's totals), then the same figures as
// a visually hidden table for screen readers. Figures are the pay history's, summed exactly on the server.
import { useId, useState } from "react";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { periodLabel } from "@/lib/payroll/company-reports/schema";
import { payslipAmount } from "@/lib/payslips/format";
import type { PayHistory } from "@/lib/payslips/schema";

export function PayChart({ history }: { history: PayHistory }) {
  const currencies = [...new Set(history.months.map((m) => m.currency))].sort();
  const [picked, setPicked] = useState(currencies[0] ?? "");
  const selectId = useId();
  if (currencies.length === 0) return null;
  const currency = currencies.includes(picked) ? picked : currencies[0];
  const rows = history.months.filter((m) => m.currency === currency);
  const data = rows.map((r) => ({ month: periodLabel(r.period), Gross: Number(r.gross), Net: Number(r.net) }));
  const span = `${periodLabel(history.from)} to ${periodLabel(history.to)}`;
  return (
    <figure className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <figcaption className="text-sm text-slate-700">
          Gross and net pay per month in {currency}, {span}.
        </figcaption>
        {currencies.length > 1 ? (
          <div className="flex items-center gap-2 text-sm">
            <label htmlFor={selectId} className="text-slate-700">
              Currency
            </label>
            <select
              id={selectId}
              value={currency}
              onChange={(e) => setPicked(e.target.value)}
              className="min-h-10 rounded-md border border-slate-300 bg-white px-2"
            >
              {currencies.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {/* Hidden from screen readers (the table below says the same), so nothing in it may take focus. */}
      <div className="h-64 w-full" data-testid="pay-chart" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            title={`Gross and net pay in ${currency}`}
            desc={`Per month, ${span}`}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="month" />
            <YAxis />
            <Tooltip formatter={(value) => payslipAmount(String(value), currency)} />
            <Legend />
            <Bar dataKey="Gross" fill="#4338ca" />
            <Bar dataKey="Net" fill="#047857" />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <div className="sr-only">
        <table>
          <caption>Gross and net pay per month in {currency}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Gross</th>
              <th scope="col">Net</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.period}>
                <th scope="row">{periodLabel(r.period)}</th>
                <td>{payslipAmount(r.gross, currency)}</td>
                <td>{payslipAmount(r.net, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
