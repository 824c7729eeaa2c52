// GET invoice-reports/companies/{companyId}/invoices: the company's invoices, sorted and paged on the server, with
// what is still outstanding per currency. An invoice is the company's billing items sharing an invoice number (the
// invoice id when it has none) and a currency, the same reference the transaction statement prints. Due date:
// invoice date + PAYMENT_TERMS_DAYS. Status: Paid when every item's payment is processed, Payment failed when one
// failed, Overdue past the due date, else Open.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { balanceCompanyOrThrow } from "@/lib/access/client-balance";
import {
  COMPANY_INVOICE_STATUS_LABELS,
  type CompanyInvoiceSort,
  type CompanyInvoiceStatus,
  type TCompanyInvoicesQuery,
} from "@/lib/finance/company-invoice-schema";
import { moneyString } from "@/lib/money";

/** Days a client has to pay an invoice before it counts as overdue. */
export const PAYMENT_TERMS_DAYS = 30;

// Whitelisted ORDER BY expressions (the sort comes from the query string).
const ORDER: Record<CompanyInvoiceSort, Prisma.Sql> = {
  invoiceDate: Prisma.sql`"invoiceDate"`,
  dueDate: Prisma.sql`"dueDate"`,
  number: Prisma.sql`number`,
  period: Prisma.sql`"payrollPeriod"`,
  amount: Prisma.sql`amount`,
  // Most urgent first when ascending: overdue, failed, open, paid.
  status: Prisma.sql`CASE status WHEN 'OVERDUE' THEN 0 WHEN 'PAYMENT_FAILED' THEN 1 WHEN 'OPEN' THEN 2 ELSE 3 END`,
};

/**
 * The company's invoices as rows of (number, currency): shared by the list, the download and the counts that link
 * to the list (lib/home/). `companyId` null: every company's invoices, each row with its "companyId".
 */
export function companyInvoicesSql(companyId: string | null, today: string): Prisma.Sql {
  const scope = companyId === null ? Prisma.sql`TRUE` : Prisma.sql`"companyId" = ${companyId}`;
  return Prisma.sql`
    SELECT "companyId", number, currency, "invoiceDate", "dueDate", "payrollPeriod", amount, "itemCount", "isBenefit",
           CASE WHEN paid THEN 'PAID' WHEN failed THEN 'PAYMENT_FAILED'
                WHEN "dueDate" < ${today}::date THEN 'OVERDUE' ELSE 'OPEN' END AS status
      FROM (SELECT "companyId", coalesce("invoiceNumber", "invoiceId") AS number, currency,
                   min("invoiceDate") AS "invoiceDate",
                   min("invoiceDate") + ${PAYMENT_TERMS_DAYS}::int AS "dueDate",
                   max("payrollPeriod") AS "payrollPeriod",
                   sum("totalAmount") AS amount,
                   count(*)::int AS "itemCount",
                   bool_or("isBenefit") AS "isBenefit",
                   bool_and("paymentStatus" = 'payment:processed') AS paid,
                   bool_or("paymentStatus" = 'payment:failed') AS failed
              FROM "BillingItem"
             WHERE ${scope} AND "invoiceId" IS NOT NULL
             GROUP BY 1, 2, 3) invoices`;
}

/** An invoice not paid past its due date (a failed payment is still unpaid): what pauses new hires. */
export function pastDueSql(today: string): Prisma.Sql {
  return Prisma.sql`status <> 'PAID' AND "dueDate" < ${today}::date`;
}

type Row = {
  number: string;
  currency: string;
  invoiceDate: Date | null;
  dueDate: Date | null;
  payrollPeriod: string | null;
  amount: Prisma.Decimal;
  itemCount: number;
  isBenefit: boolean;
  status: CompanyInvoiceStatus;
};

const isoDay = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

export function companyInvoiceDto(companyId: string, r: Row) {
  return {
    number: r.number,
    currency: r.currency,
    invoiceDate: isoDay(r.invoiceDate),
    dueDate: isoDay(r.dueDate),
    payrollPeriod: r.payrollPeriod,
    amount: moneyString(r.amount, r.currency),
    itemCount: r.itemCount,
    isBenefit: r.isBenefit,
    status: r.status,
    statusLabel: COMPANY_INVOICE_STATUS_LABELS[r.status],
    downloadUrl: `/api/invoice-reports/companies/${encodeURIComponent(companyId)}/invoices/${encodeURIComponent(r.number)}/download`,
  };
}
export type CompanyInvoiceDto = ReturnType<typeof companyInvoiceDto>;

export async function listCompanyInvoices(
  actor: Actor,
  companyId: string,
  query: TCompanyInvoicesQuery,
  now: Date = new Date(),
) {
  const company = await balanceCompanyOrThrow(actor, companyId);
  const today = now.toISOString().slice(0, 10);
  const invoices = companyInvoicesSql(company.id, today);
  const dir = query.dir === "asc" ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  const [rows, outstanding] = await Promise.all([
    db.$queryRaw<(Row & { total: number })[]>(Prisma.sql`
      SELECT *, count(*) OVER ()::int AS total FROM (${invoices}) i
       ORDER BY ${ORDER[query.sort]} ${dir} NULLS LAST, number ${dir}, currency
       LIMIT ${query.pageSize} OFFSET ${query.pageIndex * query.pageSize}`),
    db.$queryRaw<{ currency: string; amount: Prisma.Decimal; count: number; overdue: number }[]>(Prisma.sql`
      SELECT currency, sum(amount) AS amount, count(*)::int AS count,
             count(*) FILTER (WHERE ${pastDueSql(today)})::int AS overdue
        FROM (${invoices}) i WHERE status <> 'PAID' GROUP BY currency ORDER BY currency`),
  ]);
  return {
    companyId: company.id,
    companyName: company.name,
    items: rows.map((r) => companyInvoiceDto(company.id, r)),
    totalCount: rows[0]?.total ?? (query.pageIndex > 0 ? await countInvoices(invoices) : 0),
    outstanding: outstanding.map((o) => ({
      currency: o.currency,
      amount: moneyString(o.amount, o.currency),
      invoiceCount: o.count,
      overdueCount: o.overdue,
    })),
  };
}
export type CompanyInvoicePage = Awaited<ReturnType<typeof listCompanyInvoices>>;

// A page past the end has no row to carry the window count.
async function countInvoices(invoices: Prisma.Sql): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number }[]>(Prisma.sql`SELECT count(*)::int AS n FROM (${invoices}) i`);
  return row?.n ?? 0;
}
