// The employees of an LSP bill with their variance, in one SQL statement on the payroll pool (spec 2 sections 5, 9).
import { payrollPool } from "@/lib/payroll/pipeline";
import type { PayReportStatusValue } from "@/lib/payroll/schema";

export const VARIANCE_COLUMNS = [
  "salary",
  "allowance",
  "variablePay",
  "expenses",
  "pensionContribution",
  "benefitContribution",
  "socialCosts",
  "total",
] as const;
export const TOTAL_EXPR = (a: string) =>
  `(${a}.salary + ${a}.expenses + ${a}.allowance + ${a}."variablePay" + ${a}."erContribution")`;
const col = (a: string, c: (typeof VARIANCE_COLUMNS)[number]) => (c === "total" ? TOTAL_EXPR(a) : `${a}."${c}"`);

/** Variance percent in SQL, same rules as variancePercent() in schema.ts. */
function pctSql(cur: string, prev: string) {
  return `CASE WHEN ${cur} = 0 AND ${prev} = 0 THEN 0 WHEN ${prev} = 0 THEN 100 WHEN ${cur} = 0 THEN -100
               ELSE round((${cur} - ${prev}) / abs(${prev}) * 100, 2) END`;
}

export type BillEmployeeRow = {
  gtnId: string;
  employeeRef: string;
  employeeId: string | null;
  firstName: string | null;
  lastName: string | null;
  currency: string;
  status: PayReportStatusValue;
  lspBillNumber: string | null;
  justificationId: string | null;
  justification: string | null;
  errorCount: number;
  totals: Record<(typeof VARIANCE_COLUMNS)[number] | "eeDeductions" | "erContribution", string>;
  variances?: Record<
    (typeof VARIANCE_COLUMNS)[number],
    { previous: string; variance: string; variancePercentage: number }
  >;
};

/** The files of the previous period and cycle that count for a variance (processed, not failed or discarded). */
export async function previousPeriodFileIds(
  country: string,
  lspId: string,
  previous: { period: string; cycle: string },
) {
  const { rows } = await payrollPool().query<{ id: string }>(
    `SELECT id FROM "GrossToNetFile"
      WHERE country = $1 AND "lspId" = $2 AND "payrollPeriod" = $3 AND "payrollCycle" = $4::"PayrollCycle"
        AND "processingStatus" NOT IN ('ERROR', 'DISCARDED', 'DRAFT', 'INGESTED', 'TAXONOMIZED', 'ENRICHED', 'TRANSFORMED')`,
    [country, lspId, previous.period, previous.cycle],
  );
  return rows.map((r) => r.id);
}

