// The signed packs page's list: the newest packs the viewer may download (lib/payroll/packs/pack-access.ts: payroll
// admins every pack, the whole reports' and the companies'; a manager their company's packs of latest published
// reports), with what the page shows of each. Without payrollPacks.download the list is empty (the page still
// verifies packs). listCompanyPacks: one company's packs, for its payroll reports screen.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Actor } from "@/lib/auth/actor";
import { queryRows } from "@/lib/db";
import { can } from "@/lib/policy";
import { packListScope, packsVisibleTo } from "@/lib/payroll/packs/pack-access";
import { packDownloadPath, type PackSummary } from "@/lib/payroll/packs/schema";

export const PACK_LIST_LIMIT = 50;

type Row = Omit<PackSummary, "createdAt" | "downloadUrl"> & { createdAt: Date };

async function packRows(actor: Actor, where: Prisma.Sql, limit: number): Promise<PackSummary[]> {
  const rows = await queryRows<Row>(Prisma.sql`
    SELECT f.id AS "payReportId", p."companyId", c.name AS "companyName", f."fileName", f.country,
           l.name AS "providerName", f."payrollPeriod", f."payrollCycle"::text AS "payrollCycle",
           f."reportVersion" AS version, f."processingStatus"::text AS status, p."keyId", p.sha256, p."createdAt"
      FROM "PayrollPack" p
      JOIN "GrossToNetFile" f ON f.id = p."payReportId"
      LEFT JOIN "Company" c ON c.id = p."companyId"
      LEFT JOIN "LocalServiceProvider" l ON l.id = f."lspId"
     WHERE ${packListScope(actor)} AND ${where}
     ORDER BY p."createdAt" DESC, p.id DESC
     LIMIT ${limit}`);
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    downloadUrl: packDownloadPath(r.payReportId, r.companyId),
  }));
}

const mayDownload = (actor: Actor) => can(actor, "payrollPacks.download") && packsVisibleTo(actor);

export async function listPacks(actor: Actor): Promise<{ items: PackSummary[]; canDownload: boolean }> {
  const canDownload = mayDownload(actor);
  if (!canDownload) return { items: [], canDownload };
  return { canDownload, items: await packRows(actor, Prisma.sql`TRUE`, PACK_LIST_LIMIT) };
}

/** The packs of one company's part of its reports that the viewer may download, newest first (empty when none). */
export async function listCompanyPacks(actor: Actor, companyId: string): Promise<PackSummary[]> {
  if (!mayDownload(actor)) return [];
  return packRows(actor, Prisma.sql`p."companyId" = ${companyId}`, 500);
}
