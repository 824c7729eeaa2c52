// GET /api/payroll/packs/{payReportId}[?companyId=]: the signed pack (ZIP) of a pay report, the whole report's or
// one client company's part, for whoever reaches it (lib/payroll/packs/pack-access.ts; else 404). A report in reach
// whose pack is still being built answers 404 with a sentence saying so.
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
  companyName: string | null;
};

export async function getPackDownload(
  actor: Actor,
  payReportId: string,
  companyId: string | null = null,
): Promise<Response> {
  if (!packsVisibleTo(actor)) throw packNotFound();
  const scope = packReportScope(actor, companyId);
  const [row] = await queryRows<Row>(Prisma.sql`
    SELECT f.country, f."payrollPeriod", f."payrollCycle"::text AS "payrollCycle", f."reportVersion", p."storageKey",
           (SELECT c.name FROM "Company" c WHERE c.id = ${companyId}) AS "companyName"
      FROM "GrossToNetFile" f
      LEFT JOIN "PayrollPack" p ON p."payReportId" = f.id AND p."companyId" IS NOT DISTINCT FROM ${companyId}
     WHERE f.id = ${payReportId} AND ${scope}`);
  if (!row) throw packNotFound();
  if (!row.storageKey)
    throw new AppError(
      "NOT_FOUND",
      `The signed pack of this pay report${companyId ? ` for ${row.companyName ?? "this company"}` : ""} is not built yet: it is built in the background once the report is published.`,
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
