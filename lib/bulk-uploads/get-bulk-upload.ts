// GET /api/employees/bulk-upload/{bulkUploadId}: state, counts and the invalid employees (spec 3 section 3).
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { companyIdWhere } from "@/lib/access/company";
import type { RowError } from "@/lib/bulk-uploads/row-schema";
import type { BulkUploadDto } from "@/lib/bulk-uploads/schema";

export async function getBulkUpload(actor: Actor, bulkUploadId: string): Promise<BulkUploadDto> {
  const row = await db.bulkUpload.findFirst({
    where: { id: bulkUploadId, ...companyIdWhere(actor) },
    include: { errors: { orderBy: [{ rowNumber: "asc" }, { id: "asc" }], take: 10_000 } },
  });
  if (!row) throw new AppError("NOT_FOUND", "Bulk upload not found");
  const errors = row.errors.map((e) => ({
    rowNumber: e.rowNumber,
    name: e.name,
    email: e.email,
    errors: (Array.isArray(e.errors) ? e.errors : []) as RowError[],
    error: e.error,
  }));
  return {
    id: row.id,
    companyId: row.companyId,
    state: row.state,
    fileNames: row.fileNames,
    total: row.total,
    successCount: row.successCount,
    errorCount: errors.length,
    errors,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
