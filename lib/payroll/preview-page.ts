import type { z } from "zod";
import { db } from "@/lib/db";
import { findPayReportOrThrow } from "@/lib/payroll/find-pay-report";
import type { ZPreviewPageQuery } from "@/lib/payroll/schema";
import { billEmployees } from "@/lib/payroll/bill-employees";

/** GET report/payroll/preview/{id}: a page of the report's employees; with employeeRef, that employee's concepts. */
export async function previewPage(id: string, query: z.infer<typeof ZPreviewPageQuery>) {
  const file = await findPayReportOrThrow(id, {
    id: true,
    country: true,
    lspId: true,
    fileName: true,
    processingStatus: true,
    currency: true,
  });
  const variance =
    query.variancePayrollPeriod && query.variancePayrollCycle
      ? { period: query.variancePayrollPeriod, cycle: query.variancePayrollCycle }
      : null;
  const page = await billEmployees([id], {
    country: file.country,
    lspId: file.lspId ?? "",
    variance,
    limit: query.pageSize,
    offset: query.pageIndex * query.pageSize,
  });
  const concepts = query.employeeRef ? await employeeConcepts(id, query.employeeRef) : undefined;
  return {
    file,
    items: page.items,
    totalCount: page.totalCount,
    pageSize: query.pageSize,
    pageIndex: query.pageIndex,
    concepts,
  };
}

export async function employeeConcepts(gtnId: string, employeeRef: string) {
  const rows = await db.payRegisterRow.findMany({
    where: { grossToNetId: gtnId, employeeRef },
    orderBy: { rowNumber: "asc" },
    select: {
      rowNumber: true,
      concept: true,
      value: true,
      applicationType: true,
      category: true,
      payrollGlobal: true,
      payrollGlobalSubCategory: true,
      inputType: true,
    },
    take: 1000,
  });
  return rows.map((r) => ({ ...r, omniplatformCategory: r.category, value: r.value.toString() }));
}
