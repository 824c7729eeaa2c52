import { z } from "zod";
import { route } from "@/lib/http/route";
import { ZEmployeeListPage } from "@/lib/employees/response-schema";
import { ZEmployeeListQuery } from "@/lib/employees/schema";
import { listEmployeesOfLsp } from "@/lib/employees/list-by-owner";

const ZParams = z.object({ lspId: z.string().min(1).max(64) });

// GET /api/employees/lsp/{lspId}: a local service provider's employees (LSP users: only their own provider).
export const GET = route(
  { permission: "employees.list", params: ZParams, query: ZEmployeeListQuery, response: ZEmployeeListPage },
  ({ actor, params, query }) => listEmployeesOfLsp(actor, params.lspId, query),
);
