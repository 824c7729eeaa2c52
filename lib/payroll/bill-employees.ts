// The employees of an LSP bill with their variance, in one SQL statement on the bulk pool (spec 2 sections 5, 9).
import { bulkPool } from "@/lib/db";
import type { PayReportStatusValue } from "@/lib/payroll/pay-report-status";

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

/** The previous period's columns read from SQL; the total is derived from them (TOTAL_EXPR is linear). */
const TOTAL_PARTS = ["salary", "expenses", "allowance", "variablePay", "erContribution"] as const;
const PREVIOUS_BASE = [...VARIANCE_COLUMNS.filter((c) => c !== "total"), "erContribution"] as const;

// Amounts are numeric(18,4): as integers of ten-thousandths they add, subtract and divide exactly. Below ten
// million (every real pay line) plain numbers hold them exactly, including the percent's numerator (< 2^53);
// larger amounts take bigint, which is exact at any size but several times slower per value.
const SCALE = 4;
type Arith<T> = {
  of(value: string | null): T;
  zero: T;
  sub(a: T, b: T): T;
  add(a: T, b: T): T;
  text(v: T): string;
  percent(cur: T, prev: T): number;
};
const fixed = (negative: boolean, digits: string) =>
  `${negative ? "-" : ""}${digits.padStart(SCALE + 1, "0").slice(0, -SCALE)}.${digits.padStart(SCALE + 1, "0").slice(-SCALE)}`;
function parts(value: string) {
  const negative = value.startsWith("-");
  const [whole, fraction = ""] = (negative ? value.slice(1) : value).split(".");
  return { negative, whole, fraction: fraction.padEnd(SCALE, "0").slice(0, SCALE) };
}
/** variancePercent() of schema.ts, exactly: the change over |previous| in percent, rounded half away from zero. */
function percentWith<T extends number | bigint>(cur: T, prev: T, zero: T, hundredths: (n: T, d: T) => number) {
  if (cur === zero && prev === zero) return 0;
  if (prev === zero) return 100;
  if (cur === zero) return -100;
  return hundredths(cur, prev) / 100;
}
const NUMBER: Arith<number> = {
  // Below ten million with four decimals, the double nearest to the text times 10^4 is within 10^-4 of the
  // integer: rounding recovers it exactly (and costs far less than splitting the text).
  of: (value) => (value === null ? 0 : Math.round(Number(value) * 10 ** SCALE)),
  zero: 0,
  sub: (a, b) => a - b,
  add: (a, b) => a + b,
  text: (v) => {
    const abs = Math.abs(v);
    return `${v < 0 ? "-" : ""}${Math.trunc(abs / 10 ** SCALE)}.${String(abs % 10 ** SCALE).padStart(SCALE, "0")}`;
  },
  percent: (cur, prev) =>
    percentWith(cur, prev, 0, (c, p) => {
      const n = (c - p) * 10_000;
      const d = Math.abs(p);
      const rem = n % d;
      const q = (n - rem) / d;
      return 2 * Math.abs(rem) >= d ? q + Math.sign(n) : q;
    }),
};
const BIG: Arith<bigint> = {
  of: (value) => {
    if (value === null) return 0n;
    const { negative, whole, fraction } = parts(value);
    const n = BigInt(whole + fraction);
    return negative ? -n : n;
  },
  zero: 0n,
  sub: (a, b) => a - b,
  add: (a, b) => a + b,
  text: (v) => fixed(v < 0n, (v < 0n ? -v : v).toString()),
  percent: (cur, prev) =>
    percentWith(cur, prev, 0n, (c, p) => {
      const n = (c - p) * 10_000n;
      const d = p < 0n ? -p : p;
      const rem = n % d;
      const q = n / d;
      return Number(2n * (rem < 0n ? -rem : rem) >= d ? q + (n < 0n ? -1n : 1n) : q);
    }),
};
const SMALL = /^-?\d{1,7}(\.\d*)?$/;

