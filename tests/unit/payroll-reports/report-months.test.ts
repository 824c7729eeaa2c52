// The /payroll-reports chart is drawn from the list's own months (chartTotalsOf): its points are exactly the list's
// totals per month and currency, the newest 12 downloadable months oldest first, and a currency with a single month
// (no line) is left out.
import { chartTotalsOf, previousPeriod, type ReportMonth } from "@/lib/payroll/company-reports/report-months";

const t = (total: string) => ({
  salary: total,
  allowance: "1.00",
  variablePay: "0.00",
  expenses: "0.00",
  pensionContribution: "0.00",
  benefitContribution: "0.00",
  socialCosts: "0.00",
  total,
});

describe("[PAYROLL-REPORTS] chart data", () => {
  it("equals the list's totals per month and currency", () => {
    const months: ReportMonth[] = [];
    for (let i = 0, p = "203112"; i < 15; i++, p = previousPeriod(p))
      months.push({
        period: p,
        missing: i === 3 ? "NOT_PUBLISHED" : null,
        currencies:
          i === 3
            ? []
            : [
                { currency: "EUR", employees: 3, totals: t(`${1000 + i}.00`) },
                ...(i === 0 ? [{ currency: "GBP", employees: 1, totals: t("5.00") }] : []),
              ],
      });
    const chart = chartTotalsOf(months);
    const listed = months
      .filter((m) => m.missing === null)
      .slice(0, 12)
      .flatMap((m) => m.currencies.filter((c) => c.currency === "EUR").map((c) => [m.period, c.currency, c.totals]));
    expect(chart.map((p) => [p.period, p.currency, p.totals])).toEqual(listed.reverse());
    expect(chart.map((p) => p.currency)).not.toContain("GBP");
    expect(chart).toHaveLength(12);
  });

  it("has nothing to draw with one month per currency", () => {
    expect(
      chartTotalsOf([
        { period: "203101", missing: null, currencies: [{ currency: "EUR", employees: 1, totals: t("1.00") }] },
      ]),
    ).toEqual([]);
  });

  it("steps back across the year", () => {
    expect(previousPeriod("203101")).toBe("203012");
    expect(previousPeriod("203011")).toBe("203010");
  });
});
