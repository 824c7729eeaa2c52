import { z } from "zod";
import { accepted, route } from "@/lib/http/route";
import { requestDataExport } from "@/lib/data-export/request-export";
import { ZDataExportView } from "@/lib/data-export/response-schema";

const ZParams = z.object({ employeeId: z.string().min(1).max(64) });

// POST: 'Generate Link' (spec 1 section 7: returns url). The ZIP is built by a background job: a small export is
// waited for a few seconds and answered 200 with url set (status READY); otherwise 202 with status PENDING and url
// null, and GET .../data-export/{exportId} answers url once ready (docs/api-answers.md).
export const POST = route(
  {
    permission: "employees.dataExport",
    params: ZParams,
    response: ZDataExportView,
    summary: "Start a data export (ZIP) of an employee: url once ready",
  },
  async ({ actor, params }) => {
    const view = await requestDataExport(actor, params.employeeId);
    return view.status === "PENDING" ? accepted(view) : view;
  },
);
