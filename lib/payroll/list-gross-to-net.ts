// GET /gross-to-net: pay report files by filter, with the counts the payroll instance page polls.
import type { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import type { PayReportStatus } from "@/generated/prisma/enums";
import { db } from "@/lib/db";
import { PROCESSING_STATUSES, type ZGtnListQuery } from "@/lib/payroll/schema";
import { fileDto, fileSelect } from "@/lib/payroll/file-dto";
import { nameSearchWhere } from "@/lib/search/name-search";

export async function listGrossToNet(query: z.infer<typeof ZGtnListQuery>) {
  const provider = query.providerName
    ? {
        OR: [
          { legalEntity: await nameSearchWhere("legalEntity", query.providerName, { field: "providerName" }) },
          { lsp: await nameSearchWhere("lsp", query.providerName, { field: "providerName" }) },
        ],
      }
    : {};
  const where: Prisma.GrossToNetFileWhereInput = {
    payrollPeriod: query.payrollPeriod,
    source: query.source,
    country: query.country,
    lspId: query.lspId,
    payrollCycle: query.payrollCycle,
    processingStatus: query.processingStatus,
    workbookId: query.workbookId,
    ...provider,
  };
  const [rows, totalCount, processingCount, failed] = await Promise.all([
    db.grossToNetFile.findMany({
      where,
      select: fileSelect,
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: query.pageIndex * query.pageSize,
      take: query.pageSize,
    }),
    db.grossToNetFile.count({ where }),
    db.grossToNetFile.count({
      where: { ...where, processingStatus: { in: PROCESSING_STATUSES as PayReportStatus[] } },
    }),
    db.grossToNetFile.findMany({
      where: { ...where, processingStatus: "ERROR" },
      select: { id: true, fileName: true },
      take: 20,
      orderBy: { createdAt: "desc" },
    }),
  ]);
  return { items: rows.map(fileDto), pageSize: query.pageSize, totalCount, processingCount, failedFiles: failed };
}
