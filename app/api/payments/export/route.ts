import { route } from "@/lib/http/route";
import { ZBillingItemFilters } from "@/lib/finance/schema";
import { exportBillingItems } from "@/lib/finance/export-billing-items";

// POST /payments/export: payment instructions for pending items not yet exported (CSV, x-export-id).
export const POST = route(
  { permission: "payments.manage", body: ZBillingItemFilters, summary: "Payment instruction export (CSV)" },
  ({ actor, body }) => exportBillingItems(actor, "payment", body),
);
