// GET /api/payroll/packs/{payReportId}: the signed pack (ZIP) of a pay report, for whoever reaches it
// (lib/payroll/packs/pack-access.ts; else 404). A published report whose pack is still being built answers 404
// with a sentence saying so.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Actor } from "@/lib/auth/actor";
import { queryRows } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { fileResponse } from "@/lib/storage/files";
import { packFileName } from "@/lib/payroll/packs/pack-format";
import { packNotFound, packReportScope, packsVisibleTo } from "@/lib/payroll/packs/pack-access";

type Row = {
  country: string;
  payrollPeriod: string;
  payrollCycle: string;
  reportVersion: number;
  storageKey: string | null;
};

export async function getPackDownload(actor: Actor, payReportId: string): Promise<Response> {
  if (!packsVisibleTo(actor)) throw packNotFound();
  const [row] = await queryRows<Row>(Prisma.sql`
    SELECT f.country, f."payrollPeriod", f."payrollCycle"::text AS "payrollCycle", f."reportVersion", p."storageKey"
      FROM "GrossToNetFile" f LEFT JOIN "PayrollPack" p ON p."payReportId" = f.id
     WHERE f.id = ${payReportId} AND ${packReportScope(actor)}`);
  if (!row) throw packNotFound();
  if (!row.storageKey)
    throw new AppError(
      "NOT_FOUND",
      "The signed pack of this pay report is not built yet: it is built in the background once the report is published.",
    );
  const response = await fileResponse({
    storageKey: row.storageKey,
    fileName: packFileName({ ...row, version: row.reportVersion }),
    mimeType: "application/zip",
    disposition: "attachment",
  });
  if (!response) throw new AppError("NOT_FOUND", "The signed pack's file is missing from storage.");
  return response;
}
