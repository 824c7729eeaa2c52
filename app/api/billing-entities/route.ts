import { route } from "@/lib/http/route";
import { ZBillingEntityQuery, listBillingEntities } from "@/lib/finance/list-billing-entities";

// GET /api/billing-entities?companyId=
export const GET = route({ permission: "billingEntities.read", query: ZBillingEntityQuery }, ({ actor, query }) =>
  listBillingEntities(actor, query.companyId),
);
