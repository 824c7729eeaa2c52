// The signed packs page's list: the newest packs the viewer may download (lib/payroll/packs/pack-access.ts), with
// what the page shows of each. Without payrollPacks.download the list is empty (the page still verifies packs).
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Actor } from "@/lib/auth/actor";
import { queryRows } from "@/lib/db";
import { can } from "@/lib/policy";
import { packReportScope, packsVisibleTo } from "@/lib/payroll/packs/pack-access";
import { packDownloadPath, type PackSummary } from "@/lib/payroll/packs/schema";

export const PACK_LIST_LIMIT = 50;

type Row = Omit<PackSummary, "createdAt" | "downloadUrl"> & { createdAt: Date };

export async function listPacks(actor: Actor): Promise<{ items: PackSummary[]; canDownload: boolean }> {
  const canDownload = can(actor, "payrollPacks.download") && packsVisibleTo(actor);
  if (!canDownload) return { items: [], canDownload };
  const rows = await queryRows<Row>(Prisma.sql`
    SELECT f.id AS "payReportId", f."fileName", f.country, l.name AS "providerName", f."payrollPeriod",
           f."payrollCycle"::text AS "payrollCycle", f."reportVersion" AS version, f."processingStatus"::text AS status,
           p."keyId", p.sha256, p."createdAt"
      FROM "PayrollPack" p
      JOIN "GrossToNetFile" f ON f.id = p."payReportId"
      LEFT JOIN "LocalServiceProvider" l ON l.id = f."lspId"
     WHERE ${packReportScope(actor)}
     ORDER BY p."createdAt" DESC, p.id DESC
     LIMIT ${PACK_LIST_LIMIT}`);
  return {
    canDownload,
    items: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      downloadUrl: packDownloadPath(r.payReportId),
    })),
  };
}
