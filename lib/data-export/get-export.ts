// GET /api/employees/{id}/data-export/{exportId}: the spinner polls this until the link is there. The same view
// answers POST .../data-export (lib/data-export/request-export.ts).
import "server-only";
import { db } from "@/lib/db";
import type { EmployeeDataExport } from "@/generated/prisma/client";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { findEmployeeOrThrow } from "@/lib/access/employee";
import { signedExportPath } from "@/lib/data-export/signed-link";

/** url: the signed ZIP link once READY (valid DATA_EXPORT_LINK_SECONDS), else null. */
export function dataExportView(row: EmployeeDataExport) {
  const link = row.status === "READY" ? signedExportPath(row.employeeId, row.id) : null;
  return {
    id: row.id,
    employeeId: row.employeeId,
    status: row.status as "PENDING" | "READY" | "FAILED",
    error: row.error,
    sizeBytes: row.sizeBytes,
    url: link?.url ?? null,
    expiresAt: link?.expiresAt ?? null,
    statusUrl: `/api/employees/${encodeURIComponent(row.employeeId)}/data-export/${encodeURIComponent(row.id)}`,
    createdAt: row.createdAt,
  };
}

export async function getDataExport(actor: Actor, employeeId: string, exportId: string) {
  const employee = await findEmployeeOrThrow(actor, employeeId, { select: { id: true } });
  const row = await db.employeeDataExport.findFirst({ where: { id: exportId, employeeId: employee.id } });
  if (!row) throw new AppError("NOT_FOUND", "Data export not found");
  return dataExportView(row);
}
