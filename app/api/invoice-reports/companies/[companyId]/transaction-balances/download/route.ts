import { route } from "@/lib/http/route";
import { ZCompanyParams, ZTransactionBalanceQuery } from "@/lib/finance/schema";
import { downloadTransactionBalances } from "@/lib/finance/download-transaction-balances";

// GET invoice-reports/companies/{companyId}/transaction-balances/download (currency, from_date, to_date): CSV.
export const GET = route(
  {
    permission: "balances.read",
    params: ZCompanyParams,
    query: ZTransactionBalanceQuery,
    summary: "Transaction statement of one currency for a date range (CSV)",
  },
  ({ actor, params, query }) => downloadTransactionBalances(actor, params.companyId, query),
);
