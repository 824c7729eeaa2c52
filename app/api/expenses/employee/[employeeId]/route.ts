import { route } from "@/lib/http/route";
import { ZEmployeeParams } from "@/lib/expenses/schema";
import { listEmployeeExpenses } from "@/lib/expenses/list-employee-expenses";
import { ZEmployeeExpenses } from "@/lib/expenses/response-schema";

export const GET = route(
  { permission: "expenses.read", params: ZEmployeeParams, response: ZEmployeeExpenses },
  ({ actor, params }) => listEmployeeExpenses(actor, params.employeeId),
);
