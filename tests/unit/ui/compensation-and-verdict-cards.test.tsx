// The employee page's Salary history and Bonuses cards, the LSP bill's verdict panel under a finding and the
// payroll home's check outcomes table: what each shows, and the calls their forms and buttons make.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SalaryHistoryCard } from "@/app/(app)/employees/[employeeId]/salary-history-card";
import { BonusesCard } from "@/app/(app)/employees/[employeeId]/bonuses-card";
import { FindingVerdict } from "@/app/(app)/payroll/payroll-instances/[id]/lspBillsDetail/finding-verdict";
import { CheckOutcomes } from "@/components/payroll/check-outcomes";
import type { Bonuses, SalaryHistory } from "@/lib/employees/compensation-schema";
import type { TrackRecordResponse } from "@/lib/payroll/anomalies/verdict-schema";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));
const apiFetch = jest.fn();
jest.mock("@/lib/http/client", () => ({
  ...jest.requireActual("@/lib/http/client"),
  apiFetch: (...args: unknown[]) => apiFetch(...args),
}));
const mutate = jest.fn();
let salary: SalaryHistory;
let bonuses: Bonuses;
let record: TrackRecordResponse;
jest.mock("@/lib/swr/use-compensation", () => ({
  useSalaryHistory: () => ({ data: salary, error: undefined, mutate }),
  useBonuses: () => ({ data: bonuses, error: undefined, mutate }),
}));
jest.mock("@/lib/swr/use-check-track-record", () => ({
  useCheckTrackRecord: () => ({ data: record, mutate }),
}));

beforeEach(() => {
  apiFetch.mockReset().mockResolvedValue({});
  mutate.mockReset();
});

describe("SalaryHistoryCard", () => {
  it("lists the changes newest first, marks a future one scheduled, and records a raise through the form", async () => {
    salary = {
      canRecord: true,
      items: [
        {
          id: "s2",
          amount: "80000",
          currency: "EUR",
          effectiveDate: "2027-03-01",
          note: null,
          scheduled: true,
          createdAt: "",
        },
        {
          id: "s1",
          amount: "60000",
          currency: "EUR",
          effectiveDate: "2025-01-01",
          note: "Hire",
          scheduled: false,
          createdAt: "",
        },
      ],
    };
    const user = userEvent.setup();
    render(<SalaryHistoryCard employeeId="emp-1" currency="EUR" />);
    const rows = within(screen.getByTestId("salary-history")).getAllByRole("row").slice(1);
    expect(rows[0]).toHaveTextContent("EUR 80,000.00");
    expect(within(rows[0]).getByText("Scheduled")).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent("Hire");
    expect(within(rows[1]).queryByText("Scheduled")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Record a salary change" }));
    const dialog = await screen.findByRole("dialog", { name: "Record a salary change" });
    await user.click(within(dialog).getByRole("button", { name: "Record salary change" }));
    expect(await within(dialog).findByText("Please enter the new annual salary")).toBeInTheDocument();
    expect(apiFetch).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/New annual salary/), "72000");
    await user.type(within(dialog).getByLabelText(/Effective date/), "2026-12-01");
    await user.type(within(dialog).getByLabelText(/New job title/), "Lead Engineer");
    await user.click(within(dialog).getByRole("button", { name: "Record salary change" }));
    expect(apiFetch).toHaveBeenCalledWith("/api/employees/emp-1/salary-changes", {
      method: "POST",
      json: { amount: "72000", currency: "EUR", effectiveDate: "2026-12-01", jobTitle: "Lead Engineer", note: "" },
    });
    expect(mutate).toHaveBeenCalled();
  });

  it("offers no form to who only reads", () => {
    salary = { canRecord: false, items: [] };
    render(<SalaryHistoryCard employeeId="emp-1" currency="EUR" />);
    expect(screen.getByText("No salary changes recorded.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Record a salary change" })).not.toBeInTheDocument();
  });
});

