import { route } from "@/lib/http/route";
import { ZEmployeeParams } from "@/lib/expenses/schema";
import { listEmployeeExpenses } from "@/lib/expenses/list-employee-expenses";

export const GET = route({ permission: "expenses.read", params: ZEmployeeParams }, ({ actor, params }) =>
  listEmployeeExpenses(actor, params.employeeId),
);
