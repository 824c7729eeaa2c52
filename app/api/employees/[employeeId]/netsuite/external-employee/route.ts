import { z } from "zod";
import { accepted, route } from "@/lib/http/route";
import { requestErpExport } from "@/lib/integrations/erp-export/request-erp-export";

const ZParams = z.object({ employeeId: z.string().min(1).max(64) });

// The ERP export adapter: 202 with the queued delivery, or 422 'not configured' without ERP_EXPORT_URL.
export const POST = route(
  { permission: "employees.erpExport", params: ZParams, summary: "Send the employee to the ERP (NetSuite)" },
  async ({ actor, params }) => accepted(await requestErpExport(actor, params.employeeId)),
);
