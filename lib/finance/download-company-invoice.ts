// GET invoice-reports/companies/{companyId}/invoices/{invoiceNumber}/download: one invoice of the company as CSV,
// a line per billed employee with every amount in the currency's decimals. Another company's invoice, or a
// number the company has no invoice under, is not found.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { balanceCompanyOrThrow } from "@/lib/access/client-balance";
import { PAYMENT_TERMS_DAYS } from "@/lib/finance/list-company-invoices";
import { csvResponse } from "@/lib/http/csv-response";
import { AMOUNT_FIELDS } from "@/lib/finance/schema";
import { moneyString } from "@/lib/money";

const DAY = 86_400_000;
const PAYMENT_LABELS = { payment_pending: "Pending", payment_processed: "Paid", payment_failed: "Failed" } as const;
/** "pensionContributionAmount" -> "Pension contribution". */
const label = (field: string) =>
  field
    .replace(/Amount$/, "")
    .replace(/([A-Z])/g, " $1")
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ ([A-Z])/g, (_, c: string) => ` ${c.toLowerCase()}`);

export const COMPANY_INVOICE_HEADER = [
  "Invoice number",
  "Invoice date",
  "Due date",
  "Payroll period",
  "Employee",
  "Employee country",
  "Currency",
  ...AMOUNT_FIELDS.filter((f) => f !== "totalAmount").map(label),
  "Total",
  "Payment status",
] as const;

export async function downloadCompanyInvoice(actor: Actor, companyId: string, invoiceNumber: string) {
  const company = await balanceCompanyOrThrow(actor, companyId);
  const items = await db.billingItem.findMany({
    where: {
      companyId: company.id,
      invoiceId: { not: null },
      OR: [{ invoiceNumber }, { invoiceNumber: null, invoiceId: invoiceNumber }],
    },
    include: { employee: { select: { firstName: true, lastName: true, countryCode: true } } },
    orderBy: [{ currency: "asc" }, { employee: { lastName: "asc" } }, { id: "asc" }],
    take: 5000,
  });
  if (items.length === 0) throw new AppError("NOT_FOUND", "Invoice not found");
  async function* rows() {
    for (const item of items) {
      const due = item.invoiceDate ? new Date(item.invoiceDate.getTime() + PAYMENT_TERMS_DAYS * DAY) : null;
      yield [
        invoiceNumber,
        item.invoiceDate?.toISOString().slice(0, 10) ?? "",
        due?.toISOString().slice(0, 10) ?? "",
        item.payrollPeriod ?? "",
        item.employee ? `${item.employee.firstName} ${item.employee.lastName}` : "",
        item.employee?.countryCode ?? "",
        item.currency,
        ...AMOUNT_FIELDS.filter((f) => f !== "totalAmount").map((f) => moneyString(item[f], item.currency)),
        moneyString(item.totalAmount, item.currency),
        PAYMENT_LABELS[item.paymentStatus],
      ];
    }
  }
  return csvResponse(`invoice_${invoiceNumber}.csv`, COMPANY_INVOICE_HEADER, rows());
}
