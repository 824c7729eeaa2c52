// POST /api/expenses/export (spec 2 section 7): exportFormat=csv streams CSV text, includeAttachments answers
// 202 and queues the receipts ZIP (lib/expenses/export-receipts-job.ts), otherwise a JSON list. Rows are the
// approver list's rows (same where), read in keyset batches so memory stays flat; the amount columns are empty
// where the caller may not see amounts.
import "server-only";
import { Readable } from "node:stream";
import type { Prisma } from "@/generated/prisma/client";
import { stringify } from "csv-stringify";
import { createId } from "@/lib/expenses/ids";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { enqueue } from "@/lib/jobs/queue";
import { accepted } from "@/lib/http/route";
import { approverWhere } from "@/lib/expenses/approver-where";
import { afterExpenseKey, EXPENSE_KEYSET_ORDER } from "@/lib/expenses/keyset";
import { EXPENSE_SELECT, type ExpenseRow } from "@/lib/expenses/dto";
import { toExpenseDtos } from "@/lib/expenses/to-dtos";
import { EXPORT_RECEIPTS_JOB } from "@/lib/expenses/job-names";
import type { ExportReceiptsJob } from "@/lib/expenses/export-receipts-job";
import { EXPENSE_CATEGORIES, type TExportBody } from "@/lib/expenses/schema";

const BATCH = 2000;
export const CSV_COLUMNS = [
  "id",
  "employee",
  "title",
  "category",
  "dateSpent",
  "status",
  "amount",
  "currency",
  "estimatedPayrollMonth",
  "createdAt",
];

/** Every row of the filter, newest first, a batch at a time. */
export async function* expenseBatches(actor: Actor, where: Prisma.ExpenseWhereInput) {
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const rows: ExpenseRow[] = await db.expense.findMany({
      where: after
        ? {
            AND: [where, afterExpenseKey(after)],
          }
        : where,
      select: EXPENSE_SELECT,
      orderBy: EXPENSE_KEYSET_ORDER,
      take: BATCH,
    });
    if (rows.length === 0) return;
    yield await toExpenseDtos(actor, rows);
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1];
  }
}

function csvResponse(actor: Actor, body: TExportBody, where: Prisma.ExpenseWhereInput) {
  const csv = stringify({ header: true, columns: CSV_COLUMNS });
  (async () => {
    for await (const batch of expenseBatches(actor, where))
      for (const e of batch) {
        const line = [
          e.id,
          e.employeeName,
          e.title,
          EXPENSE_CATEGORIES[e.category],
          e.dateSpent,
          e.status,
          e.amount?.amount ?? "",
          e.amount?.currency ?? "",
          e.estimatedPayrollMonth ?? "",
          e.createdAt,
        ];
        if (!csv.write(line)) await new Promise((resolve) => csv.once("drain", resolve));
      }
    csv.end();
  })().catch((error) => csv.destroy(error as Error));
  return new Response(Readable.toWeb(csv) as ReadableStream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="expenses-${body.companyId}.csv"`,
    },
  });
}

export async function exportExpenses(actor: Actor, body: TExportBody) {
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
  if (body.exportFormat === "csv") return csvResponse(actor, body, where);
  const items = [];
  for await (const batch of expenseBatches(actor, where)) {
    items.push(...batch);
    if (items.length >= 10_000) break;
  }
  return { items };
}
