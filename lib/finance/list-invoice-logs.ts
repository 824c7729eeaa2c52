// POST /payroll/invoice-logs (spec 2 section 7): one page of 100 invoice logs, newest first, keyset-paged on
// (createdAt, id) so a page costs the same at row 10 as at row 1,000,000 and no row repeats or goes missing.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { badRequest } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { invoiceLogFilterWhere } from "@/lib/finance/invoice-log-where";
import {
  decodePageKey,
  encodePageKey,
  INVOICE_LOG_PAGE_SIZE,
  invoiceLogStatusLabel,
  type TInvoiceLogFilters,
} from "@/lib/finance/schema";
import { moneyString } from "@/lib/money";

export const invoiceLogSelect = {
  id: true,
  companyId: true,
  companyName: true,
  employeeId: true,
  employeeName: true,
  employeeCountry: true,
  invoiceType: true,
  reason: true,
  triggeredBy: true,
  status: true,
  createdAt: true,
  simpleInvoice: {
    select: {
      id: true,
      employeeId: true,
      totalAmount: true,
      currency: true,
      title: true,
      description: true,
      attachmentUrls: true,
      lspId: true,
      type: true,
      error: true,
      createdAt: true,
    },
  },
} as const satisfies Prisma.InvoiceLogSelect;

type Row = Prisma.InvoiceLogGetPayload<{ select: typeof invoiceLogSelect }>;

export function keysetAfter(key: string | null | undefined): Prisma.InvoiceLogWhereInput | null {
  if (!key) return null;
  const after = decodePageKey(key);
  if (!after) throw badRequest("nextPageKey is not valid.", { nextPageKey: ["Unknown page key."] });
  return { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] };
}

export function invoiceLogDto(row: Row) {
  const invoice = row.simpleInvoice;
  return {
    ...row,
    statusLabel: invoiceLogStatusLabel(row.status),
    employeeProfileLink: row.employeeId ? `/employees/${row.employeeId}` : null,
    simpleInvoice: invoice ? { ...invoice, totalAmount: moneyString(invoice.totalAmount, invoice.currency) } : null,
  };
}
export type InvoiceLogDto = ReturnType<typeof invoiceLogDto>;

export async function listInvoiceLogs(actor: Actor, filters: TInvoiceLogFilters, nextPageKey?: string | null) {
  const where = await invoiceLogFilterWhere(actor, filters);
  const after = keysetAfter(nextPageKey);
  const rows = await db.invoiceLog.findMany({
    where: after ? { AND: [where, after] } : where,
    select: invoiceLogSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: INVOICE_LOG_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, INVOICE_LOG_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    items: page.map(invoiceLogDto),
    nextPageKey: rows.length > INVOICE_LOG_PAGE_SIZE && last ? encodePageKey(last.createdAt, last.id) : null,
  };
}
