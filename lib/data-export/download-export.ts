// The signed link's target: the ZIP while the link is valid; an expired link says so (410), a forged one 404.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { fileResponse } from "@/lib/storage/files";
import { checkExportSignature } from "@/lib/data-export/signed-link";

export async function downloadDataExport(employeeId: string, exportId: string, expires: number, signature: string) {
  const check = checkExportSignature(exportId, expires, signature);
  if (check === "invalid") throw new AppError("NOT_FOUND", "Data export not found");
  if (check === "expired") throw new AppError("GONE", "This link has expired. Please generate a new one.");
  const row = await db.employeeDataExport.findFirst({ where: { id: exportId, employeeId, status: "READY" } });
  if (!row?.storageKey) throw new AppError("NOT_FOUND", "Data export not found");
  const response = await fileResponse({
    storageKey: row.storageKey,
    fileName: `employee-${employeeId}-data.zip`,
    mimeType: "application/zip",
    sizeBytes: row.sizeBytes,
    disposition: "attachment",
  });
  if (!response) throw new AppError("NOT_FOUND", "Data export not found");
  return response;
}
