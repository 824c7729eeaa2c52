// The LSP bill's variance chart (issue 12, charts): per currency and category, this bill's total, the previous
// period and cycle's total (same country and LSP, processed files) and the change; plus the employees whose
// total moved most (absolute change, leavers and joiners included). Summed in SQL over every row of the bill,
// not just the page on screen.
import "server-only";
import { bulkPool } from "@/lib/db";
import { Decimal, toDecimal, type DecimalInput } from "@/lib/money";
import { previousPeriodFileIds, TOTAL_EXPR, VARIANCE_COLUMNS } from "@/lib/payroll/bill-employees";

type Category = (typeof VARIANCE_COLUMNS)[number];
export type VarianceCategory = { category: Category; current: string; previous: string; change: string };
export type VarianceMover = { employeeRef: string; name: string; current: string; previous: string; change: string };
/** hasPrevious false: the previous period and cycle has no processed register, so there is nothing to compare. */
export type VarianceSummary = {
  currency: string;
  hasPrevious?: boolean;
  categories: VarianceCategory[];
  movers: VarianceMover[];
}[];

const MOVERS = 5;
const expr = (c: Category) => (c === "total" ? TOTAL_EXPR("t") : `t."${c}"`);

export async function billVarianceSummary(
  fileIds: string[],
  opts: { country: string; lspId: string; variance: { period: string; cycle: string } },
): Promise<VarianceSummary> {
  if (fileIds.length === 0) return [];
  const previousIds = await previousPeriodFileIds(opts.country, opts.lspId, opts.variance);
  const sums = VARIANCE_COLUMNS.map((c) => `sum(${expr(c)}) AS "${c}"`).join(", ");
  const perEmployee = (ids: string) => `
    SELECT t."employeeRef", t.currency, max(coalesce(t."firstName", '') || ' ' || coalesce(t."lastName", '')) AS name,
           ${sums}
      FROM "PayReportEmployeeTotal" t WHERE t."grossToNetId" = ANY(${ids}::text[]) GROUP BY 1, 2`;
  const pool = bulkPool();
  const [categories, movers] = await Promise.all([
    pool.query<Record<string, string>>(
      `WITH cur AS (${perEmployee("$1")}), prev AS (${perEmployee("$2")})
       SELECT currency, ${VARIANCE_COLUMNS.map((c) => `sum(cur_${c})::text AS "cur_${c}", sum(prev_${c})::text AS "prev_${c}"`).join(", ")}
         FROM (SELECT currency, ${VARIANCE_COLUMNS.map((c) => `"${c}" AS cur_${c}, 0 AS prev_${c}`).join(", ")} FROM cur
               UNION ALL
               SELECT currency, ${VARIANCE_COLUMNS.map((c) => `0, "${c}"`).join(", ")} FROM prev) u
        WHERE currency IN (SELECT currency FROM cur)
        GROUP BY currency ORDER BY currency`,
      [fileIds, previousIds],
    ),
    pool.query<{ employeeRef: string; currency: string; name: string; cur: string; prev: string; change: string }>(
      `WITH cur AS (${perEmployee("$1")}), prev AS (${perEmployee("$2")}),
       moves AS (
         SELECT coalesce(c."employeeRef", p."employeeRef") AS "employeeRef", coalesce(c.currency, p.currency) AS currency,
                trim(coalesce(nullif(trim(c.name), ''), p.name, '')) AS name,
                coalesce(c.total, 0) AS cur, coalesce(p.total, 0) AS prev, coalesce(c.total, 0) - coalesce(p.total, 0) AS change
           FROM cur c FULL JOIN prev p ON p."employeeRef" = c."employeeRef" AND p.currency = c.currency)
       SELECT "employeeRef", currency, name, cur::text, prev::text, change::text FROM (
         SELECT m.*, row_number() OVER (PARTITION BY currency ORDER BY abs(change) DESC, "employeeRef") AS rn
           FROM moves m WHERE change <> 0 AND currency IN (SELECT currency FROM cur)) r
        WHERE rn <= ${MOVERS} ORDER BY currency, rn`,
      [fileIds, previousIds],
    ),
  ]);
  // Payroll tables show two decimals (spec 2 section 9); decimal arithmetic, never floats.
  const two = (v: DecimalInput | null | undefined) => toDecimal(v).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
  return categories.rows.map((row) => ({
    currency: row.currency,
    hasPrevious: previousIds.length > 0,
    categories: VARIANCE_COLUMNS.map((c) => {
      const current = row[`cur_${c}`] ?? "0";
      const previous = row[`prev_${c}`] ?? "0";
      return {
        category: c,
        current: two(current),
        previous: two(previous),
        change: two(toDecimal(current).minus(toDecimal(previous))),
      };
    }),
    movers: movers.rows
      .filter((m) => m.currency === row.currency)
      .map((m) => ({
        employeeRef: m.employeeRef,
        name: m.name || m.employeeRef,
        current: two(m.cur),
        previous: two(m.prev),
        change: two(m.change),
      })),
  }));
}
