"use client";

// Cost estimate panel (spec 1 section 9 'Fee display'): employer costs per country, fees, deposit and FX, all
// computed by lib/hiring/fees.ts behind GET /api/calculator/employer-costs. Salary input is delayed 500 ms.
import { useEffect, useState } from "react";
import { formatMoney } from "@/lib/money";
import { currencyLabel, currencyName } from "@/lib/display";
import { SALARY_INPUT_DELAY_MS } from "@/lib/hiring/constants";
import { isSalaryEntered, salaryFreeTotals, type Quote } from "@/lib/hiring/fees";
import { TextField } from "@/components/ui/field";
import { Banner } from "@/components/ui/misc";
import { useEmployerCosts } from "@/lib/swr/use-employer-costs";
import type { EmployerCostsEstimate } from "@/lib/hiring/dto";

export function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export const SALARY_PENDING = "Set once the salary is entered";

type Row = [label: string, value: string];

/**
 * The lines of a quote as every screen shows them (panel, order form, its PNG). Without an entered salary the quote
 * rests on spec 1 section 9's placeholder of 1: salary-derived lines say they are pending and the totals say what
 * they include, so no placeholder figure reads as the employee's cost.
 */
export function quoteRows(quote: Quote, salaryEntered: boolean) {
  const b = quote.billingCurrency;
  const money = (value: string) => (salaryEntered ? formatMoney(value, b) : SALARY_PENDING);
  const converting = quote.salaryCurrency !== b;
  const apd = Number(quote.depositFee.convertedAmount) !== 0;
  const free = salaryFreeTotals(quote);
  const monthly: Row[] = [
    ["Monthly gross salary", money(quote.convertedMonthlySalary)],
    ["Employer costs (estimate)", money(quote.convertedMonthlyEmployerCosts)],
    ...(converting && (Number(quote.fxFee) !== 0 || !salaryEntered) ? [["FX fee", money(quote.fxFee)] as Row] : []),
    ["Management fee", formatMoney(quote.managementFee, b)],
    ...(Number(quote.zeroDepositFee) !== 0
      ? [["Zero deposit insurance", formatMoney(quote.zeroDepositFee, b)] as Row]
      : []),
    // Null with the supplementaryBenefitsCost flag off; zero when the client chose no benefits for the country.
    ...(quote.supplementaryBenefitsFee !== null &&
    (Number(quote.supplementaryBenefitsFee) !== 0 || (quote.supplementaryBenefitsFeeSalaryBased && !salaryEntered))
      ? [
          [
            "Supplementary benefits",
            quote.supplementaryBenefitsFeeSalaryBased
              ? money(quote.supplementaryBenefitsFee)
              : formatMoney(quote.supplementaryBenefitsFee, b),
          ] as Row,
        ]
      : []),
  ];
  const oneTime: Row[] = [
    ["Setup fee", formatMoney(quote.setupFee, b)],
    ...(apd ? [["Deposit (APD)", money(quote.depositFee.convertedAmount)] as Row] : []),
  ];
  return {
    monthly,
    monthlyTotal: (salaryEntered
      ? ["Estimated monthly total", formatMoney(quote.estimatedMonthlyTotal, b)]
      : ["Monthly fees (salary and employer costs not included)", formatMoney(free.monthly, b)]) as Row,
    oneTime,
    oneTimeTotal: (salaryEntered || !apd
      ? ["One-time total", formatMoney(quote.oneTimeTotal, b)]
      : ["One-time total (deposit not included)", formatMoney(free.oneTime, b)]) as Row,
  };
}

function Lines({ rows, total, testId }: { rows: Row[]; total: Row; testId: string }) {
  return (
    <dl className="space-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-slate-600">{label}</dt>
          <dd className={value === SALARY_PENDING ? "text-right italic text-slate-600" : "text-right"}>{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-1 font-semibold">
        <dt>{total[0]}</dt>
        <dd className="text-right" data-testid={testId}>
          {total[1]}
        </dd>
      </div>
    </dl>
  );
}

export function QuoteTable({
  quote,
  salaryEntered,
  title = "Cost estimate",
}: {
  quote: Quote;
  salaryEntered: boolean;
  title?: string;
}) {
  const rows = quoteRows(quote, salaryEntered);
  return (
    <div className="space-y-3" data-testid="quote">
      <h3 className="font-semibold">{title}</h3>
      <Lines rows={rows.monthly} total={rows.monthlyTotal} testId="monthly-total" />
      <Lines rows={rows.oneTime} total={rows.oneTimeTotal} testId="one-time-total" />
      {quote.salaryCurrency !== quote.billingCurrency ? (
        <p className="text-xs text-slate-600">
          Salary converted from {currencyName(quote.salaryCurrency)} to {currencyName(quote.billingCurrency)} at 1{" "}
          {quote.salaryCurrency} = {quote.fxRate} {quote.billingCurrency}.
        </p>
      ) : null}
      {salaryEntered ? null : (
        <p className="text-xs text-slate-600">
          No salary has been entered yet: salary, employer costs and salary-based fees are set once it is.
        </p>
      )}
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
  onQuote,
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
  /** Each quote the panel shows, so the form can prefill a fee with the value shown here. */
  onQuote?: (quote: Quote) => void;
}) {
  const [ownSalary, setOwnSalary] = useState("");
  const salaryInput = controlledSalary !== undefined ? String(controlledSalary ?? "") : ownSalary;
  const salary = useDebounced(salaryInput, SALARY_INPUT_DELAY_MS);
  const salaryEntered = isSalaryEntered(salary);
  const q = new URLSearchParams({
    countryCode,
    annualSalary: salaryEntered ? salary : "1", // spec 1 section 9: the placeholder
    companyId,
    managementPricing: "standard",
  });
  if (billingCurrency) q.set("billingCurrency", billingCurrency);
  for (const [k, v] of Object.entries(fees ?? {}))
    if (v !== undefined && v !== null && !(typeof v === "number" && Number.isNaN(v))) q.set(k, String(v));
  const { data, error } = useEmployerCosts<EmployerCostsEstimate>(countryCode ? q : null);
  const quote = data?.data.quote;
  useEffect(() => {
    if (quote) onQuote?.(quote);
  }, [quote, onQuote]);
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
          hint={data ? `In ${currencyLabel(data.data.currency)}` : undefined}
        />
      ) : null}
      {!countryCode ? <p className="text-sm text-slate-600">Choose a country to see the estimate.</p> : null}
      {error ? <Banner tone="error" title={error.message} /> : null}
      {data?.data ? (
        <>
          <div className="text-sm">
            <p className="font-medium">Employer costs per year in {currencyLabel(data.data.currency)}</p>
            <ul className="mt-1 space-y-0.5">
              {data.data.employerCosts.costs.map((c) => (
                <li key={c.description} className="flex justify-between gap-4">
                  <span className="text-slate-600">{c.description}</span>
                  {salaryEntered ? (
                    <span>{formatMoney(c.amount, c.currency)}</span>
                  ) : (
                    <span className="text-right italic text-slate-600">{SALARY_PENDING}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
          {data.data.quote ? (
            <QuoteTable quote={data.data.quote} salaryEntered={salaryEntered} title="Monthly estimate" />
          ) : null}
        </>
      ) : null}
    </aside>
  );
}
