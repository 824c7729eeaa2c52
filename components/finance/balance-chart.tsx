"use client";

// The balance per currency over the last 12 months (recharts: SVG with its keyboard/ARIA layer, a title and a
// description), followed by the same figures as a table for screen readers.
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { BalanceHistory } from "@/lib/finance/dto";
import { currencyDecimals, formatAmount } from "@/lib/money";
import { currencyLabel } from "@/lib/display";

const COLOURS = ["#4338ca", "#b45309", "#047857", "#be123c", "#0369a1", "#6d28d9"];

export function BalanceChart({ history }: { history: BalanceHistory }) {
  if (history.currencies.length === 0) return <p className="text-sm text-slate-700">No invoices or payments yet.</p>;
  const data = history.points.map((p) => ({
    month: p.month,
    ...Object.fromEntries(history.currencies.map((c) => [c, Number(p[c])])),
  }));
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm text-slate-700">
        Closing balance (invoiced minus paid) at the end of each month, per currency.
      </figcaption>
      <div className="h-72 w-full" data-testid="balance-chart">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={data}
            title="Balance per currency over time"
            desc={`Monthly closing balance for ${history.currencies.join(", ")}`}
          >
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="month" />
            <YAxis />
            <Tooltip />
            <Legend />
            {history.currencies.map((c, i) => (
              <Line
                key={c}
                type="monotone"
                dataKey={c}
                name={currencyLabel(c)}
                stroke={COLOURS[i % COLOURS.length]}
                dot={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      {/* Hand-built on purpose: the chart's visually hidden text alternative, not a visible list. */}
      <div className="sr-only">
        <table>
          <caption>Balance per currency by month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              {history.currencies.map((c) => (
                <th scope="col" key={c}>
                  {currencyLabel(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {history.points.map((p) => (
              <tr key={p.month}>
                <th scope="row">{p.month}</th>
                {history.currencies.map((c) => (
                  <td key={c}>{formatAmount(p[c], currencyDecimals(c))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
