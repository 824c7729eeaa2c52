import { route } from "@/lib/http/route";
import { ZBillingItemFilters } from "@/lib/finance/schema";
import { startClientInvoiceExport } from "@/lib/finance/export-billing-items";
import { ZBillingExportAnswer } from "@/lib/finance/response-schema";

// POST /payroll/billing-items/export (spec 2 and 3 section 7, answer url and exportId): stamps the unexported
// items with an export id and answers a signed link (10 minutes, also as data.url) that streams them as CSV.
export const POST = route(
  {
    permission: "invoices.write",
    body: ZBillingItemFilters,
    response: ZBillingExportAnswer,
    summary: "Client invoice export: answers url and exportId, a signed CSV download link",
  },
  ({ actor, body }) => startClientInvoiceExport(actor, body),
);
