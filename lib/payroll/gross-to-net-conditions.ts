// The rows of the pay report list (GET /gross-to-net, lib/payroll/list-gross-to-net.ts) as SQL conditions on
// `"GrossToNetFile" f`: the filters of the query. Shared by the list and the counts that link to it (lib/home/),
// so a count and its list never disagree.
import type { z } from "zod";
import { Prisma } from "@/generated/prisma/client";
import type { ZGtnListQuery } from "@/lib/payroll/schema";
import { nameSearchSql } from "@/lib/queries/name-search";

export type GtnFilters = Partial<Omit<z.infer<typeof ZGtnListQuery>, "cursor" | "pageSize">>;

/** Each filter column, with the enum type its value is cast to (so the column's index stays usable). */
const FILTERS = {
  payrollPeriod: null,
  source: "PayReportSource",
  country: null,
  lspId: null,
  payrollCycle: "PayrollCycle",
  processingStatus: "PayReportStatus",
  workbookId: null,
} as const;

/** The filter conditions on f (every one an index-friendly equality, plus the provider name search). */
export function grossToNetConditions(query: GtnFilters): Prisma.Sql[] {
  const out = Object.entries(FILTERS).flatMap(([key, type]) => {
    const value = query[key as keyof typeof FILTERS];
    if (value === undefined) return [];
    const param = type ? Prisma.sql`${value}::${Prisma.raw(`"${type}"`)}` : Prisma.sql`${value}`;
    return [Prisma.sql`f.${Prisma.raw(`"${key}"`)} = ${param}`];
  });
  if (query.providerName)
    out.push(
      Prisma.sql`(f."legalEntityId" IN (${nameSearchSql("legalEntity", query.providerName)})
                  OR f."lspId" IN (${nameSearchSql("lsp", query.providerName)}))`,
    );
  return out;
}

export const andSql = (parts: Prisma.Sql[]) => (parts.length ? Prisma.join(parts, " AND ") : Prisma.sql`TRUE`);
