"use client";

// Cost estimate panel (spec 1 section 9 'Fee display'): employer costs per country, fees, deposit and FX, all
// computed by lib/hiring/fees.ts behind GET /api/calculator/employer-costs. Salary input is delayed 500 ms.
import { useEffect, useState } from "react";
import useSWR from "swr";
import { swrFetcher, shouldRetry } from "@/lib/http/client";
import { formatMoney } from "@/lib/money";
import { SALARY_INPUT_DELAY_MS } from "@/lib/hiring/constants";
import type { Quote } from "@/lib/hiring/fees";
import { TextField } from "@/components/ui/field";
import { Banner } from "@/components/ui/misc";

type Estimate = {
  currency: string;
  countryName: string;
  employerCosts: { subtotal: string; costs: { description: string; currency: string; amount: string }[] };
  quote: Quote | null;
};

export function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export function QuoteTable({ quote, title = "Cost estimate" }: { quote: Quote; title?: string }) {
  const b = quote.billingCurrency;
  const rows: [string, string][] = [
    ["Monthly gross salary", formatMoney(quote.convertedMonthlySalary, b)],
    ["Employer costs (estimate)", formatMoney(quote.convertedMonthlyEmployerCosts, b)],
    ...(quote.fxFee !== "0" && Number(quote.fxFee) !== 0
      ? ([["FX fee", formatMoney(quote.fxFee, b)]] as [string, string][])
      : []),
    ["Management fee", formatMoney(quote.managementFee, b)],
    ...(Number(quote.zeroDepositFee) !== 0
      ? ([["Zero deposit insurance", formatMoney(quote.zeroDepositFee, b)]] as [string, string][])
      : []),
  ];
  return (
    <div className="space-y-3" data-testid="quote">
      <h3 className="font-semibold">{title}</h3>
      <dl className="space-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-slate-600">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-1 font-semibold">
          <dt>Estimated monthly total</dt>
          <dd data-testid="monthly-total">{formatMoney(quote.estimatedMonthlyTotal, b)}</dd>
        </div>
      </dl>
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Setup fee</dt>
          <dd>{formatMoney(quote.setupFee, b)}</dd>
        </div>
        {Number(quote.depositFee.convertedAmount) !== 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Deposit (APD)</dt>
            <dd>{formatMoney(quote.depositFee.convertedAmount, b)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-1 font-semibold">
          <dt>One-time total</dt>
          <dd data-testid="one-time-total">{formatMoney(quote.oneTimeTotal, b)}</dd>
        </div>
      </dl>
      {quote.salaryCurrency !== b ? (
        <p className="text-xs text-slate-600">
          Salary converted from {quote.salaryCurrency} at 1 {quote.salaryCurrency} = {quote.fxRate} {b}.
        </p>
      ) : null}
      <p className="text-xs text-slate-600">Fees exclude VAT.</p>
    </div>
  );
}

export function CostEstimatePanel({
  countryCode,
  companyId,
  billingCurrency,
  fees,
  salary: controlledSalary,
}: {
  countryCode: string;
  companyId: string;
  billingCurrency?: string | null;
  fees?: {
    managementFee?: number;
    setupFee?: number;
    depositType?: string;
    apdPercent?: number | null;
    zeroDepositFee?: number;
  };
  /** When the form owns the salary (admin salary variant); otherwise the panel has its own input. */
  salary?: number | null;
}) {
  const [ownSalary, setOwnSalary] = useState("");
  const salaryInput = controlledSalary !== undefined ? String(controlledSalary ?? "") : ownSalary;
  const salary = useDebounced(salaryInput, SALARY_INPUT_DELAY_MS);
  const q = new URLSearchParams({
    countryCode,
    annualSalary: salary && Number(salary) > 0 ? salary : "1",
    companyId,
    managementPricing: "standard",
  });
  if (billingCurrency) q.set("billingCurrency", billingCurrency);
  for (const [k, v] of Object.entries(fees ?? {}))
    if (v !== undefined && v !== null && !(typeof v === "number" && Number.isNaN(v))) q.set(k, String(v));
  const { data, error } = useSWR<{ data: Estimate }>(
    countryCode ? `/api/calculator/employer-costs?${q}` : null,
    swrFetcher,
    {
      onErrorRetry: (e, _k, _c, revalidate, { retryCount }) => {
        if (shouldRetry(e) && retryCount < 3) setTimeout(() => revalidate({ retryCount }), 1000);
      },
      keepPreviousData: true,
    },
  );
  return (
    <aside className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm" aria-label="Cost estimate">
      <h2 className="text-base font-semibold">Cost estimate</h2>
      {controlledSalary === undefined ? (
        <TextField
          label="Annual base salary"
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          value={ownSalary}
          onChange={(e) => setOwnSalary(e.target.value)}
          hint={data ? `In ${data.data.currency}` : undefined}
        />
      ) : null}
      {!countryCode ? <p className="text-sm text-slate-600">Choose a country to see the estimate.</p> : null}
      {error ? <Banner tone="error" title={error.message} /> : null}
      {data?.data ? (
        <>
          <div className="text-sm">
            <p className="font-medium">Employer costs per year ({data.data.currency})</p>
            <ul className="mt-1 space-y-0.5">
              {data.data.employerCosts.costs.map((c) => (
                <li key={c.description} className="flex justify-between gap-4">
                  <span className="text-slate-600">{c.description}</span>
                  <span>{formatMoney(c.amount, c.currency)}</span>
                </li>
              ))}
            </ul>
          </div>
          {data.data.quote ? <QuoteTable quote={data.data.quote} title="Monthly estimate" /> : null}
        </>
      ) : null}
    </aside>
  );
}
