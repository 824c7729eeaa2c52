// What the order form says about its seat: the invoices that accepting it issues, and whether the quote has a salary.
import { formatMoney } from "@/lib/money";
import { isSalaryEntered, type Quote } from "@/lib/hiring/fees";
import type { SeatView } from "@/lib/hiring/dto";
import type { SeatProfile } from "@/components/hiring/types";

export function invoicesToIssue(seat: Pick<SeatView, "employeeProfile">, quote: Quote | null): string[] {
  const p: SeatProfile = seat.employeeProfile ?? {};
  const list: string[] = [];
  if (quote && Number(quote.setupFee) > 0)
    list.push(`Set-up fee invoice (${formatMoney(quote.setupFee, quote.billingCurrency)})`);
  // A refundable deposit only when the hire has one: an advanced payment deposit, or (before the admin chose the
  // deposit type) a deposit in the quote. No deposit, or zero deposit insurance, issues no deposit invoice.
  const deposit = quote ? Number(quote.depositFee.convertedAmount) : 0;
  if (p.employeeType === "EOR" && (p.depositType === "ADVANCED_PAYMENT_DEPOSIT" || (!p.depositType && deposit > 0)))
    list.push(
      `Deposit invoice${quote && deposit > 0 ? ` (${formatMoney(quote.depositFee.convertedAmount, quote.billingCurrency)})` : ""}, refundable at the end of the employee's tenure`,
    );
  list.push("A possible visa fee invoice, if the employee needs a visa");
  return list;
}

/** The seat's annual salary as the quote uses it (profile first, then the request). */
export function seatSalaryEntered(seat: Pick<SeatView, "employeeProfile" | "annualBaseSalary">): boolean {
  return isSalaryEntered(seat.employeeProfile?.annualBaseSalaryAmount ?? seat.annualBaseSalary?.amount);
}
