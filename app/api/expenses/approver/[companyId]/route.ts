import { route } from "@/lib/http/route";
import { ZApproverQuery, ZCompanyParams } from "@/lib/expenses/schema";
import { listApproverExpenses } from "@/lib/expenses/list-approver-expenses";
import { ZApproverExpensePage } from "@/lib/expenses/response-schema";

// The company's expenses for approvers: filters status, employeeId, month; keyset paging (nextPageKey).
export const GET = route(
  { permission: "expenses.read", params: ZCompanyParams, query: ZApproverQuery, response: ZApproverExpensePage },
  ({ actor, params, query }) => listApproverExpenses(actor, params.companyId, query),
);
