import { db } from "@/lib/db";
import { isProcessing, type TBillQuery } from "@/lib/payroll/schema";
import { fileDto, fileSelect } from "@/lib/payroll/file-dto";
import { billEmployees } from "@/lib/payroll/bill-employees";
import { billVarianceSummary } from "@/lib/payroll/bill-variance-summary";

/** GET /gross-to-net/view/detail: the LSP bill (country, LSP, cycle, period). */
export async function billDetail(query: TBillQuery) {
  const files = await db.grossToNetFile.findMany({
    where: {
      country: query.country,
      lspId: query.lspId,
      payrollCycle: query.payrollCycle,
      payrollPeriod: query.payrollPeriod,
      workbookId: query.workbookId,
      processingStatus: { not: "DISCARDED" },
    },
    select: fileSelect,
    orderBy: { createdAt: "asc" },
  });
  const withTotals = files.filter((f) => !isProcessing(f.processingStatus) && f.processingStatus !== "ERROR");
  const ids = withTotals.map((f) => f.id);
  const variance =
    query.varianceYear && query.varianceMonth && query.variancePayrollCycle
      ? {
          period: `${query.varianceYear}${String(query.varianceMonth).padStart(2, "0")}`,
          cycle: query.variancePayrollCycle,
        }
      : null;
  const [employees, summary, provider, country, varianceSummary] = await Promise.all([
    billEmployees(ids, {
      search: query.search,
      country: query.country,
      lspId: query.lspId,
      variance,
      limit: query.pageSize,
      offset: query.pageIndex * query.pageSize,
    }),
    ids.length
      ? db.$queryRaw<
          {
            uploadedEmployees: number;
            uploadedRecords: number;
            approvedRecords: number;
            publishedRecords: number;
            grand: string | null;
          }[]
        >`
          SELECT count(DISTINCT t."employeeRef")::int AS "uploadedEmployees", count(*)::int AS "uploadedRecords",
                 count(*) FILTER (WHERE f."processingStatus" IN ('SPECIALIST_APPROVED', 'PRE_PUBLISH_QUERY', 'PUBLISHED'))::int AS "approvedRecords",
                 count(*) FILTER (WHERE f."processingStatus" = 'PUBLISHED')::int AS "publishedRecords",
                 sum(t."totalCost" * coalesce(l."lspExchangeRate", 1))::text AS grand
            FROM "PayReportEmployeeTotal" t JOIN "GrossToNetFile" f ON f.id = t."grossToNetId"
            LEFT JOIN "LspData" l ON l."grossToNetId" = t."grossToNetId"
           WHERE t."grossToNetId" = ANY(${ids}::text[])`
      : Promise.resolve([
          { uploadedEmployees: 0, uploadedRecords: 0, approvedRecords: 0, publishedRecords: 0, grand: "0" },
        ]),
    db.localServiceProvider.findUnique({ where: { id: query.lspId }, select: { name: true } }),
    db.country.findUnique({ where: { code: query.country }, select: { name: true, currency: true } }),
    variance ? billVarianceSummary(ids, { country: query.country, lspId: query.lspId, variance }) : null,
  ]);
  const s = summary[0];
  const billingCurrency =
    withTotals.find((f) => f.lspData?.lspBillingCurrency)?.lspData?.lspBillingCurrency ??
    withTotals[0]?.currency ??
    country?.currency ??
    null;
  return {
    country: query.country,
    countryName: country?.name ?? query.country,
    lspId: query.lspId,
    providerName: provider?.name ?? null,
    payrollCycle: query.payrollCycle,
    payrollPeriod: query.payrollPeriod,
    reportSummary: files.map((f) => ({ ...fileDto(f), gtnId: f.id })),
    totals: {
      grandTotalInBillingCurrency: s.grand ?? "0",
      billingCurrency,
      uploadedEmployees: s.uploadedEmployees,
      uploadedRecords: s.uploadedRecords,
      approvedRecords: s.approvedRecords,
      publishedRecords: s.publishedRecords,
    },
    employees: {
      items: employees.items,
      pageTotalCount: employees.totalCount,
      pageIndex: query.pageIndex,
      pageSize: query.pageSize,
    },
    variance,
    varianceSummary,
  };
}
