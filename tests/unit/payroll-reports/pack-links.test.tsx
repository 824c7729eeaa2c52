// Issue 27 on the payroll reports screen: a published month whose report has the company's signed pack offers
// 'Download signed pack' (a real link to the company pack's route); several reports in a month name each one's
// country and provider; a superseded version's pack, or a month without a pack, offers none.
import { render, screen, within } from "@testing-library/react";
import { PayrollReportsClient } from "@/app/(app)/payroll-reports/page-client";
import type { ReportMonth } from "@/lib/payroll/company-reports/report-months";
import { packDownloadPath, type PackSummary } from "@/lib/payroll/packs/schema";

const month = (period: string): ReportMonth => ({
  period,
  missing: null,
  currencies: [
    {
      currency: "EUR",
      employees: 1,
      totals: {
        salary: "10.00",
        allowance: "0.00",
        variablePay: "0.00",
        expenses: "0.00",
        pensionContribution: "0.00",
        benefitContribution: "0.00",
        socialCosts: "0.00",
        total: "10.00",
      },
    },
  ],
});
const pack = (payReportId: string, period: string, country: string, status = "PUBLISHED"): PackSummary => ({
  payReportId,
  companyId: "acme",
  companyName: "Acme Corp",
  fileName: `${payReportId}.csv`,
  country,
  providerName: `Provider ${country}`,
  payrollPeriod: period,
  payrollCycle: "CYCLE_1",
  version: 1,
  status,
  keyId: "k",
  sha256: "0".repeat(64),
  createdAt: "2026-11-01T00:00:00.000Z",
  downloadUrl: packDownloadPath(payReportId, "acme"),
});

beforeAll(() => {
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

describe("[PAYROLL-REPORTS] signed pack links", () => {
  it("offers the company's pack of each published report of a month, and none elsewhere", () => {
    render(
      <PayrollReportsClient
        companyId="acme"
        months={[month("202311"), month("202310"), month("202309")]}
        packs={[
          pack("r-de", "202311", "DE"),
          pack("r-fr", "202311", "FR"),
          pack("r-old", "202310", "DE", "SUPERSEDED"),
          pack("r-sep", "202309", "DE", "REOPENED"),
        ]}
      />,
    );
    const [nov, oct, sep] = screen.getAllByTestId("payroll-report-row");
    const novLinks = within(nov).getAllByTestId("payroll-report-pack");
    expect(novLinks.map((a) => a.textContent)).toEqual([
      "Download signed pack (DE, Provider DE)",
      "Download signed pack (FR, Provider FR)",
    ]);
    expect(novLinks[0]).toHaveAttribute("href", "/api/payroll/packs/r-de?companyId=acme");
    expect(novLinks[0]).toHaveAccessibleName(
      "Download signed pack (DE, Provider DE) for November 2023 (DE, Provider DE, version 1)",
    );
    expect(within(oct).queryByTestId("payroll-report-pack")).toBeNull();
    const sepLink = within(sep).getByRole("link", { name: /^Download signed pack for September 2023/ });
    expect(sepLink).toHaveTextContent(/^Download signed pack$/);
    expect(sepLink).toHaveAttribute("download");
  });
});
