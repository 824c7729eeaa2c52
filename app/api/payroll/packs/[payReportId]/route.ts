import { route } from "@/lib/http/route";
import { ZPackParams, ZPackQuery } from "@/lib/payroll/packs/schema";
import { getPackDownload } from "@/lib/payroll/packs/get-pack-download";

// Without a query: the whole report's pack, payroll admins only. ?companyId=: one client company's part of the
// report, which that company's managers with payroll rights download too (the latest published version, while their
// payroll reports tab is on; lib/payroll/packs/pack-access.ts).
export const dynamic = "force-dynamic";

// GET /api/payroll/packs/{payReportId} (issue 27): the report's signed payroll pack (ZIP), 404 when out of reach.
export const GET = route(
  {
    permission: "payrollPacks.download",
    params: ZPackParams,
    query: ZPackQuery,
    summary: "Download a pay report's signed payroll pack, or a client company's part of it (?companyId=)",
  },
  ({ actor, params, query }) => getPackDownload(actor, params.payReportId, query.companyId ?? null),
);
