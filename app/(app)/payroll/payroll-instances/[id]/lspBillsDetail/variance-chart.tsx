"use client";

// The LSP bill's variance view: per category, the change of this bill against the previous period and cycle
// as bars (increases and decreases in two colours), the largest moving categories and employees named in text,
// and the figures as a table for screen readers. Two decimals, negatives in brackets (spec 2 section 9).
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { VarianceSummary } from "@/lib/payroll/dto";
import { CATEGORY_COLUMNS, MONTH_NAMES } from "@/lib/payroll/schema";
import { formatAmount } from "@/lib/money";

const LABEL = Object.fromEntries(CATEGORY_COLUMNS) as Record<string, string>;
const signed = (v: string) => (v.startsWith("-") ? formatAmount(v) : `+${formatAmount(v)}`);

export function VarianceChart({
  summary,
  against,
}: {
  summary: VarianceSummary;
  against: { year: number; month: number; cycleLabel: string };
}) {
  const versus = `${MONTH_NAMES[against.month - 1]} ${against.year}, ${against.cycleLabel}`;
  if (summary.length === 0) return null;
  // Against a period without a register every change would read as the whole amount (+100%): say so instead.
  if (summary.every((s) => s.hasPrevious === false))
    return (
      <p
        className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800"
        data-testid="variance-chart"
      >
        Nothing to compare: no register for {versus}.
      </p>
    );
  return (
    <section aria-label="Variance by category" className="space-y-4" data-testid="variance-chart">
      {summary.map(({ currency, categories, movers }) => {
        const bars = categories.filter((c) => c.category !== "total");
        const total = categories.find((c) => c.category === "total");
        const top = [...bars]
          .filter((c) => Number(c.change) !== 0)
          .sort((a, b) => Math.abs(Number(b.change)) - Math.abs(Number(a.change)))
          .slice(0, 3);
        const data = bars.map((c) => ({ name: LABEL[c.category], change: Number(c.change) }));
        return (
          <figure key={currency} className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
            <figcaption className="text-sm text-slate-700">
              Change per category in {currency} against {versus}
              {total ? `: total ${signed(total.change)}` : ""}.
            </figcaption>
            <div className="h-64 w-full">
              <ResponsiveContainer width="100%" height="100%">
                <BarChart
                  data={data}
                  title={`Variance per category in ${currency}`}
                  desc={`Change against ${versus} for each pay category`}
                >
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="name" interval={0} tick={{ fontSize: 11 }} />
                  <YAxis />
                  <Tooltip formatter={(value) => signed(String(value))} />
                  <ReferenceLine y={0} stroke="#334155" />
                  <Bar dataKey="change" name="Change">
                    {data.map((d) => (
                      <Cell key={d.name} fill={d.change < 0 ? "#be123c" : "#047857"} />
                    ))}
                  </Bar>
                </BarChart>
              </ResponsiveContainer>
            </div>
            <p className="text-sm text-slate-800" data-testid="variance-top-categories">
              {top.length
                ? `Largest moves: ${top.map((c) => `${LABEL[c.category]} ${signed(c.change)}`).join(", ")}.`
                : "No category changed."}
            </p>
            {movers.length ? (
              <div className="text-sm text-slate-800">
                <h3 className="font-medium">Employees who moved most</h3>
                <ol className="list-decimal pl-6" data-testid="variance-movers">
                  {movers.map((m) => (
                    <li key={m.employeeRef}>
                      {m.name}: {signed(m.change)} ({formatAmount(m.previous)} to {formatAmount(m.current)})
                    </li>
                  ))}
                </ol>
              </div>
            ) : null}
            {/* The chart's figures for screen readers: a visually hidden plain table with row headers, kept on
                purpose (the kit's DataTable is a visible, bordered list, and renders no row headers). */}
            <div className="sr-only">
              <table>
                <caption>Variance per category in {currency}</caption>
                <thead>
                  <tr>
                    <th scope="col">Category</th>
                    <th scope="col">This bill</th>
                    <th scope="col">Previous</th>
                    <th scope="col">Change</th>
                  </tr>
                </thead>
                <tbody>
                  {categories.map((c) => (
                    <tr key={c.category}>
                      <th scope="row">{LABEL[c.category]}</th>
                      <td>{formatAmount(c.current)}</td>
                      <td>{formatAmount(c.previous)}</td>
                      <td>{formatAmount(c.change)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </figure>
        );
      })}
    </section>
  );
}
