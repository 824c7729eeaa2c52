import { z } from "zod";
import { route } from "@/lib/http/route";
import { getDataExport } from "@/lib/data-export/get-export";

const ZParams = z.object({ employeeId: z.string().min(1).max(64), exportId: z.string().min(1).max(64) });

export const GET = route(
  { permission: "employees.dataExport", params: ZParams, summary: "A data export's status and signed link" },
  ({ actor, params }) => getDataExport(actor, params.employeeId, params.exportId),
);
