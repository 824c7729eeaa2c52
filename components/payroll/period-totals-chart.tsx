"use client";

// /payroll-reports: the company's monthly payroll totals by category over the last 12 published periods, one
// currency at a time (recharts SVG with a title and description), then the same figures as a table for screen
// readers. Amounts: two decimals, negatives in brackets (spec 2 section 9). The points come from the page's months
// (chartTotalsOf, the list's own figures); a currency with fewer than two months draws no line and is not offered,
// and without any such currency the chart is not shown.
import { useId, useState } from "react";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { PeriodTotals } from "@/lib/payroll/company-reports/report-months";
import { CATEGORY_COLUMNS } from "@/lib/payroll/schema";
import { periodLabel } from "@/lib/payroll/company-reports/schema";
import { formatAmount } from "@/lib/money";

const COLOURS = ["#4338ca", "#b45309", "#047857", "#be123c", "#0369a1", "#6d28d9", "#4d7c0f", "#0f172a"];

export function PeriodTotalsChart({ totals }: { totals: PeriodTotals[] }) {
  const count = (c: string) => totals.filter((t) => t.currency === c).length;
  const currencies = [...new Set(totals.map((t) => t.currency))].filter((c) => count(c) >= 2).sort();
  const [picked, setCurrency] = useState(currencies[0] ?? "");
  const selectId = useId();
  if (currencies.length === 0) return null;
  const currency = currencies.includes(picked) ? picked : currencies[0];
  const rows = totals.filter((t) => t.currency === currency).sort((a, b) => a.period.localeCompare(b.period));
  const data = rows.map((r) => ({
    month: periodLabel(r.period),
    ...Object.fromEntries(CATEGORY_COLUMNS.map(([key, label]) => [label, Number(r.totals[key])])),
  }));
  return (
    <figure className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <figcaption className="text-sm text-slate-700">
          Monthly payroll totals by category, last {rows.length} published {rows.length === 1 ? "month" : "months"}
          {currencies.length === 1 ? ` (${currency})` : ""}.
        </figcaption>
        {currencies.length > 1 ? (
          <div className="flex items-center gap-2 text-sm">
            <label htmlFor={selectId} className="text-slate-700">
              Currency
            </label>
            <select
              id={selectId}
              value={currency}
              onChange={(e) => setCurrency(e.target.value)}
              className="min-h-10 rounded-md border border-slate-300 bg-white px-2"
            >
              {currencies.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <div className="h-72 w-full" data-testid="payroll-totals-chart">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={data}
            title={`Payroll totals by category in ${currency}`}
            desc={`Monthly totals per category in ${currency} for ${rows.map((r) => periodLabel(r.period)).join(", ")}`}
          >
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="month" />
            <YAxis />
            <Tooltip formatter={(value) => formatAmount(String(value))} />
            <Legend />
            {CATEGORY_COLUMNS.map(([key, label], i) => (
              <Line
                key={key}
                type="monotone"
                dataKey={label}
                stroke={COLOURS[i % COLOURS.length]}
                strokeWidth={key === "total" ? 3 : 1.5}
                dot={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      {/* The chart's figures for screen readers: a visually hidden plain table (not the kit's DataTable, which is
          a visible, bordered list) kept on purpose beside the SVG. */}
      <div className="sr-only">
        <table>
          <caption>Payroll totals by category and month in {currency}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              {CATEGORY_COLUMNS.map(([key, label]) => (
                <th scope="col" key={key}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.period}>
                <th scope="row">{periodLabel(r.period)}</th>
                {CATEGORY_COLUMNS.map(([key]) => (
                  <td key={key}>{formatAmount(r.totals[key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