/** Per file: its status, the LSP data's bill number (which wins over the rows' own) and its error count. */
async function fileFacts(fileIds: string[]) {
  const { rows } = await payrollPool().query<{
    id: string;
    status: PayReportStatusValue;
    lspBillNumber: string | null;
    errorCount: number;
  }>(
    `SELECT f.id, f."processingStatus" AS status, l."lspBillNumber",
            (SELECT count(*)::int FROM "DataProcessingError" d WHERE d."grossToNetId" = f.id) AS "errorCount"
       FROM "GrossToNetFile" f LEFT JOIN "LspData" l ON l."grossToNetId" = f.id
      WHERE f.id = ANY($1::text[])`,
    [fileIds],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** Employees of the given files, one row each, optionally with the variance against the previous period and
 *  cycle of the same country and LSP, computed in SQL (variance = this cycle minus the previous, per employee
 *  and category; percent as variancePercent()). limit null = every row (benchmarks). Names sort in "C"
 *  collation: a byte-order sort keeps 100k-row variance pages cheap. */
export async function billEmployees(
  fileIds: string[],
  opts: {
    search?: string;
    country: string;
    lspId: string;
    variance?: { period: string; cycle: string } | null;
    limit: number | null;
    offset: number;
  },
): Promise<{ items: BillEmployeeRow[]; totalCount: number }> {
  if (fileIds.length === 0) return { items: [], totalCount: 0 };
  const params: unknown[] = [fileIds];
  let where = `t."grossToNetId" = ANY($1::text[])`;
  if (opts.search?.trim()) {
    params.push(`%${opts.search.trim().replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    where += ` AND (coalesce(t."firstName", '') || ' ' || coalesce(t."lastName", '')) ILIKE $${params.length}`;
  }
  const paged = opts.limit !== null;
  const order = `t."lastName" COLLATE "C" NULLS LAST, t."firstName" COLLATE "C" NULLS LAST, t."employeeRef" COLLATE "C", t."grossToNetId" COLLATE "C"`;
  let prevCte = "";
  let varianceSelect = "";
  let varianceJoin = "";
  if (opts.variance) {
    const previousFileIds = await previousPeriodFileIds(opts.country, opts.lspId, opts.variance);
    params.push(previousFileIds);
    const n = params.length;
    // The categories plus erContribution, from which the previous total is derived (TOTAL_EXPR is linear).
    const base = [...VARIANCE_COLUMNS.filter((c) => c !== "total"), "erContribution"];
    const pageFilter = paged ? ` AND p."employeeRef" IN (SELECT "employeeRef" FROM page)` : "";
    // An employee appears once per file (unique key), so with one previous file its row is the total and the
    // per-employee aggregation (the dominant cost at 100k employees) is skipped.
    prevCte =
      previousFileIds.length === 1
        ? `, prev AS (
        SELECT p."employeeRef", ${base.map((c) => `p."${c}"`).join(", ")}
          FROM "PayReportEmployeeTotal" p
         WHERE p."grossToNetId" = ($${n}::text[])[1]${pageFilter})`
        : `, prev AS (
        SELECT p."employeeRef", ${base.map((c) => `sum(p."${c}") AS "${c}"`).join(", ")}
          FROM "PayReportEmployeeTotal" p
         WHERE p."grossToNetId" = ANY($${n}::text[])${pageFilter}
         GROUP BY p."employeeRef")`;
    // Each current and previous value is computed once per row in a fenced lateral subquery (OFFSET 0 keeps the
    // planner from inlining it): the percent repeats both values five times, and the total is itself a sum.
    varianceJoin = `LEFT JOIN prev v ON v."employeeRef" = page."employeeRef"
      CROSS JOIN LATERAL (SELECT ${VARIANCE_COLUMNS.map(
        (c, i) => `page."${c}" AS c${i}, coalesce(${col("v", c)}, 0) AS p${i}`,
      ).join(", ")} OFFSET 0) b`;
    varianceSelect =
      ", " +
      VARIANCE_COLUMNS.map((c, i) => {
        const [cur, prev] = [`b.c${i}`, `b.p${i}`];
        return `${prev} AS "prev_${c}", ${cur} - ${prev} AS "var_${c}", (${pctSql(cur, prev)})::float8 AS "pct_${c}"`;
      }).join(", ");
  }
  const sql = `
    WITH page AS (
      SELECT t."grossToNetId", t."employeeRef", t."employeeId", t."firstName", t."lastName", t.currency,
             t."lspBillNumber", t."eeDeductions", t."erContribution",
             ${VARIANCE_COLUMNS.map((c) => `${col("t", c)} AS "${c}"`).join(", ")},
             ${paged ? `row_number() OVER (ORDER BY ${order}) AS rn, count(*) OVER () AS total_count` : "0 AS rn"}
        FROM "PayReportEmployeeTotal" t
       WHERE ${where}
       ${paged ? `ORDER BY rn LIMIT ${Math.trunc(opts.limit!)} OFFSET ${Math.trunc(opts.offset)}` : ""}
    )${prevCte}
    SELECT page.*, j.id AS "justificationId", j.note AS justification${varianceSelect}
      FROM page
      LEFT JOIN "Justification" j ON j."grossToNetId" = page."grossToNetId" AND j."employeeRef" = page."employeeRef"
      ${varianceJoin}
     ORDER BY ${paged ? "page.rn" : order.replace(/\bt\./g, "page.")}`;
  // Rows as arrays: at 100k employees, building a keyed object per row in the driver costs more than the SQL.
  // What is per file (status, the LSP's bill number, error count) is read once per file, not joined to every row.
  const [{ rows, fields }, files] = await Promise.all([
    payrollPool().query<unknown[]>({ text: sql, values: params, rowMode: "array" }),
    fileFacts(fileIds),
  ]);
  const at = Object.fromEntries(fields.map((f, i) => [f.name, i]));
  const totalKeys = [...VARIANCE_COLUMNS, "eeDeductions", "erContribution"] as const;
  const items = rows.map((r) => {
    const totals = {} as BillEmployeeRow["totals"];
    for (const c of totalKeys) totals[c] = r[at[c]] as string;
    const file = files.get(r[at.grossToNetId] as string);
    const item: BillEmployeeRow = {
      gtnId: r[at.grossToNetId] as string,
      employeeRef: r[at.employeeRef] as string,
      employeeId: (r[at.employeeId] as string) ?? null,
      firstName: (r[at.firstName] as string) ?? null,
      lastName: (r[at.lastName] as string) ?? null,
      currency: r[at.currency] as string,
      status: file?.status as PayReportStatusValue,
      lspBillNumber: file?.lspBillNumber ?? (r[at.lspBillNumber] as string) ?? null,
      justificationId: (r[at.justificationId] as string) ?? null,
      justification: (r[at.justification] as string) ?? null,
      errorCount: file?.errorCount ?? 0,
      totals,
    };
    if (opts.variance) {
      const variances = {} as NonNullable<BillEmployeeRow["variances"]>;
      for (const c of VARIANCE_COLUMNS)
        variances[c] = {
          previous: r[at[`prev_${c}`]] as string,
          variance: r[at[`var_${c}`]] as string,
          variancePercentage: r[at[`pct_${c}`]] as number,
        };
      item.variances = variances;
    }
    return item;
  });
  return { items, totalCount: paged ? (rows.length ? Number(rows[0][at.total_count]) : 0) : rows.length };
}
