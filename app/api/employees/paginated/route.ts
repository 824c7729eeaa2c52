import { route } from "@/lib/http/route";
import { ZEmployeeListQuery } from "@/lib/employees/schema";
import { listEmployees } from "@/lib/employees/list-employees";

// Spec 3: the all-employees list (GET /employees/paginated), paged on the server.
export const GET = route({ permission: "employees.list", query: ZEmployeeListQuery }, ({ actor, query }) =>
  listEmployees(actor, query),
);
