import { created, route } from "@/lib/http/route";
import { ZPayReportParams } from "@/lib/payroll/schema";
import { ZPayReportVersions } from "@/lib/payroll/versions/schema";
import { listVersions } from "@/lib/payroll/versions/list-versions";
import { uploadCorrectedVersion } from "@/lib/payroll/versions/upload-corrected-version";
import { payRegisterUpload } from "@/lib/storage/upload-policy";

// Issue 27: the versions of a pay report with their status history (notes included) and the allowed actions.
export const GET = route(
  {
    permission: "payReports.read",
    params: ZPayReportParams,
    response: ZPayReportVersions,
    summary: "The versions of a pay report, their status history and the allowed actions",
  },
  ({ actor, params }) => listVersions(actor, params.id),
);

// Multipart, one .csv in fileContent: the corrected register of a REOPENED report, as its next version (same
// workbook, country, provider, period and cycle), processed by the normal pipeline.
export const POST = route(
  {
    permission: "payReports.upload",
    params: ZPayReportParams,
    body: "form",
    upload: () => payRegisterUpload(1),
    summary: "Upload the corrected register of a reopened pay report as its next version",
  },
  async ({ actor, params, upload }) => created(await uploadCorrectedVersion(actor, params.id, upload!)),
);
