// POST /api/expenses/export (spec 2 section 7): exportFormat=csv streams CSV text built by PostgreSQL (one
// `COPY (SELECT ...) TO STDOUT`, lib/payroll/company-reports streamCopyCsv), includeAttachments answers 202 and queues the
// receipts ZIP (lib/expenses/export-receipts-job.ts), otherwise a JSON list. Rows are the approver list's rows
// (approverWhere / approverSql: the same scope and filters); the amount and currency cells are empty where the
// caller may not see amounts.
import "server-only";
import { Readable } from "node:stream";
import { Prisma } from "@/generated/prisma/client";
import { createId } from "@/lib/expenses/ids";
import { db, queryRows } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { enqueue } from "@/lib/jobs/queue";
import { accepted } from "@/lib/http/route";
import { approverSql, approverWhere, assertCompanyListable } from "@/lib/expenses/approver-where";
import { afterExpenseKey } from "@/lib/expenses/keyset";
import { NEWEST_FIRST } from "@/lib/queries/keyset";
import { EXPENSE_SELECT, type ExpenseRow } from "@/lib/expenses/dto";
import { toExpenseDtos } from "@/lib/expenses/to-dtos";
import { EXPORT_RECEIPTS_JOB } from "@/lib/expenses/job-names";
import type { ExportReceiptsJob } from "@/lib/expenses/export-receipts-job";
import type { TExportBody } from "@/lib/expenses/schema";
import { estimatePayrollMonth } from "@/lib/payroll/cutoffs/estimate-payroll-month";
import { loadCutoffs, type PayrollKey } from "@/lib/payroll/cutoffs/load-cutoffs";
import { streamCopyCsv } from "@/lib/payroll/company-reports/stream-payroll-report-csv";
import { csvText } from "@/lib/payroll/company-reports/report-rows-sql";

const BATCH = 2000;
export const APPLICATION_NAME = "omni-expense-export";

/** Every row of the filter, newest first, a batch at a time (the JSON list and the receipts ZIP). */
export async function* expenseBatches(actor: Actor, where: Prisma.ExpenseWhereInput) {
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const rows: ExpenseRow[] = await db.expense.findMany({
      where: after ? { AND: [where, afterExpenseKey(after)] } : where,
      select: EXPENSE_SELECT,
      orderBy: NEWEST_FIRST,
      take: BATCH,
    });
    if (rows.length === 0) return;
    yield await toExpenseDtos(actor, rows);
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1];
  }
}

/**
 * Where an approval today would land, per provider and country of the company's employees, from the one cutoff
 * calculation (lib/payroll/cutoffs): a VALUES table for the SQL, and the month without a calendar.
 */
async function payrollMonths(companyId: string) {
  const now = new Date();
  const keys = await queryRows<PayrollKey>(
    Prisma.sql`SELECT DISTINCT "lspId", "countryCode" FROM "Employee" WHERE "companyId" = ${companyId} AND "lspId" IS NOT NULL`,
  );
  const cutoffsOf = await loadCutoffs(keys, now);
  const values = keys.map(
    (k) => Prisma.sql`(${k.lspId}, ${k.countryCode}, ${estimatePayrollMonth(now, cutoffsOf(k))})`,
  );
  return {
    table: values.length ? Prisma.sql`VALUES ${Prisma.join(values)}` : Prisma.sql`SELECT NULL, NULL, NULL WHERE FALSE`,
    fallback: estimatePayrollMonth(now, []),
  };
}

/** The CSV's SELECT: the columns of the former csv-stringify export, text cells guarded against formulas. */
async function csvSelect(actor: Actor, body: TExportBody) {
  await assertCompanyListable(actor, body.companyId);
  const { where, seesAmount } = approverSql(actor, body.companyId, body, Prisma.sql`co."isInternal"`);
  const months = await payrollMonths(body.companyId);
  return Prisma.sql`
    SELECT x.id, ${Prisma.raw(csvText(`e."firstName" || ' ' || e."lastName"`))} AS employee,
           ${Prisma.raw(csvText("x.title"))} AS title, x.category AS category, to_char(x."dateSpent", 'YYYY-MM-DD') AS "dateSpent",
           x.status AS status, CASE WHEN ${seesAmount} THEN trim_scale(x.amount)::text END AS amount,
           CASE WHEN ${seesAmount} THEN x.currency END AS currency,
           CASE WHEN x.status = 'REJECTED' THEN NULL
                WHEN x.status IN ('APPROVED', 'PAID') AND x."estimatedPayrollMonth" IS NOT NULL
                  THEN x."estimatedPayrollMonth"
                ELSE COALESCE(m.month, ${months.fallback}) END AS "estimatedPayrollMonth",
           to_char(x."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
      FROM "Expense" x
      JOIN "Employee" e ON e.id = x."employeeId"
      JOIN "Company" co ON co.id = x."companyId"
      LEFT JOIN (${months.table}) m (lsp, country, month) ON m.lsp = e."lspId" AND m.country = e."countryCode"
     WHERE ${where}
     ORDER BY x."createdAt" DESC, x.id DESC`;
}

async function csvResponse(actor: Actor, body: TExportBody) {
  const stream = await streamCopyCsv(await csvSelect(actor, body), { applicationName: APPLICATION_NAME });
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="expenses-${body.companyId}.csv"`,
    },
  });
}

export async function exportExpenses(actor: Actor, body: TExportBody) {
  if (body.exportFormat === "csv" && !body.includeAttachments) return csvResponse(actor, body);
  const where = await approverWhere(actor, body.companyId, body);
  if (body.includeAttachments) {
    const documentId = createId();
    const receipts: ExportReceiptsJob["receipts"] = [];
    for await (const batch of expenseBatches(actor, where))
      for (const e of batch) if (e.documentId) receipts.push({ expenseId: e.id, documentId: e.documentId });
    const job: ExportReceiptsJob = { userId: actor.userId, documentId, receipts };
    const jobId = await enqueue(EXPORT_RECEIPTS_JOB, job);
    return accepted({ jobId, documentId, url: `/api/documents/${documentId}/download` });
  }
  const items = [];
  for await (const batch of expenseBatches(actor, where)) {
    items.push(...batch);
    if (items.length >= 10_000) break;
  }
  return { items };
}
