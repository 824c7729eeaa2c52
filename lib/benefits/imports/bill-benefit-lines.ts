// Imported benefits are billed on import: the accepted rows of a benefits import become benefit billing items
// (isBenefit), one per employee and currency summed over the file, in the payroll instance's period, one invoice
// per client. They then count wherever billing items count (billing-item lists, balances, reconciliation).
// Rule between the two benefit sources: POST /payroll/benefits-invoice skips an employee already billed a
// benefit for that period and currency (lib/finance/create-invoice.ts), so an imported benefit wins over the
// pay reports' benefit contributions for that employee.
import "server-only";
import { randomUUID } from "node:crypto";
import type { Tx } from "@/lib/db";
import { Decimal, moneyString } from "@/lib/money";

export type BillableLine = {
  clientId: string;
  employeeId: string;
  lspId: string | null;
  currency: string;
  amount: string;
};

export type BilledInvoice = { invoiceId: string; invoiceNumber: string; companyId: string; itemCount: number };

export async function billBenefitLines(
  tx: Tx,
  lines: BillableLine[],
  payrollPeriod: string,
  today = new Date(),
): Promise<BilledInvoice[]> {
  const sums = new Map<string, BillableLine & { total: Decimal }>();
  for (const line of lines) {
    const key = `${line.clientId}|${line.employeeId}|${line.currency}`;
    const sum = sums.get(key) ?? { ...line, total: new Decimal(0) };
    sums.set(key, { ...sum, total: sum.total.plus(line.amount) });
  }
  const invoices = new Map<string, BilledInvoice>();
  const invoiceDate = new Date(today.toISOString().slice(0, 10));
  const items = [...sums.values()].map((sum) => {
    let invoice = invoices.get(sum.clientId);
    if (!invoice) {
      const invoiceId = randomUUID();
      const suffix = invoiceId.replace(/-/g, "").slice(-8).toUpperCase();
      invoice = { invoiceId, invoiceNumber: `BEN-${payrollPeriod}-${suffix}`, companyId: sum.clientId, itemCount: 0 };
      invoices.set(sum.clientId, invoice);
    }
    invoice.itemCount += 1;
    const amount = moneyString(sum.total, sum.currency);
    return {
      invoiceId: invoice.invoiceId,
      invoiceNumber: invoice.invoiceNumber,
      invoiceDate,
      companyId: sum.clientId,
      employeeId: sum.employeeId,
      lspId: sum.lspId,
      currency: sum.currency,
      payrollPeriod,
      isBenefit: true,
      totalAmount: amount,
      benefitAmount: amount,
    };
  });
  if (items.length) await tx.billingItem.createMany({ data: items });
  return [...invoices.values()];
}
