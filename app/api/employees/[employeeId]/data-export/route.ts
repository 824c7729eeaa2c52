import { z } from "zod";
import { JsonResult, route } from "@/lib/http/route";
import { requestDataExport } from "@/lib/data-export/request-export";
import { ZDataExportView } from "@/lib/data-export/response-schema";

const ZParams = z.object({ employeeId: z.string().min(1).max(64) });

/** How long a client should wait before polling statusUrl again. */
const POLL_AFTER_SECONDS = "2";

// POST: 'Generate Link' (spec 1 section 7: returns url). The ZIP is built by a background job: a small export is
// waited for a few seconds and answered 200 with url set (status READY); otherwise 202 with status PENDING, url
// null, statusUrl (also the Location header) and Retry-After: poll statusUrl until url is set (docs/api-answers.md).
export const POST = route(
  {
    permission: "employees.dataExport",
    params: ZParams,
    response: ZDataExportView,
    acceptedResponse: ZDataExportView,
    summary: "Start a data export (ZIP) of an employee: url once ready",
  },
  async ({ actor, params }) => {
    const view = await requestDataExport(actor, params.employeeId);
    if (view.status !== "PENDING") return view;
    return new JsonResult(view, 202, { location: view.statusUrl, "retry-after": POLL_AFTER_SECONDS });
  },
);
