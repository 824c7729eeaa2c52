import { route } from "@/lib/http/route";
import { ZCompanyParams } from "@/lib/finance/schema";
import { getBalanceStatus } from "@/lib/finance/get-balances";

// GET invoice-reports/companies/{companyId}/balances/status: the overdue flag (cached 60 s, spec 2 section 9).
export const GET = route(
  { permission: "balances.read", params: ZCompanyParams, summary: "Overdue status of the client balances" },
  ({ actor, params }) => getBalanceStatus(actor, params.companyId),
);