describe("BonusesCard", () => {
  it("lists bonuses with their cutoff and removes one before its cutoff after confirming", async () => {
    bonuses = {
      canRecord: true,
      items: [
        {
          id: "b1",
          kind: "THIRTEENTH_MONTH",
          amount: "5000",
          currency: "EUR",
          payrollPeriod: "202612",
          note: null,
          cutoffDate: "2026-12-05",
          canDelete: true,
        },
        {
          id: "b0",
          kind: "ONE_OFF",
          amount: "300",
          currency: "EUR",
          payrollPeriod: "202606",
          note: null,
          cutoffDate: "2026-06-05",
          canDelete: false,
        },
      ],
    };
    const user = userEvent.setup();
    render(<BonusesCard employeeId="emp-1" currency="EUR" />);
    const rows = within(screen.getByTestId("bonuses")).getAllByRole("row").slice(1);
    expect(rows[0]).toHaveTextContent("12/2026");
    expect(rows[0]).toHaveTextContent("13th month salary");
    expect(within(rows[1]).queryByRole("button", { name: /Remove/ })).not.toBeInTheDocument();
    await user.click(within(rows[0]).getByRole("button", { name: /Remove the 13th month salary/ }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this bonus?" });
    expect(apiFetch).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Remove bonus" }));
    expect(apiFetch).toHaveBeenCalledWith("/api/employees/emp-1/bonuses/b1", { method: "DELETE" });
  });

  it("records a bonus for a payroll month", async () => {
    bonuses = { canRecord: true, items: [] };
    const user = userEvent.setup();
    render(<BonusesCard employeeId="emp-1" currency="EUR" />);
    await user.click(screen.getByRole("button", { name: "Record a bonus" }));
    const dialog = await screen.findByRole("dialog", { name: "Record a bonus" });
    await user.selectOptions(within(dialog).getByLabelText(/Kind/), "FOURTEENTH_MONTH");
    await user.type(within(dialog).getByLabelText(/Amount/), "2500");
    await user.type(within(dialog).getByLabelText(/Payroll month/), "2027-06");
    await user.click(within(dialog).getByRole("button", { name: "Record bonus" }));
    expect(apiFetch).toHaveBeenCalledWith("/api/employees/emp-1/bonuses", {
      method: "POST",
      json: { kind: "FOURTEENTH_MONTH", amount: "2500", currency: "EUR", payrollPeriod: "202706", note: "" },
    });
  });
});

describe("FindingVerdict", () => {
  const finding = { id: "f1", payReportId: "r1", check: "pay-change" };

  it("reads the check's track record and posts a payroll admin's verdict", async () => {
    record = {
      canJudge: true,
      checks: [{ check: "pay-change", label: "Pay change", findings: 50, confirmed: 12, justified: 30 }],
      verdicts: [{ findingId: "f1", verdict: null }],
    };
    const user = userEvent.setup();
    render(<FindingVerdict finding={finding} />);
    expect(screen.getByTestId("check-track-record")).toHaveTextContent(
      "Of this check's last 50 findings: 12 confirmed as mistakes, 30 justified as correct.",
    );
    await user.click(screen.getByRole("button", { name: "Confirmed mistake" }));
    expect(apiFetch).toHaveBeenCalledWith("/api/gross-to-net/r1/findings/f1/verdict", {
      method: "POST",
      json: { verdict: "CONFIRMED_MISTAKE" },
    });
    expect(mutate).toHaveBeenCalled();
  });

  it("shows the verdict given and no buttons to who may not judge", () => {
    record = {
      canJudge: false,
      checks: [{ check: "pay-change", label: "Pay change", findings: 1, confirmed: 1, justified: 0 }],
      verdicts: [{ findingId: "f1", verdict: "CONFIRMED_MISTAKE" }],
    };
    render(<FindingVerdict finding={finding} />);
    expect(screen.getByTestId("check-track-record")).toHaveTextContent(
      "Of this check's last finding: 1 confirmed as a mistake, 0 justified as correct.",
    );
    expect(screen.getByText("Confirmed mistake")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});

describe("CheckOutcomes", () => {
  it("shows findings raised, confirmed and dismissed per check and provider", () => {
    render(
      <CheckOutcomes
        rows={[
          {
            check: "pay-change",
            label: "Gross or net changed beyond the threshold",
            lspId: "l1",
            provider: "FrancePay SAS",
            raised: 9,
            confirmed: 2,
            dismissed: 5,
          },
        ]}
      />,
    );
    const row = within(screen.getByTestId("check-outcomes")).getAllByRole("row")[1];
    expect(row).toHaveTextContent("Gross or net changed beyond the threshold");
    expect(row).toHaveTextContent("FrancePay SAS");
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["FrancePay SAS", "9", "2", "5"]);
  });
});
