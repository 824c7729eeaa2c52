import { created, route } from "@/lib/http/route";
import { ZEmployeeListQuery } from "@/lib/employees/schema";
import { listEmployees } from "@/lib/employees/list-employees";
import { ZEmployeeListPage } from "@/lib/employees/response-schema";
import { ZCreateEmployee } from "@/lib/employees/create-schema";
import { createEmployee } from "@/lib/employees/create-employee";

// GET /api/employees: the list the /employees page scrolls through (keyset pages of 100, filters in the query).
export const GET = route(
  {
    permission: "employees.list",
    query: ZEmployeeListQuery,
    response: ZEmployeeListPage,
    summary: "Employees, keyset-paged",
  },
  ({ actor, query }) => listEmployees(actor, query),
);

export const POST = route(
  { permission: "employees.create", body: ZCreateEmployee, summary: "Create an employee record" },
  async ({ actor, body }) => created(await createEmployee(actor, body)),
);
