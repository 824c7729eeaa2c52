// [PAYSLIPS] The /pay screen: the empty state's sentence; payslips newest first as given, as table rows and as
// phone cards, each with a Download button naming its month; a replaced version says so; the year to date per
// currency; the chart's figures as a table for screen readers; "Load more" asks for the page after the cursor.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { PayClient } from "@/app/(app)/pay/page-client";
import type { PayHistory, Payslip, PayslipPage } from "@/lib/payslips/schema";

beforeAll(() => {
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const payslip = (period: string, over: Partial<Payslip> = {}): Payslip => ({
  payReportId: `gtn-${period}`,
  employeeId: "emp-1",
  period,
  cycle: "CYCLE_1",
  country: "DE",
  legalEntityName: "EuroEmploy Deutschland GmbH",
  providerName: "EuroEmploy",
  currency: "EUR",
  gross: "5000.0000",
  net: "3200.5000",
  version: 1,
  replacesVersion: null,
  replacedByVersion: null,
  pdfUrl: `/api/employees/emp-1/payslips/gtn-${period}/pdf`,
  ...over,
});

const history: PayHistory = {
  from: "202601",
  to: "202612",
  months: [
    { period: "202609", currency: "EUR", gross: "5000.0000", net: "3200.5000" },
    { period: "202610", currency: "EUR", gross: "5100.0000", net: "3300.0000" },
  ],
  yearToDate: { year: 2026, totals: [{ currency: "EUR", gross: "10100.0000", net: "6500.5000" }] },
};

const screenOf = (initial: PayslipPage, years?: number[]) =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <PayClient employeeId="emp-1" initial={initial} history={history} years={years} />
    </SWRConfig>,
  );

afterEach(() => jest.restoreAllMocks());

describe("[PAYSLIPS] /pay", () => {
  it("offers one ZIP of a chosen year's payslips", async () => {
    screenOf({ items: [payslip("202609")], nextCursor: null }, [2026, 2025]);
    const link = screen.getByRole("link", { name: "Download 2026's payslips (ZIP)" });
    expect(link).toHaveAttribute("href", "/api/employees/emp-1/payslips/zip?year=2026");
    await userEvent.selectOptions(screen.getByLabelText("Year of payslips"), "2025");
    expect(screen.getByRole("link", { name: "Download 2025's payslips (ZIP)" })).toHaveAttribute(
      "href",
      "/api/employees/emp-1/payslips/zip?year=2025",
    );
  });

  it("says when there are no payslips yet", () => {
    screenOf({ items: [], nextCursor: null });
    expect(
      screen.getByText("No payslips yet: they appear here when your employer's payroll for a month is published."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Download/ })).toBeNull();
  });

  it("lists payslips as given, in a table and as phone cards, each with a Download button", async () => {
    screenOf({
      items: [
        payslip("202610", { version: 2, replacesVersion: 1, payReportId: "v2" }),
        payslip("202610", { replacedByVersion: 2, payReportId: "v1", net: "3100.0000" }),
        payslip("202609"),
      ],
      nextCursor: null,
    });
    const rows = screen.getAllByTestId("payslip-row");
    expect(rows.map((r) => within(r).getByRole("rowheader").textContent)).toEqual([
      "October 2026",
      "October 2026",
      "September 2026",
    ]);
    expect(rows[0]).toHaveTextContent("Corrected: replaces the payslip of version 1");
    expect(rows[1]).toHaveTextContent("Version 1: replaced by version 2");
    expect(rows[2]).toHaveTextContent("EUR 5,000.00");
    expect(rows[2]).toHaveTextContent("EUR 3,200.50");
    expect(screen.getAllByTestId("payslip-card")).toHaveLength(3);
    // Each payslip twice (table and card, one shown per width), named by its month and version.
    expect(screen.getAllByRole("button", { name: "Download the payslip of October 2026, version 2" })).toHaveLength(2);
    expect(screen.getAllByRole("button", { name: "Download the payslip of September 2026" })).toHaveLength(2);
    expect(screen.getByTestId("pay-ytd")).toHaveTextContent("EUR 10,100.00");
    expect(screen.getByTestId("pay-ytd")).toHaveTextContent("EUR 6,500.50");
    // The chart loads after the page; its figures are a table for screen readers.
    const table = await screen.findByRole("table", { name: "Gross and net pay per month in EUR" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(table).toHaveTextContent("EUR 3,300.00");
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("loads the next page after the cursor", async () => {
    const next: PayslipPage = { items: [payslip("202608")], nextCursor: null };
    // jsdom has no Response: the fields apiFetch reads.
    // The Letters card (letters-section.tsx) asks for the employee's letters too.
    const fetchMock = jest.fn(async (url: unknown) => ({
      ok: true,
      status: 200,
      headers: new Headers({ "content-type": "application/json" }),
      json: async () => (String(url).includes("/letters") ? { items: [] } : next),
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    screenOf({ items: [payslip("202609")], nextCursor: "abc" });
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(screen.getAllByTestId("payslip-row")).toHaveLength(2));
    expect(fetchMock.mock.calls.map((c) => String((c as unknown[])[0]))).toContain(
      "/api/employees/emp-1/payslips?cursor=abc",
    );
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });
});
