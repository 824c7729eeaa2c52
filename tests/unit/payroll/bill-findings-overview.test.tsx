// The pay bill lists every finding its summary counts: report-level findings, employees missing from the register
// (no row on the bill, so no badge) and, folded, the bill rows' findings, each employee opening their findings.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FindingsSummary } from "@/app/(app)/payroll/payroll-instances/[id]/lspBillsDetail/bill-findings";
import type { Finding, FindingsResponse } from "@/lib/payroll/anomalies/schema";

const finding = (over: Partial<Finding>): Finding => ({
  id: over.check ?? "f",
  payReportId: "r1",
  employeeId: null,
  employeeRef: null,
  check: "x",
  label: "Label",
  severity: "REVIEW",
  explanation: "Explanation.",
  values: null,
  resolved: false,
  resolvedBy: null,
  acknowledgedAt: null,
  justification: null,
  ...over,
});

const items = [
  finding({ id: "a", check: "total-mismatch", label: "Totals", severity: "BLOCKING", explanation: "Totals differ." }),
  ...["Ana Lopes", "Ben Okafor"].map((name, i) =>
    finding({
      id: `m${i}`,
      employeeId: `e${i}`,
      check: "missing-from-register",
      label: "Active employee missing from the register",
      values: { name },
      explanation: "Not in this register.",
    }),
  ),
  finding({ id: "r1", employeeId: "e9", employeeRef: "R9", values: { name: "Cleo Diaz" }, label: "Pay change" }),
  finding({ id: "r2", employeeId: "e9", employeeRef: "R9", values: { name: "Cleo Diaz" }, label: "Net above gross" }),
];
const data: FindingsResponse = {
  summary: { blocking: 1, review: 4, unresolvedBlocking: 1 },
  gateOn: false,
  canAcknowledge: true,
  items,
};

describe("bill findings summary", () => {
  it("lists report-level findings, employees missing from the register and the rows' findings", async () => {
    const onOpen = jest.fn();
    render(<FindingsSummary data={data} onOpen={onOpen} />);
    expect(screen.getByRole("heading", { name: "Anomaly checks: 1 blocking, 4 to review" })).toBeInTheDocument();
    expect(within(screen.getByTestId("report-level-findings")).getByText(/Totals differ\./)).toBeInTheDocument();
    const missing = within(screen.getByTestId("not-on-bill-findings"));
    expect(missing.getAllByRole("listitem")).toHaveLength(2);
    expect(missing.getByText(/Ana Lopes/)).toBeInTheDocument();
    expect(missing.getByText(/Ben Okafor/)).toBeInTheDocument();

    await userEvent.setup().click(screen.getByText("Findings of employees on the bill (2)"));
    await userEvent.setup().click(screen.getByRole("button", { name: "Cleo Diaz" }));
    expect(onOpen).toHaveBeenCalledWith({ payReportId: "r1", employeeRef: "R9", employeeId: "e9", name: "Cleo Diaz" });
  });
});
