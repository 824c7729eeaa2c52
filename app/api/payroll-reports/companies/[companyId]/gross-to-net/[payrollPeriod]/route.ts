import { Readable } from "node:stream";
import { route } from "@/lib/http/route";
import { ZPayrollReportParams } from "@/lib/payroll/company-reports/schema";
import { streamPayrollReportCsv } from "@/lib/payroll/company-reports/stream-payroll-report-csv";

// GET /payroll-reports/companies/{companyId}/gross-to-net/{payrollPeriod} (spec 2 section 7): the CSV, streamed.
export const GET = route(
  { permission: "payrollReports.read", params: ZPayrollReportParams },
  async ({ actor, params }) => {
    const { stream, fileName } = await streamPayrollReportCsv(actor, params.companyId, params.payrollPeriod);
    return new Response(Readable.toWeb(stream) as unknown as ReadableStream, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${fileName}"`,
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
      },
    });
  },
);
