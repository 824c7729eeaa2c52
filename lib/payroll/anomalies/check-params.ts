// The parameters every anomaly check statement takes (HEAD in checks.ts), read for one report: its country, LSP,
// period bounds, the previous cycle's files (same country, LSP and cycle, the month before), the country's change
// threshold and the salary tolerance, and the files of the six periods before (the concepts' history). Works on a pg client or anything with the same query() (the demo seed).
import type pg from "pg";
import { DEFAULT_CHANGE_PERCENT, DEFAULT_SALARY_TOLERANCE } from "@/lib/payroll/anomalies/settings";

export type CheckParams = unknown[];

const LIVE = `('ERROR', 'DISCARDED', 'DRAFT', 'INGESTED', 'TAXONOMIZED', 'ENRICHED', 'TRANSFORMED', 'SUPERSEDED')`;

function previousPeriod(period: string): string {
  const year = Number(period.slice(0, 4));
  const month = Number(period.slice(4, 6));
  return month === 1 ? `${year - 1}12` : `${year}${String(month - 1).padStart(2, "0")}`;
}
const firstDay = (period: string) => `${period.slice(0, 4)}-${period.slice(4, 6)}-01`;

/** The parameter list every check statement takes (see HEAD in checks.ts), or null for an unknown report. */
export async function checkParams(
  client: { query: <R>(sql: string, params: unknown[]) => Promise<{ rows: R[] }> } | pg.ClientBase,
  reportId: string,
): Promise<CheckParams | null> {
  const query = <R>(sql: string, values: unknown[]) =>
    (client as { query: (s: string, v: unknown[]) => Promise<{ rows: R[] }> }).query(sql, values);
  const { rows } = await query<{
    country: string;
    lspId: string | null;
    payrollPeriod: string;
    payrollCycle: string;
    currency: string | null;
    countryCurrency: string | null;
    threshold: string | null;
  }>(
    `SELECT f.country, f."lspId", f."payrollPeriod", f."payrollCycle", f.currency, c.currency AS "countryCurrency",
            th."changePercent"::text AS threshold
       FROM "GrossToNetFile" f LEFT JOIN "Country" c ON c.code = f.country
       LEFT JOIN "PayrollCheckThreshold" th ON th."countryCode" = f.country
      WHERE f.id = $1`,
    [reportId],
  );
  const file = rows[0];
  if (!file) return null;
  const before = previousPeriod(file.payrollPeriod);
  const previous = await query<{ id: string }>(
    `SELECT id FROM "GrossToNetFile"
      WHERE id <> $1 AND country = $2 AND "lspId" IS NOT DISTINCT FROM $3::text AND "payrollPeriod" = $4
        AND "payrollCycle" = $5::"PayrollCycle" AND "processingStatus" NOT IN ${LIVE}`,
    [reportId, file.country, file.lspId, before, file.payrollCycle],
  );
  // The concepts' history: the live files of the six periods before (recurring concepts, the employee's median).
  let earliest = file.payrollPeriod;
  for (let i = 0; i < 6; i++) earliest = previousPeriod(earliest);
  const history = await query<{ id: string }>(
    `SELECT id FROM "GrossToNetFile"
      WHERE id <> $1 AND country = $2 AND "lspId" IS NOT DISTINCT FROM $3::text AND "payrollPeriod" >= $4
        AND "payrollPeriod" < $5 AND "payrollCycle" = $6::"PayrollCycle" AND "processingStatus" NOT IN ${LIVE}`,
    [reportId, file.country, file.lspId, earliest, file.payrollPeriod, file.payrollCycle],
  );
  const start = firstDay(file.payrollPeriod);
  return [
    reportId,
    file.country,
    file.lspId,
    start,
    // The period's last day.
    new Date(Date.UTC(Number(start.slice(0, 4)), Number(start.slice(5, 7)), 0)).toISOString().slice(0, 10),
    previous.rows.map((r) => r.id),
    file.threshold ?? String(DEFAULT_CHANGE_PERCENT),
    String(DEFAULT_SALARY_TOLERANCE),
    firstDay(before),
    file.payrollCycle,
    file.payrollPeriod,
    file.currency ?? file.countryCurrency ?? "EUR",
    file.countryCurrency,
    history.rows.map((r) => r.id),
  ];
}
