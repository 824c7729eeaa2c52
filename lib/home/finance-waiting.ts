// Finance's 'Waiting for you' (/companies for finance admins): overdue client invoices per company (the company
// invoices list's own rows, companyInvoicesSql) and invoice logs that failed (the /finance list's filter SQL).
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { formatDate } from "@/lib/dates";
import { invoiceLogFilterSql } from "@/lib/finance/invoice-log-where";
import { unpaidInvoiceCounts } from "@/lib/home/manager-waiting";
import { countOf, waitingItems, type WaitingItem } from "@/lib/home/waiting-types";

/** The panel counts failed invoice logs up to this many and says "more than" past it. */
export const FAILED_LOGS_COUNTED = 1000;

/**
 * Invoice logs of the /finance list with status FAILED, counted up to FAILED_LOGS_COUNTED + 1 (issue 28: counting
 * all of them took 160-280 ms with 333k failed logs of 1M, the most of the /companies render; a capped count reads
 * at most 1,001 index entries, about 2 ms).
 */
export async function failedInvoiceLogCount(actor: Actor): Promise<number> {
  const where = Prisma.join(invoiceLogFilterSql(actor, { statuses: ["FAILED"] }), " AND ");
  const [row] = await db.$queryRaw<{ n: number }[]>(Prisma.sql`
    SELECT count(*)::int AS n FROM (
      SELECT 1 FROM "InvoiceLog" l LEFT JOIN "SimpleInvoice" s ON s."invoiceLogId" = l.id
       WHERE ${where} LIMIT ${FAILED_LOGS_COUNTED + 1}) capped`);
  return row?.n ?? 0;
}

export async function financeWaiting(actor: Actor, now: Date = new Date(), companies = 5): Promise<WaitingItem[]> {
  if (!can(actor, "finance.access")) return [];
  const [unpaid, failedLogs] = await Promise.all([
    can(actor, "balances.read") ? unpaidInvoiceCounts(null, now) : [],
    can(actor, "invoiceLogs.read") ? failedInvoiceLogCount(actor) : 0,
  ]);
  const overdue = unpaid
    .filter((r) => r.status === "OVERDUE")
    .sort((a, b) => b.count - a.count || a.companyId.localeCompare(b.companyId))
    .slice(0, companies);
  const names = overdue.length
    ? await db.company.findMany({
        where: { id: { in: overdue.map((r) => r.companyId) } },
        select: { id: true, name: true },
      })
    : [];
  const nameOf = new Map(names.map((c) => [c.id, c.name]));
  return waitingItems([
    ...overdue.map((r) => ({
      key: `invoices-overdue-${r.companyId}`,
      count: r.count,
      text: `${countOf(r.count, "invoice")} overdue at ${nameOf.get(r.companyId) ?? "a client"}`,
      href: `/companies/${r.companyId}/invoices?sort=status&dir=asc`,
      detail: r.oldestDue ? `Oldest due ${formatDate(r.oldestDue)}` : undefined,
    })),
    {
      key: "invoice-logs-failed",
      count: Math.min(failedLogs, FAILED_LOGS_COUNTED),
      text:
        failedLogs > FAILED_LOGS_COUNTED
          ? `More than ${FAILED_LOGS_COUNTED} invoices failed to be created`
          : `${countOf(failedLogs, "invoice")} failed to be created`,
      href: "/finance",
    },
  ]);
}
