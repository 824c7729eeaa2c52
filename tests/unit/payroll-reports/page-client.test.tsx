// The payroll reports table (spec 3 section 2): months newest first as given, each with its totals per currency and
// a real download link with an accessible name, or the reason it has no report for the viewer; the chart only where
// it has a line; the empty state and the spec's list error text.
import { render, screen, within } from "@testing-library/react";
import { PayrollReportsClient } from "@/app/(app)/payroll-reports/page-client";
import type { ReportMonth } from "@/lib/payroll/company-reports/report-months";

const totals = (total: string) => ({
  salary: total,
  allowance: "0.00",
  variablePay: "0.00",
  expenses: "0.00",
  pensionContribution: "0.00",
  benefitContribution: "0.00",
  socialCosts: "0.00",
  total,
});
const month = (period: string, eur?: string, missing: ReportMonth["missing"] = null): ReportMonth => ({
  period,
  missing,
  currencies: eur ? [{ currency: "EUR", employees: 2, totals: totals(eur) }] : [],
});

beforeAll(() => {
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

describe("[PAYROLL-REPORTS] page", () => {
  it("lists months with their totals and a Download CSV link to the CSV route", async () => {
    render(<PayrollReportsClient companyId="acme" months={[month("202311", "1200.00"), month("202310", "900.50")]} />);
    const rows = screen.getAllByTestId("payroll-report-row");
    expect(rows.map((r) => within(r).getByTestId("payroll-report-month").textContent)).toEqual([
      "November 2023",
      "October 2023",
    ]);
    expect(within(rows[0]).getByTestId("payroll-report-totals")).toHaveTextContent("EUR 1,200.00");
    const link = screen.getByRole("link", { name: "Download CSV for November 2023" });
    expect(link).toHaveAttribute("href", "/api/payroll-reports/companies/acme/gross-to-net/202311");
    expect(link).toHaveTextContent("Download CSV");
    const table = screen.getByRole("table", { name: "Payroll reports by month, newest first" });
    expect(within(table).getByRole("columnheader", { name: "Month" })).toBeInTheDocument();
    // The chart loads after the page (next/dynamic).
    expect(await screen.findByTestId("payroll-totals-chart")).toBeInTheDocument();
  });

  it("says why a month has no report and offers no link for it", () => {
    render(
      <PayrollReportsClient
        companyId="acme"
        months={[
          month("202603", undefined, "NOT_PUBLISHED"),
          month("202602", "10.00"),
          month("202601", undefined, "NOT_YOURS"),
        ]}
      />,
    );
    const missing = screen.getAllByTestId("payroll-report-missing-row");
    expect(missing.map((r) => r.textContent)).toEqual([
      expect.stringContaining("March 2026"),
      expect.stringContaining("January 2026"),
    ]);
    expect(missing[0]).toHaveTextContent("Not yet published: its pay reports are still being verified.");
    expect(missing[1]).toHaveTextContent("No employees of yours in it");
    expect(within(missing[0]).queryByRole("link")).toBeNull();
    expect(screen.getAllByRole("link")).toHaveLength(1);
    // One published month: no line to draw, so no chart.
    expect(screen.queryByTestId("payroll-totals-chart")).toBeNull();
    expect(screen.getByTestId("payroll-chart-hidden")).toBeInTheDocument();
  });

  it("shows an empty state without months", () => {
    render(<PayrollReportsClient companyId="acme" months={[]} />);
    expect(screen.getByText("No payroll reports yet")).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("shows the spec's error text when the list could not be read", () => {
    render(<PayrollReportsClient companyId="acme" months={null} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to read payroll reports from server.");
  });
});
