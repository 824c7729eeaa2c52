import { route } from "@/lib/http/route";
import { ZEmployeeParams } from "@/lib/finance/schema";
import { listEmployeeBillingItems } from "@/lib/finance/list-billing-items";

// GET /payroll/billing-items/employee/{employeeId}: one employee's billing items, newest period first.
export const GET = route(
  { permission: "billingItems.read", params: ZEmployeeParams, summary: "An employee's billing items" },
  ({ actor, params }) => listEmployeeBillingItems(actor, params.employeeId),
);
