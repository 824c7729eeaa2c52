// GET /api/expenses/approver/{companyId}?view=simplified: the company's expenses for approvers, filtered on the
// server and paged by keyset on (createdAt, id) newest first: no OFFSET, no count per page.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { EXPENSE_SELECT } from "@/lib/expenses/dto";
import { toExpenseDtos } from "@/lib/expenses/to-dtos";
import { approverWhere } from "@/lib/expenses/approver-where";
import { afterExpenseKey, EXPENSE_KEYSET_ORDER } from "@/lib/expenses/keyset";
import type { TApproverQuery } from "@/lib/expenses/schema";

export function encodePageKey(row: { createdAt: Date; id: string }) {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

function decodePageKey(key: string) {
  const [iso, id] = Buffer.from(key, "base64url").toString().split("|");
  const createdAt = new Date(iso ?? "");
  if (!id || Number.isNaN(createdAt.getTime()))
    throw new AppError("BAD_REQUEST", "The page key is not valid.", {
      fieldErrors: { nextPageKey: ["The page key is not valid."] },
    });
  return { createdAt, id };
}

export async function listApproverExpenses(actor: Actor, companyId: string, query: TApproverQuery) {
  const after = query.nextPageKey ? decodePageKey(query.nextPageKey) : null;
  const where = await approverWhere(actor, companyId, query);
  const rows = await db.expense.findMany({
    where: after
      ? {
          AND: [where, afterExpenseKey(after)],
        }
      : where,
    select: EXPENSE_SELECT,
    orderBy: EXPENSE_KEYSET_ORDER,
    take: query.pageSize + 1,
  });
  const page = rows.slice(0, query.pageSize);
  const items = await toExpenseDtos(actor, page);
  const simplified = query.view === "simplified";
  return {
    items: simplified
      ? items.map(
          ({
            id,
            title,
            category,
            amount,
            dateSpent,
            status,
            paid,
            employeeId,
            employeeName,
            createdAt,
            estimatedPayrollMonth,
            rights,
          }) => ({
            id,
            title,
            category,
            ...(amount ? { amount } : {}),
            dateSpent,
            status,
            paid,
            employeeId,
            employeeName,
            createdAt,
            estimatedPayrollMonth,
            rights,
          }),
        )
      : items,
    nextPageKey: rows.length > query.pageSize ? encodePageKey(page[page.length - 1]) : null,
  };
}
