// POST /payroll/invoice-logs/export (every log matching the filters) and .../export-invoice-report (the selected
// logs with their invoice amounts): streamed CSVs, read in keyset batches of 500.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Actor } from "@/lib/auth/actor";
import { batches, csvResponse } from "@/lib/finance/csv-response";
import { invoiceLogFilterSql, invoiceLogTenancySql } from "@/lib/finance/invoice-log-where";
import { readInvoiceLogs, type InvoiceLogDto, type InvoiceLogKey } from "@/lib/finance/list-invoice-logs";
import { INVOICE_TYPE_LABELS, type TInvoiceLogFilters } from "@/lib/finance/schema";

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

export async function exportInvoiceLogs(actor: Actor, filters: TInvoiceLogFilters): Promise<Response> {
  return csvResponse(`invoice-logs_${stamp()}.csv`, INVOICE_REPORT_HEADER, rowsOf(invoiceLogFilterSql(actor, filters)));
}

export async function exportInvoiceReport(actor: Actor, invoiceLogIds: string[]): Promise<Response> {
  const conditions = [...invoiceLogTenancySql(actor), Prisma.sql`l.id = ANY(${[...new Set(invoiceLogIds)]}::text[])`];
  return csvResponse(`invoice-report_${stamp()}.csv`, INVOICE_REPORT_HEADER, rowsOf(conditions));
}
