// Keyset position on (createdAt desc, id desc) for the approver list and the CSV export.
import type { Prisma } from "@/generated/prisma/client";

export type ExpenseKey = { createdAt: Date; id: string };

/**
 * Rows after `key`. The `createdAt <= key` bound is redundant logically but is what PostgreSQL can use as an
 * index condition on (companyId, createdAt, id); the OR alone is only a filter, so every page re-read the
 * company's rows from the newest (the export was quadratic: 4% of COPY before, see docs/expenses.md).
 */
export function afterExpenseKey(key: ExpenseKey): Prisma.ExpenseWhereInput {
  return {
    createdAt: { lte: key.createdAt },
    OR: [{ createdAt: { lt: key.createdAt } }, { id: { lt: key.id } }],
  };
}

export const EXPENSE_KEYSET_ORDER = [{ createdAt: "desc" as const }, { id: "desc" as const }];
