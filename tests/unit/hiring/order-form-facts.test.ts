// The order form's list of invoices that accepting it issues: a refundable deposit invoice only for a hire with a
// deposit (an advanced payment deposit, or a deposit in the quote while the type is not chosen yet).
import { invoicesToIssue } from "@/app/(app)/employees/[employeeId]/[seatId]/order-form/order-form-facts";
import type { Quote } from "@/lib/hiring/fees";

const quote = (deposit: string) =>
  ({ setupFee: "0", billingCurrency: "EUR", depositFee: { convertedAmount: deposit } }) as unknown as Quote;
const seat = (employeeProfile: Record<string, unknown>) => ({ employeeProfile }) as never;
const hasDeposit = (list: string[]) => list.some((line) => line.startsWith("Deposit invoice"));

describe("invoicesToIssue", () => {
  it("announces no deposit invoice for a hire without a deposit", () => {
    expect(hasDeposit(invoicesToIssue(seat({ employeeType: "EOR", depositType: "NO_DEPOSIT" }), quote("0")))).toBe(
      false,
    );
    expect(hasDeposit(invoicesToIssue(seat({ employeeType: "EOR", depositType: "NONE" }), quote("0")))).toBe(false);
    expect(
      hasDeposit(invoicesToIssue(seat({ employeeType: "EOR", depositType: "ZERO_DEPOSIT_INSURANCE" }), quote("0"))),
    ).toBe(false);
    expect(hasDeposit(invoicesToIssue(seat({ employeeType: "EOR" }), quote("0")))).toBe(false);
  });

  it("announces the refundable deposit for an advanced payment deposit or a deposit in the quote", () => {
    const apd = invoicesToIssue(seat({ employeeType: "EOR", depositType: "ADVANCED_PAYMENT_DEPOSIT" }), quote("3000"));
    expect(apd.find((line) => line.startsWith("Deposit invoice"))).toMatch(
      /^Deposit invoice \(.*3,?000.*\), refundable/,
    );
    expect(hasDeposit(invoicesToIssue(seat({ employeeType: "EOR" }), quote("1500")))).toBe(true);
    expect(hasDeposit(invoicesToIssue(seat({ employeeType: "PEO" }), quote("1500")))).toBe(false);
  });
});
