// POST /payroll/invoice-logs (spec 2 section 7): one page of 100 invoice logs, newest first, keyset-paged on
// (createdAt, id) so a page costs the same at row 10 as at row 1,000,000 and no row repeats or goes missing.
// One SQL statement with the simple-invoice join (scripts/bench-api/scenarios/finance.ts runs the bare twin);
// the CSV exports read their batches through the same statement.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { queryRows } from "@/lib/db";
import { keysetPage, pageKeyAfter } from "@/lib/queries/keyset";
import { seekSql } from "@/lib/queries/keyset-sql";
import type { Actor } from "@/lib/auth/actor";
import { invoiceLogFilterSql, utcTimestamp } from "@/lib/finance/invoice-log-where";
import { INVOICE_LOG_PAGE_SIZE, type TInvoiceLogFilters } from "@/lib/finance/schema";
import {
  invoiceLogStatusLabel,
  type INVOICE_LOG_STATUSES,
  type INVOICE_LOG_TYPES,
} from "@/lib/finance/invoice-log-labels";
import { moneyString } from "@/lib/money";

type Row = {
  id: string;
  companyId: string;
  companyName: string;
  employeeId: string | null;
  employeeName: string | null;
  employeeCountry: string | null;
  invoiceType: (typeof INVOICE_LOG_TYPES)[number];
  reason: string | null;
  triggeredBy: string | null;
  status: (typeof INVOICE_LOG_STATUSES)[number];
  createdAt: Date;
  simpleId: string | null;
  simpleEmployeeId: string | null;
  totalAmount: string | null;
  currency: string | null;
  title: string | null;
  description: string | null;
  attachmentUrls: string[] | null;
  lspId: string | null;
  type: string | null;
  error: string | null;
  simpleCreatedAt: Date | null;
};

export type InvoiceLogKey = { createdAt: Date; id: string };

function invoiceLogDto(row: Row) {
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    employeeId: row.employeeId,
    employeeName: row.employeeName,
    employeeCountry: row.employeeCountry,
    invoiceType: row.invoiceType,
    reason: row.reason,
    triggeredBy: row.triggeredBy,
    status: row.status,
    createdAt: row.createdAt,
    simpleInvoice:
      row.simpleId === null
        ? null
        : {
            id: row.simpleId,
            employeeId: row.simpleEmployeeId,
            totalAmount: moneyString(row.totalAmount, row.currency ?? ""),
            currency: row.currency ?? "",
            title: row.title ?? "",
            description: row.description,
            attachmentUrls: row.attachmentUrls ?? [],
            lspId: row.lspId,
            type: row.type,
            error: row.error,
            createdAt: row.simpleCreatedAt as Date,
          },
    statusLabel: invoiceLogStatusLabel(row.status),
    employeeProfileLink: row.employeeId ? `/employees/${row.employeeId}` : null,
  };
}
export type InvoiceLogDto = ReturnType<typeof invoiceLogDto>;

/** Up to `limit` logs matching the conditions, newest first, after the keyset position. */
export async function readInvoiceLogs(
  conditions: Prisma.Sql[],
  after: InvoiceLogKey | null,
  limit: number,
): Promise<InvoiceLogDto[]> {
  const where = [...conditions];
  if (after) {
    const at = Prisma.sql`${utcTimestamp(after.createdAt)}::timestamp`;
    // The redundant `<=` is what the (createdAt, id) index can range-scan on.
    where.push(
      Prisma.sql`l."createdAt" <= ${at} AND ${seekSql([Prisma.sql`l."createdAt"`, Prisma.sql`l.id`], [at, after.id], "desc")}`,
    );
  }
  const rows = await queryRows<Row>(
    Prisma.sql`
    SELECT l.id, l."companyId", l."companyName", l."employeeId", l."employeeName", l."employeeCountry",
           l."invoiceType"::text AS "invoiceType", l.reason, l."triggeredBy", l.status::text AS status, l."createdAt",
           s.id AS "simpleId", s."employeeId" AS "simpleEmployeeId", s."totalAmount", s.currency, s.title,
           s.description, s."attachmentUrls", s."lspId", s.type, s.error, s."createdAt" AS "simpleCreatedAt"
      FROM "InvoiceLog" l LEFT JOIN "SimpleInvoice" s ON s."invoiceLogId" = l.id
     WHERE ${where.length ? Prisma.join(where, " AND ") : Prisma.sql`TRUE`}
     ORDER BY l."createdAt" DESC, l.id DESC
     LIMIT ${limit}`,
    { prepareAs: "invoice-log-list" },
  );
  return rows.map(invoiceLogDto);
}

export async function listInvoiceLogs(actor: Actor, filters: TInvoiceLogFilters, nextPageKey?: string | null) {
  const after = pageKeyAfter(nextPageKey);
  const rows = await readInvoiceLogs(invoiceLogFilterSql(actor, filters), after, INVOICE_LOG_PAGE_SIZE + 1);
  const { page, nextCursor } = keysetPage(rows, INVOICE_LOG_PAGE_SIZE, (r) => [r.createdAt, r.id]);
  return { items: page, nextPageKey: nextCursor };
}
