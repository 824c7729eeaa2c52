// The /payroll-reports months as the page shows them (browser-safe): each month with its totals per currency, or
// the reason it has no report for this viewer; and the chart's data, derived from the same months so the chart and
// the list always agree (tests/unit/payroll-reports/report-months.test.ts).
import type { CategoryKey } from "@/lib/payroll/schema";
import { periodLabel } from "@/lib/payroll/company-reports/schema";

/** Why a month between the first and the last one has no report for the viewer. */
export type MissingReason = "NOT_PUBLISHED" | "NOT_YOURS" | "NO_PAYROLL";
export const MISSING_REASONS: Record<MissingReason, string> = {
  NOT_PUBLISHED: "Not yet published: its pay reports are still being verified.",
  NOT_YOURS: "No employees of yours in it: the month's published payroll covers other employees of the company.",
  NO_PAYROLL: "No payroll was uploaded for this month.",
};

export type CurrencyTotals = { currency: string; employees: number; totals: Record<CategoryKey, string> };
export type ReportMonth = {
  /** yyyyMM */
  period: string;
  /** null: the viewer can download this month's report; else why not. */
  missing: MissingReason | null;
  /** Published totals in the viewer's scope, one entry per currency (empty when missing). */
  currencies: CurrencyTotals[];
  /** Issue 27: the highest version among the month's published reports (2 and up: a report was corrected). */
  version?: number;
};

/** A period's totals per category in one currency: what the chart draws. */
export type PeriodTotals = { period: string; currency: string; totals: Record<CategoryKey, string> };

export const CHART_PERIODS = 12;

/** The chart's points: the newest CHART_PERIODS downloadable months, oldest first, per currency; a currency with a
 *  single month carries no line, so it is left out (the list shows its figures). */
export function chartTotalsOf(months: readonly ReportMonth[]): PeriodTotals[] {
  const shown = months
    .filter((m) => m.missing === null)
    .sort((a, b) => b.period.localeCompare(a.period))
    .slice(0, CHART_PERIODS)
    .reverse();
  const points = shown.flatMap((m) =>
    m.currencies.map((c) => ({ period: m.period, currency: c.currency, totals: c.totals })),
  );
  const perCurrency = new Map<string, number>();
  for (const p of points) perCurrency.set(p.currency, (perCurrency.get(p.currency) ?? 0) + 1);
  return points.filter((p) => (perCurrency.get(p.currency) ?? 0) >= 2);
}

/** "March 2026: Not yet published: …" for a missing month. */
export const missingText = (m: ReportMonth) =>
  m.missing ? `${periodLabel(m.period)}: ${MISSING_REASONS[m.missing]}` : "";

/** yyyyMM of the month before `period`. */
export function previousPeriod(period: string): string {
  const y = Number(period.slice(0, 4));
  const m = Number(period.slice(4));
  return m === 1 ? `${y - 1}12` : `${y}${String(m - 1).padStart(2, "0")}`;
}
