import { route } from "@/lib/http/route";
import { ZInvoiceLogFilters } from "@/lib/finance/schema";
import { linkInvoiceLogsExport } from "@/lib/finance/export-invoice-logs";
import { ZSignedLinkAnswer } from "@/lib/zod/response";

// POST /payroll/invoice-logs/export (spec 3 section 7): data.url, a signed link (10 minutes) that streams every
// invoice log matching the filters as CSV.
export const POST = route(
  {
    permission: "invoiceLogs.read",
    body: ZInvoiceLogFilters,
    response: ZSignedLinkAnswer,
    summary: "Invoice logs matching the filters: answers data.url, a signed CSV download link",
  },
  ({ actor, body }) => linkInvoiceLogsExport(actor, body),
);
