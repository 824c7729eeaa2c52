// POST /payroll/invoice-logs/export (every log matching the filters) and .../export-invoice-report (the selected
// logs with their invoice amounts) answer { data: { url } } (spec 3 section 7): a signed link
// (lib/storage/signed-download.ts) that streams the CSV, read in keyset batches of 500, when it is opened. The
// rows are read as the link's signer then (lib/downloads/serve-signed-download.ts re-checks who they are).
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { invoiceLogWhere } from "@/lib/access/invoice-log";
import { signDownload } from "@/lib/storage/signed-download";
import { batches, csvResponse } from "@/lib/http/csv-response";
import { invoiceLogFilterSql, invoiceLogTenancySql } from "@/lib/finance/invoice-log-where";
import { readInvoiceLogs, type InvoiceLogDto, type InvoiceLogKey } from "@/lib/finance/list-invoice-logs";
import type { TInvoiceLogFilters } from "@/lib/finance/schema";
import { INVOICE_TYPE_LABELS } from "@/lib/finance/invoice-log-labels";

export const INVOICE_REPORT_HEADER = [
  "Invoice log ID",
  "Created at",
  "Client",
  "Employee",
  "Employee country",
  "Invoice type",
  "Status",
  "Currency",
  "Total amount",
  "Title",
  "Reason",
  "Error",
] as const;

function reportRow(log: InvoiceLogDto): unknown[] {
  return [
    log.id,
    log.createdAt.toISOString(),
    log.companyName,
    log.employeeName ?? "",
    log.employeeCountry ?? "",
    INVOICE_TYPE_LABELS[log.invoiceType],
    log.statusLabel,
    log.simpleInvoice?.currency ?? "",
    log.simpleInvoice?.totalAmount ?? "",
    log.simpleInvoice?.title ?? "",
    log.reason ?? "",
    log.simpleInvoice?.error ?? "",
  ];
}

async function* rowsOf(conditions: Prisma.Sql[]) {
  const logs = batches(
    (after: InvoiceLogKey | null) => readInvoiceLogs(conditions, after, 500),
    (row) => ({ createdAt: row.createdAt, id: row.id }),
  );
  for await (const log of logs) yield reportRow(log);
}

const stamp = () => new Date().toISOString().slice(0, 10);

/** The signed links' kinds (lib/downloads/serve-signed-download.ts serves them). */
export const INVOICE_LOGS_CSV_DOWNLOAD = "invoice-logs-csv";
export const INVOICE_REPORT_CSV_DOWNLOAD = "invoice-report-csv";

export async function linkInvoiceLogsExport(actor: Actor, filters: TInvoiceLogFilters) {
  invoiceLogFilterSql(actor, filters); // refuses an invoice type not offered now, not when the link is opened
  return { data: await signDownload({ kind: INVOICE_LOGS_CSV_DOWNLOAD, params: filters, userId: actor.userId }) };
}

export async function linkInvoiceReport(actor: Actor, invoiceLogIds: string[]) {
  const ids = [...new Set(invoiceLogIds)];
  // A log the caller cannot see (unknown or another company's) is not found, as for one id.
  const visible = await db.invoiceLog.count({ where: { AND: [{ id: { in: ids } }, invoiceLogWhere(actor)] } });
  if (visible !== ids.length)
    throw new AppError("NOT_FOUND", "Invoice log not found", {
      fieldErrors: { invoiceLogIds: ["One or more invoice logs were not found."] },
    });
  return {
    data: await signDownload({
      kind: INVOICE_REPORT_CSV_DOWNLOAD,
      params: { invoiceLogIds: ids },
      userId: actor.userId,
    }),
  };
}

export async function exportInvoiceLogs(actor: Actor, filters: TInvoiceLogFilters): Promise<Response> {
  return csvResponse(`invoice-logs_${stamp()}.csv`, INVOICE_REPORT_HEADER, rowsOf(invoiceLogFilterSql(actor, filters)));
}

export async function exportInvoiceReport(actor: Actor, invoiceLogIds: string[]): Promise<Response> {
  const conditions = [...invoiceLogTenancySql(actor), Prisma.sql`l.id = ANY(${[...new Set(invoiceLogIds)]}::text[])`];
  return csvResponse(`invoice-report_${stamp()}.csv`, INVOICE_REPORT_HEADER, rowsOf(conditions));
}
