// Whether a client's invoices are overdue (spec 1 sections 4, 7, 8: overdue invoices pause new employee hires).
// Computed from the company's invoices as its invoices page lists them: an invoice not paid past its due date
// (a failed payment is still unpaid). The one source read by the hire page, GET .../available-products,
// GET .../balances/status, the balances per currency and the hire request (POST /api/seats). The synced
// ClientBalance row is not read: a stored flag the invoices do not back would pause hiring with nothing to pay.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { companyInvoicesSql, pastDueSql } from "@/lib/finance/list-company-invoices";

export type OverdueInvoices = {
  isOverdue: boolean;
  /** Days since the oldest unpaid invoice fell due; null when none is overdue. */
  daysOverdue: number | null;
  overdueCount: number;
  /** Days overdue per currency (only the currencies with an overdue invoice). */
  byCurrency: Record<string, number>;
};

export async function getOverdueInvoices(companyId: string, now: Date = new Date()): Promise<OverdueInvoices> {
  const today = now.toISOString().slice(0, 10);
  const rows = await db.$queryRaw<{ currency: string; days: number; count: number }[]>(Prisma.sql`
    SELECT currency, (${today}::date - min("dueDate"))::int AS days, count(*)::int AS count
      FROM (${companyInvoicesSql(companyId, today)}) i
     WHERE ${pastDueSql(today)}
     GROUP BY currency ORDER BY currency`);
  const daysOverdue = rows.length ? Math.max(...rows.map((r) => r.days)) : null;
  return {
    isOverdue: daysOverdue !== null && daysOverdue > 0,
    daysOverdue,
    overdueCount: rows.reduce((n, r) => n + r.count, 0),
    byCurrency: Object.fromEntries(rows.map((r) => [r.currency, r.days])),
  };
}
