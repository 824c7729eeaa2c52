// [FINANCE] The company invoices page (the overdue banner's 'Review and make a payment'): outstanding per currency,
// then the invoices with number, period, amount, status, due date and a download link; sorting asks the server;
// no invoices shows the empty state.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { CompanyInvoicesClient } from "@/app/(app)/companies/[companyId]/invoices/page-client";
import { ZCompanyInvoicesQuery } from "@/lib/finance/company-invoice-schema";
import type { CompanyInvoicePage } from "@/lib/swr/use-company-invoices";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));

const row = (over: Partial<CompanyInvoicePage["items"][number]>): CompanyInvoicePage["items"][number] => ({
  number: "INV-1",
  currency: "EUR",
  invoiceDate: "2026-10-25",
  dueDate: "2026-11-24",
  payrollPeriod: "202610",
  amount: "1234.50",
  itemCount: 2,
  isBenefit: false,
  status: "OPEN",
  statusLabel: "Open",
  downloadUrl: "/api/invoice-reports/companies/acme/invoices/INV-1/download",
  ...over,
});

const page: CompanyInvoicePage = {
  companyId: "acme",
  companyName: "Acme",
  items: [
    row({}),
    row({
      number: "INV-0",
      status: "OVERDUE",
      statusLabel: "Overdue",
      dueDate: "2026-10-24",
      payrollPeriod: "202609",
      downloadUrl: "/api/invoice-reports/companies/acme/invoices/INV-0/download",
    }),
  ],
  totalCount: 2,
  outstanding: [{ currency: "EUR", amount: "2469.00", invoiceCount: 2, overdueCount: 1 }],
};

const requested: string[] = [];
beforeEach(() => {
  requested.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    requested.push(String(input));
    return {
      ok: true,
      status: 200,
      headers: new Headers({ "content-type": "application/json" }),
      json: async () => page,
    };
  }) as unknown as typeof fetch;
});

const renderClient = (initial: CompanyInvoicePage) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnMount: false }}>
      <CompanyInvoicesClient
        companyId="acme"
        initial={initial}
        initialQuery={ZCompanyInvoicesQuery.parse({})}
        balancesHref="/balances"
        directDebitLinks={[{ billingEntityId: "BE-1", url: "https://pay.example/dd" }]}
      />
    </SWRConfig>,
  );

describe("[FINANCE] company invoices page", () => {
  it("lists each invoice with number, period, amount, status, due date and a download", () => {
    renderClient(page);
    const table = screen.getByRole("table", { name: "Invoices" });
    for (const header of ["Invoice number", "Period", "Amount", "Status", "Due date"])
      expect(within(table).getByRole("columnheader", { name: new RegExp(header) })).toBeInTheDocument();
    const rows = within(table).getAllByTestId("invoice-row");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("INV-1");
    expect(rows[0]).toHaveTextContent("October 2026");
    expect(rows[0]).toHaveTextContent("EUR 1,234.50");
    expect(rows[0]).toHaveTextContent("Open");
    expect(rows[0]).toHaveTextContent("Nov 24, 2026");
    expect(within(rows[1]).getByText("Overdue")).toBeInTheDocument();
    const download = within(rows[0]).getByRole("link", { name: "Download invoice INV-1 (CSV)" });
    expect(download).toHaveAttribute("href", "/api/invoice-reports/companies/acme/invoices/INV-1/download");
    expect(screen.getByText("EUR 2,469.00")).toBeInTheDocument();
    expect(screen.getByText("You have 1 overdue invoice.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Set up direct debit \(BE-1\)/ })).toHaveAttribute(
      "href",
      "https://pay.example/dd",
    );
  });

  it("sorting a column asks the server for that order, from the first page", async () => {
    const user = userEvent.setup();
    renderClient(page);
    await user.click(screen.getByRole("button", { name: /Amount/ }));
    expect(requested.at(-1)).toBe(
      "/api/invoice-reports/companies/acme/invoices?sort=amount&dir=desc&pageIndex=0&pageSize=20",
    );
    expect(screen.getByRole("columnheader", { name: /Amount/ })).toHaveAttribute("aria-sort", "descending");
    await user.click(screen.getByRole("button", { name: /Amount/ }));
    expect(requested.at(-1)).toContain("sort=amount&dir=asc");
  });

  it("no invoices: the empty state", () => {
    renderClient({ ...page, items: [], totalCount: 0, outstanding: [] });
    expect(screen.getByText("No invoices yet")).toBeInTheDocument();
    expect(screen.getByText("Every invoice is paid.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
