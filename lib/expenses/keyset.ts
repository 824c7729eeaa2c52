// Keyset position on (createdAt desc, id desc) for the approver list and the CSV export, on the platform's
// keyset paging (lib/queries/keyset.ts) plus the index bound below.
import { Prisma } from "@/generated/prisma/client";
import { decodeTimeCursor, invalidCursor, seekWhere } from "@/lib/queries/keyset";
import { seekSql } from "@/lib/queries/keyset-sql";

export type ExpenseKey = { createdAt: Date; id: string };

/**
 * Rows after `key`. The `createdAt <= key` bound is redundant logically but is what PostgreSQL can use as an
 * index condition on (companyId, createdAt, id); the OR alone is only a filter, so every page re-read the
 * company's rows from the newest (the export was quadratic: 4% of COPY before, see docs/expenses.md).
 */
export function afterExpenseKey(key: ExpenseKey): Prisma.ExpenseWhereInput {
  return {
    createdAt: { lte: key.createdAt },
    ...seekWhere<Prisma.ExpenseWhereInput>(["createdAt", "id"], [key.createdAt, key.id], "desc"),
  };
}

/** The same for the approver list's SQL (alias x): the bound, then the row-value comparison. */
export function afterExpenseKeySql(nextPageKey: string | undefined): Prisma.Sql {
  if (!nextPageKey) return Prisma.empty;
  const after = decodeTimeCursor(nextPageKey);
  if (!after) throw invalidCursor("nextPageKey", "The page key is not valid.");
  const at = Prisma.sql`${after.createdAt.toISOString()}::timestamp`;
  return Prisma.sql`AND x."createdAt" <= ${at} AND ${seekSql([Prisma.sql`x."createdAt"`, Prisma.sql`x.id`], [at, after.id], "desc")}`;
}
