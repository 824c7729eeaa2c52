import { route } from "@/lib/http/route";
import { ZBillingItemsPageQuery } from "@/lib/finance/schema";
import { pageBillingItems } from "@/lib/finance/list-billing-items";
import { ZBillingItemPage } from "@/lib/finance/response-schema";

// GET /payroll/billing-items/paginated: items and nextPageKey (spec 2 section 3).
export const GET = route(
  {
    permission: "billingItems.read",
    query: ZBillingItemsPageQuery,
    summary: "Billing items, keyset-paged",
    response: ZBillingItemPage,
  },
  ({ actor, query }) => {
    const { pageSize, nextPageKey, ...filters } = query;
    return pageBillingItems(actor, filters, pageSize, nextPageKey);
  },
);
