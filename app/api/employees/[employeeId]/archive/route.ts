import { route } from "@/lib/http/route";
import { ZArchiveEmployee, ZEmployeeIdParams } from "@/lib/terminations/offboarding/schema";
import { archiveEmployee } from "@/lib/terminations/offboarding/archive-employee";

export const POST = route(
  {
    permission: "employees.archive",
    params: ZEmployeeIdParams,
    body: ZArchiveEmployee,
    summary: "Archive an employee",
  },
  ({ actor, params, body }) => archiveEmployee(actor, params.employeeId, body),
);
