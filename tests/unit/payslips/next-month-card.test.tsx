// [PAYSLIPS] The next month card on /pay: its month and cutoff, each reason's sentence with the change it makes
// (signed, in the currency's decimals), the sentence when nothing on record changes the pay, the last payslip's
// figures; and 'Something looks wrong' refuses an empty message on the field (the shared schema) before sending.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextMonthCard } from "@/app/(app)/pay/next-month-card";
import type { NextPayPreview } from "@/lib/payslips/next-pay-schema";

const preview = (over: Partial<NextPayPreview> = {}): NextPayPreview => ({
  employeeId: "emp-1",
  period: "202612",
  cutoffDate: "2026-12-15",
  last: { period: "202611", currency: "EUR", gross: "6500.0000", net: "4100.2500" },
  reasons: [],
  ...over,
});

describe("[PAYSLIPS] next month card", () => {
  it("lists the reasons with their signed changes, the cutoff and the last payslip", () => {
    render(
      <NextMonthCard
        preview={preview({
          reasons: [
            { kind: "unpaid-leave", sentence: "3 working day(s) of unpaid leave.", amount: "-886.36", currency: "EUR" },
            { kind: "expenses", sentence: "2 approved expense(s).", amount: "150.50", currency: "EUR" },
            { kind: "termination", sentence: "Your employment ends.", amount: null, currency: null },
          ],
        })}
      />,
    );
    expect(screen.getByRole("heading", { name: "Next month: December 2026" })).toBeInTheDocument();
    expect(screen.getByText(/cutoff on 15 December 2026/)).toBeInTheDocument();
    const items = within(screen.getByRole("list", { name: "What changes your pay in December 2026" })).getAllByRole(
      "listitem",
    );
    expect(items.map((li) => li.textContent)).toEqual([
      "3 working day(s) of unpaid leave.-EUR 886.36",
      "2 approved expense(s).+EUR 150.50",
      "Your employment ends.",
    ]);
    expect(screen.getByText("November 2026")).toBeInTheDocument();
    expect(screen.getByText(/EUR 6,500.00 \/\s*EUR 4,100.25/)).toBeInTheDocument();
    expect(screen.queryByText(/Nothing on record changes your pay/)).not.toBeInTheDocument();
  });

  it("says when nothing on record changes the pay, and refuses an empty question on its field", async () => {
    render(<NextMonthCard preview={preview({ last: null, cutoffDate: null })} />);
    expect(screen.getByText("Nothing on record changes your pay.")).toBeInTheDocument();
    expect(screen.queryByText("Last payslip")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Something looks wrong" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    const field = within(dialog).getByLabelText(/What looks wrong\?/);
    expect(await within(dialog).findByText("Please tell us what looks wrong.")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    // Nothing was sent: the dialog stays open and no confirmation shows.
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByText("Your question was sent to the payroll team.")).not.toBeInTheDocument();
  });
});
