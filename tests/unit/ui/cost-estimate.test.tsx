// Finding 9: a quote computed on spec 1 section 9's placeholder salary of 1 never shows its salary-derived
// figures as the employee's costs, on the estimate panel and on the order form. The network answer is computed
// by the real fee arithmetic (lib/hiring/fees.ts) from the request's own query.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { computeEmployerCosts, computeQuote } from "@/lib/hiring/fees";
import { CostEstimatePanel, quoteRows, SALARY_PENDING } from "@/components/hiring/cost-estimate-panel";
import { formatMoney } from "@/lib/money";
import { OrderFormView } from "@/app/(app)/employees/[employeeId]/[seatId]/order-form/page-client";
import type { SeatView } from "@/lib/hiring/dto";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));

const rates = [
  { description: "Pension insurance", percentOfSalary: "9.3", currency: "EUR" },
  { description: "Health insurance", percentOfSalary: "7.3", currency: "EUR" },
];

function quoteFor(annualSalary: string) {
  return computeQuote({
    annualSalary,
    salaryCurrency: "EUR",
    billingCurrency: "USD",
    fxRate: "1.1",
    fxConversionPercent: "2",
    employerCostRates: rates,
    managementFee: "549",
    setupFee: "460",
    depositType: "ZERO_DEPOSIT_INSURANCE",
    zeroDepositFee: "89.1",
  });
}

const requested: URL[] = [];
beforeEach(() => {
  requested.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    requested.push(url);
    const salary = url.searchParams.get("annualSalary")!;
    const body = {
      data: {
        currency: "EUR",
        countryName: "Germany",
        employerCosts: computeEmployerCosts(salary, "EUR", rates),
        quote: quoteFor(salary),
      },
    };
    // jsdom has no Response: the fields apiFetch reads.
    return {
      ok: true,
      status: 200,
      headers: new Headers({ "content-type": "application/json" }),
      json: async () => body,
    };
  }) as unknown as typeof fetch;
});

describe("CostEstimatePanel", () => {
  it("without a salary: salary-derived lines are pending and the total says it holds only the fees", async () => {
    render(<CostEstimatePanel countryCode="DE" companyId="acme" billingCurrency="USD" />);
    const quote = await screen.findByTestId("quote");
    expect(requested[0].searchParams.get("annualSalary")).toBe("1");
    expect(screen.getByText("Pension insurance").nextSibling).toHaveTextContent(SALARY_PENDING);
    for (const label of ["Monthly gross salary", "Employer costs (estimate)", "FX fee"])
      expect(within(quote).getByText(label).nextSibling).toHaveTextContent(SALARY_PENDING);
    expect(within(quote).getByText("Monthly fees (salary and employer costs not included)")).toBeInTheDocument();
    expect(screen.getByTestId("monthly-total")).toHaveTextContent("638.10");
    expect(screen.queryByText("Estimated monthly total")).not.toBeInTheDocument();
    // No placeholder-derived cents anywhere (0.09 EUR pension, 0.09 USD salary, 0.02 USD costs).
    expect(document.body.textContent).not.toMatch(/\b0\.0\d\b/);
  });

  it("with a salary: every line shows its amount and the full estimated total", async () => {
    const user = userEvent.setup();
    render(<CostEstimatePanel countryCode="DE" companyId="acme" billingCurrency="USD" />);
    await user.type(screen.getByLabelText("Annual base salary"), "60000");
    expect(await screen.findByText("Estimated monthly total", {}, { timeout: 3000 })).toBeInTheDocument();
    const expected = quoteFor("60000");
    expect(screen.getByTestId("monthly-total")).toHaveTextContent(
      expected.estimatedMonthlyTotal.replace(/\B(?=(\d{3})+\.)/g, ","),
    );
    expect(screen.queryByText(SALARY_PENDING)).not.toBeInTheDocument();
    expect(screen.getByText("Pension insurance").nextSibling).toHaveTextContent("5,580.00");
  });
});

function seat(annualBaseSalaryAmount: string | null): SeatView {
  return {
    id: "seat-1",
    companyId: "acme",
    companyName: "Acme",
    name: "Mira Request",
    countryCode: "DE",
    countryName: "Germany",
    desiredStartDate: "2026-12-01",
    purchaseOrderNumber: "",
    billingCurrency: "USD",
    sowStatus: "sow:awaiting-acceptance",
    sowSignature: null,
    annualBaseSalary: null,
    missingOrderFormFields: [],
    version: 1,
    employeeProfile: {
      annualBaseSalaryAmount,
      annualBaseSalaryCurrency: annualBaseSalaryAmount ? "EUR" : null,
      employeeType: "EOR",
      depositType: "ZERO_DEPOSIT_INSURANCE",
    },
  } as unknown as SeatView;
}

describe("OrderFormView quote", () => {
  const view = (amount: string | null) =>
    render(
      <OrderFormView
        seat={seat(amount)}
        quote={quoteFor(amount ?? "1")}
        keyFacts={null}
        reviewMode
        canAccept
        backHref="/"
      />,
    );

  it("without a salary shows no placeholder figures as the employee's costs", () => {
    view(null);
    const quote = screen.getByTestId("quote");
    expect(within(quote).getByText("Monthly gross salary").nextSibling).toHaveTextContent(SALARY_PENDING);
    expect(within(quote).getByText("Employer costs (estimate)").nextSibling).toHaveTextContent(SALARY_PENDING);
    expect(within(quote).queryByText("Estimated monthly total")).not.toBeInTheDocument();
    expect(screen.getByTestId("monthly-total")).toHaveTextContent("USD 638.10");
    expect(quote.textContent).not.toMatch(/\b0\.0\d\b|638\.2\d/);
  });

  it("with a salary shows the computed figures", () => {
    view("60000");
    const quote = screen.getByTestId("quote");
    expect(within(quote).getByText("Monthly gross salary").nextSibling).toHaveTextContent("5,500.00");
    expect(within(quote).getByText("Estimated monthly total")).toBeInTheDocument();
    expect(within(quote).queryByText(SALARY_PENDING)).not.toBeInTheDocument();
  });
});

describe("[spec 1 §3] the supplementary benefits fee line", () => {
  const withBenefits = (benefits: Parameters<typeof computeQuote>[0]["supplementaryBenefits"], salary = "60000") =>
    computeQuote({
      annualSalary: salary,
      salaryCurrency: "EUR",
      billingCurrency: "EUR",
      employerCostRates: rates,
      managementFee: "549",
      supplementaryBenefits: benefits,
    });
  const line = (quote: ReturnType<typeof computeQuote>, salaryEntered = true) =>
    quoteRows(quote, salaryEntered).monthly.find(([label]) => label === "Supplementary benefits")?.[1];

  it("shows the fee of the chosen benefits, pending while a salary-based fee rests on the placeholder", () => {
    expect(line(withBenefits({ percentOfSalary: "3" }))).toBe(formatMoney("150.00", "EUR"));
    expect(line(withBenefits({ percentOfSalary: "3" }, "1"), false)).toBe(SALARY_PENDING);
  });

  it("shows no line when the flag is off (null) or no benefits were chosen (zero)", () => {
    expect(line(withBenefits(null))).toBeUndefined();
    expect(line(withBenefits({}))).toBeUndefined();
  });
});
