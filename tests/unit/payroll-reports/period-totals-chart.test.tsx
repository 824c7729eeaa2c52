// The payroll totals chart on /payroll-reports: a screen-reader table with one row per month and the category
// columns in the spec's order (total last), negatives in brackets, one currency at a time with a labelled picker.
import { fireEvent, render, screen, within } from "@testing-library/react";
import { PeriodTotalsChart } from "@/components/payroll/period-totals-chart";

const totals = (salary: string, total: string) => ({
  salary,
  allowance: "0.00",
  variablePay: "0.00",
  expenses: "-12.50",
  pensionContribution: "0.00",
  benefitContribution: "0.00",
  socialCosts: "0.00",
  total,
});

beforeAll(() => {
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

describe("[PAYROLL-REPORTS] totals chart", () => {
  it("a manager reads the chart's figures as a table, per currency", () => {
    render(
      <PeriodTotalsChart
        totals={[
          { period: "203010", currency: "EUR", totals: totals("1000.00", "1200.00") },
          { period: "203011", currency: "EUR", totals: totals("2000.00", "2400.00") },
          { period: "203010", currency: "GBP", totals: totals("290.00", "300.00") },
          { period: "203011", currency: "GBP", totals: totals("300.00", "310.00") },
          // One month only: no line, so not offered.
          { period: "203011", currency: "USD", totals: totals("1.00", "1.00") },
        ]}
      />,
    );
    const table = screen.getByRole("table", { name: "Payroll totals by category and month in EUR" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual([
      "Month",
      "Salary",
      "Allowance",
      "Variable pay",
      "Expenses",
      "Pension contribution",
      "Benefit contribution",
      "Social costs",
      "Total",
    ]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getByRole("rowheader").textContent)).toEqual(["October 2030", "November 2030"]);
    expect(
      within(rows[1])
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toContain("(12.50)");
    expect(
      within(screen.getByLabelText("Currency"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["EUR", "GBP"]);
    fireEvent.change(screen.getByLabelText("Currency"), { target: { value: "GBP" } });
    expect(screen.getByRole("table", { name: "Payroll totals by category and month in GBP" })).toBeInTheDocument();
  });

  it("renders nothing without published totals", () => {
    const { container } = render(<PeriodTotalsChart totals={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("renders nothing when no currency has two months (a single point per series carries no line)", () => {
    const { container } = render(
      <PeriodTotalsChart totals={[{ period: "203011", currency: "EUR", totals: totals("1.00", "1.00") }]} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
