// The raw-SQL lists' half of keyset paging (lib/queries/keyset.ts): the condition of the rows after a position.
import "server-only";
import { Prisma } from "@/generated/prisma/client";

/** The rows after `values` in the order of `columns` (all ascending or all descending): one row-value comparison. */
export function seekSql(columns: readonly Prisma.Sql[], values: readonly unknown[], direction: "asc" | "desc") {
  return Prisma.sql`(${Prisma.join(columns)}) ${Prisma.raw(direction === "asc" ? ">" : "<")} (${Prisma.join(values)})`;
}
