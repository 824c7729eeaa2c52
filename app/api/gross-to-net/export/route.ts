import { Readable } from "node:stream";
import { route } from "@/lib/http/route";
import { AppError } from "@/lib/errors";
import { db } from "@/lib/db";
import { ZExportQuery } from "@/lib/payroll/schema";
import { resolveTargetIds } from "@/lib/payroll/bulk-target";
import { exportZipStream } from "@/lib/payroll/export";

// GET /gross-to-net/export: a zip (export.zip) of per-report CSVs, streamed from COPY TO STDOUT.
export const GET = route({ permission: "payReports.export", query: ZExportQuery }, async ({ query }) => {
  if (!query.dataFrameIds?.length && !(query.country && query.payrollCycle && query.payrollPeriod))
    throw new AppError("BAD_REQUEST", "Give dataFrameIds or country, payrollCycle and payrollPeriod.");
  const ids = await resolveTargetIds(query);
  const files = await db.grossToNetFile.findMany({
    where: { id: { in: ids } },
    select: { id: true, fileName: true },
    orderBy: { createdAt: "asc" },
  });
  if (files.length === 0) throw new AppError("NOT_FOUND", "No pay reports to export.");
  const zip = exportZipStream(files, { employeeRefs: query.employeeRefs });
  return new Response(Readable.toWeb(zip) as unknown as ReadableStream, {
    headers: {
      "content-type": "application/zip",
      "content-disposition": 'attachment; filename="export.zip"',
      "cache-control": "no-store",
    },
  });
});
