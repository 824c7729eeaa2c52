// Balances per currency from invoices and payments (GET invoice-reports/companies/{id}/balances). The unpaid
// payroll and deposit balances and the paid deposits come from the company's billing items (an invoiced item is
// a debit until its payment is processed), the days overdue from its invoices (get-overdue-invoices.ts); the
// fields only the accounting system knows (prepayments, unapplied credit and cash, held amounts, the upsell pause)
// come from the synced ClientBalance row. accountBalance = what is owed minus what is held unapplied. Amounts are
// strings in currency decimals.
import "server-only";
import { db } from "@/lib/db";
import { Decimal, moneyString, toDecimal } from "@/lib/money";
import { getOverdueInvoices } from "@/lib/finance/get-overdue-invoices";

type Sums = { payrollUnpaid: Decimal; depositUnpaid: Decimal; depositPaid: Decimal };

export async function computeBalances(companyId: string, now = new Date()) {
  const [stored, groups, overdue] = await Promise.all([
    db.clientBalance.findMany({ where: { companyId }, orderBy: { currency: "asc" } }),
    db.billingItem.groupBy({
      by: ["currency", "paymentStatus"],
      where: { companyId, invoiceId: { not: null } },
      _sum: { totalAmount: true, depositAmount: true },
    }),
    getOverdueInvoices(companyId, now),
  ]);
  const sums = new Map<string, Sums>();
  for (const g of groups) {
    const s = sums.get(g.currency) ?? {
      payrollUnpaid: new Decimal(0),
      depositUnpaid: new Decimal(0),
      depositPaid: new Decimal(0),
    };
    const total = toDecimal(g._sum.totalAmount);
    const deposit = toDecimal(g._sum.depositAmount);
    if (g.paymentStatus === "payment_processed") s.depositPaid = s.depositPaid.plus(deposit);
    else {
      s.payrollUnpaid = s.payrollUnpaid.plus(total.minus(deposit));
      s.depositUnpaid = s.depositUnpaid.plus(deposit);
    }
    sums.set(g.currency, s);
  }
  const currencies = [...new Set([...stored.map((b) => b.currency), ...sums.keys()])].sort();
  return currencies.map((currency) => {
    const b = stored.find((row) => row.currency === currency);
    const s = sums.get(currency);
    const m = (v: unknown) => moneyString(v as Decimal.Value, currency);
    const payrollUnpaid = s ? s.payrollUnpaid : toDecimal(b?.payrollBalanceUnpaid);
    const depositUnpaid = s ? s.depositUnpaid : toDecimal(b?.depositBalanceUnpaid);
    const prepaymentUnpaid = toDecimal(b?.prepaymentBalanceUnpaid);
    const unapplied = [
      b?.creditBalanceUnapplied,
      b?.payrollBalanceUnapplied,
      b?.depositBalanceUnapplied,
      b?.prepaymentBalanceUnapplied,
      b?.cashBalanceUnapplied,
    ].reduce<Decimal>((sum, v) => sum.plus(toDecimal(v)), new Decimal(0));
    return {
      companyId,
      currency,
      daysOverdue: overdue.byCurrency[currency] ?? null,
      accountBalance: m(payrollUnpaid.plus(depositUnpaid).plus(prepaymentUnpaid).minus(unapplied)),
      payrollBalanceUnpaid: m(payrollUnpaid),
      depositBalanceUnpaid: m(depositUnpaid),
      prepaymentBalanceUnpaid: m(prepaymentUnpaid),
      creditBalanceUnapplied: m(b?.creditBalanceUnapplied ?? 0),
      payrollBalanceUnapplied: m(b?.payrollBalanceUnapplied ?? 0),
      depositBalanceUnapplied: m(b?.depositBalanceUnapplied ?? 0),
      prepaymentBalanceUnapplied: m(b?.prepaymentBalanceUnapplied ?? 0),
      cashBalanceUnapplied: m(b?.cashBalanceUnapplied ?? 0),
      depositBalancePaid: m(s ? s.depositPaid : (b?.depositBalancePaid ?? 0)),
      prepaymentBalancePaid: m(b?.prepaymentBalancePaid ?? 0),
      depositAndPrepaymentBalanceHeld: m(b?.depositAndPrepaymentBalanceHeld ?? 0),
      isPausedUpsell: b?.isPausedUpsell ?? false,
      lastSyncedAt: b?.lastSyncedAt ?? null,
    };
  });
}
export type BalanceDto = Awaited<ReturnType<typeof computeBalances>>[number];
