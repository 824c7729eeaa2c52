import { route } from "@/lib/http/route";
import { ZBillingItemFilters } from "@/lib/finance/schema";
import { exportBillingItems } from "@/lib/finance/export-billing-items";

// POST /payroll/billing-items/export: stamps unexported items with an export id and streams them (CSV).
export const POST = route(
  { permission: "invoices.write", body: ZBillingItemFilters, summary: "Client invoice export (CSV, x-export-id)" },
  ({ actor, body }) => exportBillingItems(actor, "client", body),
);
