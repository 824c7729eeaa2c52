import { z } from "zod";
import { route } from "@/lib/http/route";
import { getDataExport } from "@/lib/data-export/get-export";
import { ZDataExportView } from "@/lib/data-export/response-schema";

const ZParams = z.object({ employeeId: z.string().min(1).max(64), exportId: z.string().min(1).max(64) });

export const GET = route(
  {
    permission: "employees.dataExport",
    params: ZParams,
    response: ZDataExportView,
    summary: "A data export's status and signed link",
  },
  ({ actor, params }) => getDataExport(actor, params.employeeId, params.exportId),
);
