// The LSP bill's variance chart: the largest moving categories and employees are named in text, and the
// figures are in a screen-reader table with negatives in brackets.
import { render, screen, within } from "@testing-library/react";
import { VarianceChart } from "@/app/(app)/payroll/payroll-instances/[id]/lspBillsDetail/variance-chart";

beforeAll(() => {
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const cat = (category: string, current: string, previous: string, change: string) =>
  ({ category, current, previous, change }) as never;

describe("[PAYROLL] variance chart", () => {
  it("a payroll specialist sees the largest movers named and the figures as a table", () => {
    render(
      <VarianceChart
        against={{ year: 2031, month: 1, cycleLabel: "Cycle 1" }}
        summary={[
          {
            currency: "EUR",
            categories: [
              cat("salary", "1110.00", "1050.00", "60.00"),
              cat("allowance", "20.00", "0.00", "20.00"),
              cat("expenses", "0.00", "75.00", "-75.00"),
              cat("total", "1130.00", "1125.00", "5.00"),
            ],
            movers: [
              { employeeRef: "V1", name: "Vera Var", current: "1120.00", previous: "1000.00", change: "120.00" },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByTestId("variance-top-categories")).toHaveTextContent(
      "Largest moves: Expenses (75.00), Salary +60.00, Allowance +20.00.",
    );
    expect(screen.getByTestId("variance-movers")).toHaveTextContent("Vera Var: +120.00 (1,000.00 to 1,120.00)");
    expect(screen.getByText(/against January 2031, Cycle 1: total \+5.00/)).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Variance per category in EUR" });
    const expenses = within(table).getByRole("rowheader", { name: "Expenses" }).closest("tr")!;
    expect(
      within(expenses)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["0.00", "75.00", "(75.00)"]);
  });
});
