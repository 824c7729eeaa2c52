import { route } from "@/lib/http/route";
import { ZCompanyParams } from "@/lib/finance/schema";
import { getBalances } from "@/lib/finance/get-balances";

// GET invoice-reports/companies/{companyId}/balances (spec 2 section 7): the client balance per currency.
export const GET = route(
  { permission: "balances.read", params: ZCompanyParams, summary: "Client balances per currency" },
  ({ actor, params }) => getBalances(actor, params.companyId),
);
