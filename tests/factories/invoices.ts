// Client invoices (billing items sharing an invoice number) for the overdue rule: an invoice unpaid past its due
// date (invoice date + PAYMENT_TERMS_DAYS) is overdue (lib/finance/get-overdue-invoices.ts).
import type { BillingPaymentStatus, Prisma } from "../../generated/prisma/client";
import { PAYMENT_TERMS_DAYS } from "../../lib/finance/list-company-invoices";
import { uniqueSuffix } from "./users";

const DAY = 86_400_000;

/** One invoice of the company that fell due `daysOverdue` days ago (negative: due in the future). */
export async function createInvoiceDue(
  db: Prisma.TransactionClient,
  companyId: string,
  daysOverdue: number,
  options: { currency?: string; paymentStatus?: BillingPaymentStatus; now?: Date } = {},
) {
  const now = options.now ?? new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const number = `INV-T-${uniqueSuffix()}`;
  return db.billingItem.create({
    data: {
      companyId,
      currency: options.currency ?? "EUR",
      invoiceId: number.toLowerCase(),
      invoiceNumber: number,
      invoiceDate: new Date(today - (daysOverdue + PAYMENT_TERMS_DAYS) * DAY),
      totalAmount: "1000.00",
      paymentStatus: options.paymentStatus ?? "payment_pending",
    },
  });
}
