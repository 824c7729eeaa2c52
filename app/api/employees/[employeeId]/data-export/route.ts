import { z } from "zod";
import { accepted, route } from "@/lib/http/route";
import { requestDataExport } from "@/lib/data-export/request-export";

const ZParams = z.object({ employeeId: z.string().min(1).max(64) });

// POST: 'Generate Link'. 202: the ZIP is built by a background job; poll GET .../data-export/{exportId}.
export const POST = route(
  { permission: "employees.dataExport", params: ZParams, summary: "Start a data export (ZIP) of an employee" },
  async ({ actor, params }) => accepted(await requestDataExport(actor, params.employeeId)),
);
