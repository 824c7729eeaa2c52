import { db } from "@/lib/db";
import { fileSelect } from "@/lib/payroll/file-dto";

/** GET report/payroll/preview: summaries of the given reports. */
export async function previewSummaries(ids: string[]) {
  const files = await db.grossToNetFile.findMany({ where: { id: { in: ids } }, select: fileSelect });
  const counts = await db.payReportEmployeeTotal.groupBy({
    by: ["grossToNetId"],
    where: { grossToNetId: { in: ids } },
    _count: { _all: true },
    _sum: { totalCost: true },
  });
  const byId = new Map(counts.map((c) => [c.grossToNetId, c]));
  return files.map((f) => ({
    gtnId: f.id,
    status: f.processingStatus,
    currency: f.currency,
    reportTotalSum: byId.get(f.id)?._sum.totalCost?.toString() ?? "0",
    employeeCount: byId.get(f.id)?._count._all ?? 0,
    payrollCycle: f.payrollCycle,
    payrollPeriod: f.payrollPeriod,
    country: f.country,
    lspId: f.lspId,
    fileName: f.fileName,
    workbookId: f.workbookId,
  }));
}
