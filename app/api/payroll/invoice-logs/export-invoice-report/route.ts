import { route } from "@/lib/http/route";
import { ZInvoiceLogIds } from "@/lib/finance/schema";
import { exportInvoiceReport } from "@/lib/finance/export-invoice-logs";

// POST /payroll/invoice-logs/export-invoice-report (spec 2 section 7): the selected logs' invoice report (CSV).
export const POST = route(
  { permission: "invoiceLogs.read", body: ZInvoiceLogIds, summary: "Invoice report of the selected logs (CSV)" },
  ({ actor, body }) => exportInvoiceReport(actor, body.invoiceLogIds),
);
