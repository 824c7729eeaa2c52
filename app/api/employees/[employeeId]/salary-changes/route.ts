// An employee's salary history (newest first) and recording a raise or promotion.
import { route } from "@/lib/http/route";
import { listSalaryChanges } from "@/lib/employees/list-salary-changes";
import { recordSalaryChange } from "@/lib/employees/record-salary-change";
import * as schema from "@/lib/employees/compensation-schema";

export const GET = route(
  {
    permission: "compensation.readHistory",
    params: schema.ZCompensationParams,
    response: schema.ZSalaryHistory,
    summary: "The employee's salary changes, newest effective date first",
  },
  ({ actor, params }) => listSalaryChanges(actor, params.employeeId),
);

export const POST = route(
  {
    permission: "compensation.record",
    params: schema.ZCompensationParams,
    body: schema.ZSalaryChange,
    response: schema.ZSalaryChangeItem,
    summary: "Record a salary change (raise or promotion) of an active employee",
  },
  ({ actor, params, body }) => recordSalaryChange(actor, params.employeeId, body),
);
