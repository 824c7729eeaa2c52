import { route } from "@/lib/http/route";
import { ZPackParams } from "@/lib/payroll/packs/schema";
import { getPackDownload } from "@/lib/payroll/packs/get-pack-download";

export const dynamic = "force-dynamic";

// GET /api/payroll/packs/{payReportId} (issue 27): the report's signed payroll pack (ZIP), 404 when out of reach.
export const GET = route(
  { permission: "payrollPacks.download", params: ZPackParams, summary: "Download a pay report's signed payroll pack" },
  ({ actor, params }) => getPackDownload(actor, params.payReportId),
);
