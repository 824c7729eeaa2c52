import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZEmployeeListPage } from "@/lib/employees/response-schema";
import { ZEmployeeListQuery } from "@/lib/employees/schema";
import { listEmployeesOfManager } from "@/lib/employees/list-by-owner";

const ZParams = z.object({ companyId: z.string().min(1).max(64), managerUserId: z.string().min(1).max(64) });

// GET /api/employees/company/{companyId}/manager/{managerUserId}: a company's manager's reports.
export const GET = route(
  { permission: "employees.list", params: ZParams, query: ZEmployeeListQuery, response: ZEmployeeListPage },
  ({ actor, params, query }) => listEmployeesOfManager(actor, params.managerUserId, query, params.companyId),
);
