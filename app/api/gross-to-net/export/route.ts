import { route } from "@/lib/http/route";
import { ZExportQuery } from "@/lib/payroll/schema";
import { exportPayReports } from "@/lib/payroll/export-pay-reports";

// GET /gross-to-net/export (spec 2 section 7): the zip of per-report CSVs as base64 text (text/plain, streamed;
// decode and save as export.zip). With download=1: the zip's bytes (application/zip, export.zip).
export const GET = route(
  {
    permission: "payReports.export",
    query: ZExportQuery,
    summary: "Export pay reports: base64 zip (download=1: bytes)",
  },
  ({ query }) => exportPayReports(query),
);
