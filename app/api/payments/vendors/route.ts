import { route } from "@/lib/http/route";
import { ZVendorList } from "@/lib/finance/schema";
import { listVendors } from "@/lib/finance/list-vendors";
import { ZPaymentVendorPage } from "@/lib/finance/response-schema";

// GET /payments/vendors (nextPageKey): payment vendors with their LSPs.
export const GET = route(
  { permission: "payments.manage", query: ZVendorList, summary: "Payment vendors", response: ZPaymentVendorPage },
  ({ query }) => listVendors(query.pageSize, query.nextPageKey),
);
