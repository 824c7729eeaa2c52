import { route } from "@/lib/http/route";
import { ZVendorEntitiesQuery } from "@/lib/finance/schema";
import { listLspVendors } from "@/lib/finance/list-lsp-vendors";

// GET /payments/vendors/entities/lsp?entity-id-list[]=...: the payment vendors of the given LSPs.
export const GET = route(
  { permission: "payments.manage", query: ZVendorEntitiesQuery, summary: "Payment vendors of LSPs" },
  ({ query }) => listLspVendors(query["entity-id-list[]"] ?? []),
);
