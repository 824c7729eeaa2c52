// Payroll's 'Waiting for you' (/payroll, and /companies for payroll admins): pay reports waiting for a person, by
// workbook and status with the age of the oldest, and the ones whose processing failed. Counted with the pay report
// list's own conditions (lib/payroll/gross-to-net-conditions.ts), each linking to the workbook's list filtered by
// that status.
import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { queryRows } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { STATUS_LABELS, type PayReportStatusValue } from "@/lib/payroll/pay-report-status";
import { andSql, grossToNetConditions } from "@/lib/payroll/gross-to-net-conditions";
import { ageOf, countOf, waitingItems, type WaitingItem } from "@/lib/home/waiting-types";

/** Statuses where a pay report waits for a payroll admin or specialist (the pipeline's own steps are not). */
export const WAITING_PAY_REPORT_STATUSES: PayReportStatusValue[] = [
  "DUPLICATES_CHECKED",
  "COPIED",
  "PRE_APPROVAL_QUERY",
  "SPECIALIST_APPROVED",
  "PRE_PUBLISH_QUERY",
];

type Row = { workbookId: string; workbookName: string; status: PayReportStatusValue; count: number; since: Date };

/** Pay reports of the given statuses per workbook and status, oldest waiting first. */
export async function payReportsWaiting(statuses: PayReportStatusValue[], limit = 8): Promise<Row[]> {
  const where = andSql(grossToNetConditions({}));
  const list = Prisma.join(statuses.map((s) => Prisma.sql`${s}::"PayReportStatus"`));
  return queryRows<Row>(Prisma.sql`
    SELECT f."workbookId", w.name AS "workbookName", f."processingStatus"::text AS status, count(*)::int AS count,
           min(f."updatedAt") AS since
      FROM "GrossToNetFile" f JOIN "Workbook" w ON w.id = f."workbookId"
     WHERE ${where} AND f."processingStatus" IN (${list})
     GROUP BY 1, 2, 3 ORDER BY since, 1, 3 LIMIT ${limit}`);
}

const href = (r: Row) => `/payroll/payroll-instances/${r.workbookId}?status=${r.status}`;

export async function payrollWaiting(actor: Actor, now: Date = new Date()): Promise<WaitingItem[]> {
  if (!can(actor, "payReports.read")) return [];
  const [waiting, failed] = await Promise.all([
    payReportsWaiting(WAITING_PAY_REPORT_STATUSES),
    payReportsWaiting(["ERROR"], 5),
  ]);
  return waitingItems([
    ...failed.map((r) => ({
      key: `pay-reports-failed-${r.workbookId}`,
      count: r.count,
      text: `${countOf(r.count, "pay report")} failed processing in ${r.workbookName}`,
      href: href(r),
      detail: `Oldest: ${ageOf(r.since, now)}`,
    })),
    ...waiting.map((r) => ({
      key: `pay-reports-${r.status}-${r.workbookId}`,
      count: r.count,
      text: `${countOf(r.count, "pay report")} ${STATUS_LABELS[r.status]} in ${r.workbookName}`,
      href: href(r),
      detail: `Waiting for ${ageOf(r.since, now)}`,
    })),
  ]);
}