/** Per category: the previous value (null: none), the change and its percent; the previous total from its parts.
 *  Exact decimal arithmetic on the numeric(18,4) texts PostgreSQL returns. */
export function employeeVariances(totals: Record<string, string>, previousText: Record<string, string | null>) {
  let small = true;
  for (const c of VARIANCE_COLUMNS) small &&= SMALL.test(totals[c]);
  for (const c of PREVIOUS_BASE) small &&= previousText[c] === null || SMALL.test(previousText[c]!);
  return small ? variancesOf(NUMBER, totals, previousText) : variancesOf(BIG, totals, previousText);
}

function variancesOf<T>(
  math: Arith<T>,
  totals: Record<string, string>,
  previousText: Record<string, string | null>,
): NonNullable<BillEmployeeRow["variances"]> {
  const previous = {} as Record<string, T>;
  for (const c of PREVIOUS_BASE) previous[c] = math.of(previousText[c]);
  const out = {} as NonNullable<BillEmployeeRow["variances"]>;
  for (const c of VARIANCE_COLUMNS) {
    const cur = math.of(totals[c]);
    const prev = c === "total" ? TOTAL_PARTS.reduce((sum, p) => math.add(sum, previous[p]), math.zero) : previous[c];
    out[c] = {
      previous: math.text(prev),
      variance: math.text(math.sub(cur, prev)),
      variancePercentage: math.percent(cur, prev),
    };
  }
  return out;
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
  const { rows } = await bulkPool().query<{ id: string }>(
    `SELECT id FROM "GrossToNetFile"
      WHERE country = $1 AND "lspId" = $2 AND "payrollPeriod" = $3 AND "payrollCycle" = $4::"PayrollCycle"
        AND "processingStatus" NOT IN ('ERROR', 'DISCARDED', 'DRAFT', 'INGESTED', 'TAXONOMIZED', 'ENRICHED', 'TRANSFORMED', 'SUPERSEDED')
        -- Issue 27: one version per report, the latest published (a correction counts once it is published).
        AND NOT EXISTS (SELECT 1 FROM "GrossToNetFile" p WHERE p.id = "GrossToNetFile"."previousVersionId" AND p."processingStatus" = 'REOPENED')`,
    [country, lspId, previous.period, previous.cycle],
  );
  return rows.map((r) => r.id);
}

/** Per file: its status, the LSP data's bill number (which wins over the rows' own) and its error count. */
async function fileFacts(fileIds: string[]) {
  const { rows } = await bulkPool().query<{
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
 *  cycle of the same country and LSP (variance = this cycle minus the previous, per employee
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
    const base = PREVIOUS_BASE;
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
    // Only the previous values come from SQL: the difference and percent are exact scaled-integer arithmetic
    // below, which costs less than numeric arithmetic per row and category in the statement.
    varianceJoin = `LEFT JOIN prev v ON v."employeeRef" = page."employeeRef"`;
    varianceSelect = ", " + base.map((c) => `v."${c}" AS "prev_${c}"`).join(", ");
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
    bulkPool().query<unknown[]>({ text: sql, values: params, rowMode: "array" }),
    fileFacts(fileIds),
  ]);
  const at = Object.fromEntries(fields.map((f, i) => [f.name, i]));
  const totalKeys = [...VARIANCE_COLUMNS, "eeDeductions", "erContribution"] as const;
  const previousAt = PREVIOUS_BASE.map((c) => at[`prev_${c}`]);
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
      const previousText = {} as Record<string, string | null>;
      for (const [i, c] of PREVIOUS_BASE.entries()) previousText[c] = r[previousAt[i]] as string | null;
      item.variances = employeeVariances(totals, previousText);
    }
    return item;
  });
  return { items, totalCount: paged ? (rows.length ? Number(rows[0][at.total_count]) : 0) : rows.length };
}
