import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZEmployeeListPage } from "@/lib/employees/response-schema";
import { ZEmployeeListQuery } from "@/lib/employees/schema";
import { listEmployeesOfManager } from "@/lib/employees/list-by-owner";

const ZParams = z.object({ managerUserId: z.string().min(1).max(64) });

// GET /api/employees/manager/{managerUserId}: the manager's direct reports, keyset-paged.
export const GET = route(
  { permission: "employees.list", params: ZParams, query: ZEmployeeListQuery, response: ZEmployeeListPage },
  ({ actor, params, query }) => listEmployeesOfManager(actor, params.managerUserId, query),
);
