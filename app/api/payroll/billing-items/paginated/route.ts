import { route } from "@/lib/http/route";
import { ZBillingItemsPageQuery } from "@/lib/finance/schema";
import { pageBillingItems } from "@/lib/finance/list-billing-items";

// GET /payroll/billing-items/paginated: items and nextPageKey (spec 2 section 3).
export const GET = route(
  { permission: "billingItems.read", query: ZBillingItemsPageQuery, summary: "Billing items, keyset-paged" },
  ({ actor, query }) => {
    const { pageSize, nextPageKey, ...filters } = query;
    return pageBillingItems(actor, filters, pageSize, nextPageKey);
  },
);
