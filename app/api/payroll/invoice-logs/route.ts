import { route } from "@/lib/http/route";
import { ZInvoiceLogFilters, ZNextPageKey } from "@/lib/finance/schema";
import { listInvoiceLogs } from "@/lib/finance/list-invoice-logs";
import { ZInvoiceLogPage } from "@/lib/finance/response-schema";

// POST /payroll/invoice-logs (spec 2 section 7): filters in the body, nextPageKey in the query; { items, nextPageKey }.
export const POST = route(
  {
    permission: "invoiceLogs.read",
    body: ZInvoiceLogFilters,
    query: ZNextPageKey,
    response: ZInvoiceLogPage,
    summary: "Invoice logs, 100 per page, newest first",
  },
  ({ actor, body, query }) => listInvoiceLogs(actor, body, query.nextPageKey),
);
