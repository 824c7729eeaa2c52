// The sentences of the next pay preview (preview-next-pay.ts) from the period's events as its query reads them.
// Amounts are decimal texts in the currency of the last payslip (else the salary's); the change a reason makes
// is exact decimal arithmetic, rounded to the currency's decimals. Pure, so the unit of wording is testable.
import { roundForCurrency, toDecimal } from "@/lib/money";
import { payslipAmount } from "@/lib/payslips/format";
import type { NextPayReason } from "@/lib/payslips/next-pay-schema";

type Raise = {
  effectiveDate: string;
  annual: string;
  annualCurrency: string;
  newMonthly: string | null;
  oldMonthly: string | null;
  paidDays: number;
  periodDays: number;
};
type Bonus = { kind: string; amount: string; currency: string; converted: string | null };

export type PeriodEvents = {
  currency: string;
  raises: Raise[] | null;
  unpaid_days: string | null;
  period_days: string | null;
  monthly: string | null;
  expenses: { count: number; total: string | null; titles: string | null } | null;
  last_day: string | null;
  bonuses: Bonus[] | null;
};

const BONUS_NAMES: Record<string, string> = {
  THIRTEENTH_MONTH: "13th month salary",
  FOURTEENTH_MONTH: "14th month salary",
  SCHEDULED: "scheduled bonus",
  ONE_OFF: "one-off bonus",
};

/** "15 December 2026" */
export function dayLabel(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/** "+EUR 1,234.50" or "-EUR 954.55": a change of pay. */
export function signedAmount(value: string, currency: string): string {
  const d = toDecimal(value);
  return `${d.isNegative() ? "-" : "+"}${payslipAmount(d.abs(), currency)}`;
}

export function nextPayReasons(e: PeriodEvents): NextPayReason[] {
  const cur = e.currency;
  const money = (v: string) => payslipAmount(roundForCurrency(v, cur), cur);
  const reasons: NextPayReason[] = [];
  for (const r of e.raises ?? []) {
    const yearly = payslipAmount(r.annual, r.annualCurrency);
    if (r.newMonthly && r.oldMonthly) {
      const change = roundForCurrency(
        toDecimal(r.newMonthly).minus(r.oldMonthly).times(r.paidDays).dividedBy(r.periodDays),
        cur,
      ).toString();
      const partial = r.paidDays < r.periodDays ? `, pro rata for ${r.paidDays} of ${r.periodDays} days` : "";
      reasons.push({
        kind: "raise",
        sentence: `Your salary changes to ${yearly} a year from ${dayLabel(r.effectiveDate)} (${money(r.newMonthly)} a month instead of ${money(r.oldMonthly)})${partial}.`,
        amount: change,
        currency: cur,
      });
    } else
      reasons.push({
        kind: "raise",
        sentence: `Your salary changes to ${yearly} a year from ${dayLabel(r.effectiveDate)}.`,
        amount: null,
        currency: null,
      });
  }
  const days = toDecimal(e.unpaid_days);
  if (days.greaterThan(0)) {
    const periodDays = toDecimal(e.period_days);
    const known = !!e.monthly && periodDays.greaterThan(0);
    const deduction = known
      ? roundForCurrency(toDecimal(e.monthly).times(days).dividedBy(periodDays), cur).negated().toString()
      : null;
    reasons.push({
      kind: "unpaid-leave",
      sentence:
        `${days.toString()} working day(s) of approved unpaid leave out of ${periodDays.toString()} this month` +
        (known ? `: your salary of ${money(e.monthly!)} is reduced pro rata.` : "."),
      amount: deduction,
      currency: deduction ? cur : null,
    });
  }
  if (e.expenses && e.expenses.count > 0)
    reasons.push({
      kind: "expenses",
      sentence: `${e.expenses.count} approved expense(s) to be reimbursed with this month's pay: ${e.expenses.titles ?? ""}.`,
      amount: e.expenses.total,
      currency: e.expenses.total ? cur : null,
    });
  if (e.last_day)
    reasons.push({
      kind: "termination",
      sentence: `Your employment ends on ${dayLabel(e.last_day)}: this is your final month's pay, with any final settlement (such as unused holiday).`,
      amount: null,
      currency: null,
    });
  for (const b of e.bonuses ?? [])
    reasons.push({
      kind: "bonus",
      sentence: `A ${BONUS_NAMES[b.kind] ?? "bonus"} of ${payslipAmount(b.amount, b.currency)} is on record for this month.`,
      amount: b.converted,
      currency: b.converted ? cur : null,
    });
  return reasons;
}
