import { route } from "@/lib/http/route";
import { ZVendorList } from "@/lib/finance/schema";
import { listVendors } from "@/lib/finance/list-vendors";

// GET /payments/vendors (nextPageKey): payment vendors with their LSPs.
export const GET = route(
  { permission: "payments.manage", query: ZVendorList, summary: "Payment vendors" },
  ({ query }) => listVendors(query.pageSize, query.nextPageKey),
);
