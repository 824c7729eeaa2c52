// POST /payroll/invoice-logs/export (every log matching the filters) and .../export-invoice-report (the selected
// logs with their invoice amounts): streamed CSVs, read in keyset batches of 500.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { batches, csvResponse } from "@/lib/finance/csv-response";
import { invoiceLogFilterWhere } from "@/lib/finance/invoice-log-where";
import { invoiceLogDto, invoiceLogSelect, type InvoiceLogDto } from "@/lib/finance/list-invoice-logs";
import { invoiceLogWhere } from "@/lib/access/invoice-log";
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

async function* rowsOf(where: Prisma.InvoiceLogWhereInput) {
  const logs = batches(
    (after: { createdAt: Date; id: string } | null) =>
      db.invoiceLog.findMany({
        where: after
          ? {
              AND: [
                where,
                { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] },
              ],
            }
          : where,
        select: invoiceLogSelect,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: 500,
      }),
    (row) => ({ createdAt: row.createdAt, id: row.id }),
  );
  for await (const log of logs) yield reportRow(invoiceLogDto(log));
}

const stamp = () => new Date().toISOString().slice(0, 10);

export async function exportInvoiceLogs(actor: Actor, filters: TInvoiceLogFilters): Promise<Response> {
  const where = await invoiceLogFilterWhere(actor, filters);
  return csvResponse(`invoice-logs_${stamp()}.csv`, INVOICE_REPORT_HEADER, rowsOf(where));
}

export async function exportInvoiceReport(actor: Actor, invoiceLogIds: string[]): Promise<Response> {
  const where = { AND: [invoiceLogWhere(actor), { id: { in: [...new Set(invoiceLogIds)] } }] };
  return csvResponse(`invoice-report_${stamp()}.csv`, INVOICE_REPORT_HEADER, rowsOf(where));
}
