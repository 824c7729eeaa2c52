import { route } from "@/lib/http/route";
import { ZArchiveEmployee, ZEmployeeIdParams } from "@/lib/offboarding/schema";
import { archiveEmployee } from "@/lib/offboarding/archive-employee";

export const POST = route(
  {
    permission: "employees.archive",
    params: ZEmployeeIdParams,
    body: ZArchiveEmployee,
    summary: "Archive an employee",
  },
  ({ actor, params, body }) => archiveEmployee(actor, params.employeeId, body),
);
