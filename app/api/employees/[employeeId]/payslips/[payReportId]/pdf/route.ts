import { route } from "@/lib/http/route";
import { downloadPayslip } from "@/lib/payslips/download-payslip";
import { ZPayslipParams } from "@/lib/payslips/schema";

// The payslip of one published pay report version as a PDF attachment, built on demand; each download is audited.
export const GET = route(
  { permission: "payslips.read", params: ZPayslipParams, summary: "Download a payslip (PDF)" },
  ({ actor, params }) => downloadPayslip(actor, params.employeeId, params.payReportId),
);
