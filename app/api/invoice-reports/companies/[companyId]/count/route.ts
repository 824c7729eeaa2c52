import { route } from "@/lib/http/route";
import { ZCompanyParams } from "@/lib/finance/schema";
import { countOpenInvoices } from "@/lib/finance/get-balances";

// GET invoice-reports/companies/{companyId}/count: the number of invoices still waiting for payment.
export const GET = route(
  { permission: "balances.read", params: ZCompanyParams, summary: "Open (unpaid) invoice count" },
  ({ actor, params }) => countOpenInvoices(actor, params.companyId),
);
