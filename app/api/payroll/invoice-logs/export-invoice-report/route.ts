import { route } from "@/lib/http/route";
import { ZInvoiceLogIds } from "@/lib/finance/schema";
import { linkInvoiceReport } from "@/lib/finance/export-invoice-logs";
import { ZSignedLinkAnswer } from "@/lib/zod/response";

// POST /payroll/invoice-logs/export-invoice-report (spec 2 and 3 section 7): body invoiceLogIds; data.url, a
// signed link (10 minutes) that streams the selected logs' invoice report as CSV. An id the caller cannot see: 404.
export const POST = route(
  {
    permission: "invoiceLogs.read",
    body: ZInvoiceLogIds,
    response: ZSignedLinkAnswer,
    summary: "Invoice report of the selected logs: answers data.url, a signed CSV download link",
  },
  ({ actor, body }) => linkInvoiceReport(actor, body.invoiceLogIds),
);
