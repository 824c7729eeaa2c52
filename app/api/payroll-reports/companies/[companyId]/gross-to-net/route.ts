import { route } from "@/lib/http/route";
import { ZCompanyParams } from "@/lib/payroll/company-reports/schema";
import { listPayrollReportPeriods } from "@/lib/payroll/company-reports/list-payroll-report-periods";

// GET /payroll-reports/companies/{companyId}/gross-to-net (spec 2 section 7): { payrollReports: ["202311", ...] }.
export const GET = route({ permission: "payrollReports.read", params: ZCompanyParams }, async ({ actor, params }) => ({
  payrollReports: await listPayrollReportPeriods(actor, params.companyId),
}));
