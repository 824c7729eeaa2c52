import { route } from "@/lib/http/route";
import { ZEmployeeListQuery } from "@/lib/employees/schema";
import { listEmployees } from "@/lib/employees/list-employees";
import { ZEmployeeListPage } from "@/lib/employees/response-schema";

// Spec 3: the all-employees list (GET /employees/paginated), paged on the server.
export const GET = route(
  { permission: "employees.list", query: ZEmployeeListQuery, response: ZEmployeeListPage },
  ({ actor, query }) => listEmployees(actor, query),
);
