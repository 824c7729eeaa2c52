import { created, route } from "@/lib/http/route";
import { ZWorkbookForm, ZWorkbookListQuery } from "@/lib/payroll/schema";
import { createWorkbook } from "@/lib/payroll/create-workbook";
import { listWorkbooks } from "@/lib/payroll/list-workbooks";
import { ZWorkbookList } from "@/lib/payroll/response-schema";

export const GET = route(
  { permission: "workbooks.read", query: ZWorkbookListQuery, response: ZWorkbookList },
  ({ query }) => listWorkbooks(query.nextPageKey ?? query.pageIndex, query.pageSize),
);
export const POST = route({ permission: "workbooks.create", body: ZWorkbookForm }, async ({ actor, body }) =>
  created(await createWorkbook(actor, body)),
);
