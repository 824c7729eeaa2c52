// POST /api/payroll/payroll-instances/{id}/export: the workbook's pay reports as the same streamed zip as
// GET /gross-to-net/export (lib/payroll/export.ts). 404 for an unknown workbook, 422 when it has no reports.
import "server-only";
import type { Readable } from "node:stream";
import { db } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";
import { exportZipStream } from "@/lib/payroll/export";

export async function exportPayrollInstance(id: string): Promise<{ stream: Readable; fileName: string }> {
  const workbook = await db.workbook.findUnique({ where: { id }, select: { name: true } });
  if (!workbook) throw notFound("Workbook not found");
  const files = await db.grossToNetFile.findMany({
    where: { workbookId: id, processingStatus: { not: "DISCARDED" } },
    select: { id: true, fileName: true },
    orderBy: { createdAt: "asc" },
  });
  if (files.length === 0) throw new AppError("UNPROCESSABLE", "The workbook has no pay reports to export.");
  const safe = workbook.name.replace(/[^\w\- ]+/g, "").trim() || "workbook";
  return { stream: exportZipStream(files), fileName: `${safe}.zip` };
}
