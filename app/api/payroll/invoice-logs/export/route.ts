import { route } from "@/lib/http/route";
import { ZInvoiceLogFilters } from "@/lib/finance/schema";
import { exportInvoiceLogs } from "@/lib/finance/export-invoice-logs";

// POST /payroll/invoice-logs/export: every invoice log matching the filters, as a streamed CSV.
export const POST = route(
  { permission: "invoiceLogs.read", body: ZInvoiceLogFilters, summary: "Invoice logs matching the filters (CSV)" },
  ({ actor, body }) => exportInvoiceLogs(actor, body),
);
