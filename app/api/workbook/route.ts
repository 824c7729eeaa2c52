import { created, route } from "@/lib/http/route";
import { ZWorkbookForm, ZWorkbookListQuery } from "@/lib/payroll/schema";
import { createWorkbook, listWorkbooks } from "@/lib/payroll/service";

export const GET = route({ permission: "workbooks.read", query: ZWorkbookListQuery }, ({ query }) =>
  listWorkbooks(query.nextPageKey ?? query.pageIndex, query.pageSize),
);
export const POST = route({ permission: "workbooks.create", body: ZWorkbookForm }, async ({ actor, body }) =>
  created(await createWorkbook(actor, body)),
);
