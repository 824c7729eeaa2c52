import { route } from "@/lib/http/route";
import { ZBillingItemsQuery } from "@/lib/finance/schema";
import { summarizeBillingItems } from "@/lib/finance/list-billing-items";

// GET /payroll/billing-items?view=client|lsp: billed and unpaid totals per company (client) or LSP and currency.
export const GET = route(
  { permission: "billingItems.read", query: ZBillingItemsQuery, summary: "Billing totals per client or LSP" },
  ({ actor, query }) => {
    const { view, ...filters } = query;
    return summarizeBillingItems(actor, filters, view);
  },
);
