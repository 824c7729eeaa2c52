// The SQL pieces every anomaly check statement shares (lib/payroll/anomalies/checks.ts lists the checks). Each
// statement starts with the same parameter row `p` (so each takes the same parameter list, see check-params.ts)
// and the report's employee totals `t`; each finding carries a sentence and the values compared.
// Lookups by report id, previous files, country or LSP name the parameter ($1, $6, ...) itself, not p's column:
// the planner sees the value and uses the index, where a join to p scanned every report's rows.
import { bonusOfPeriod, employmentEndIn, salaryChangeIn, unpaidLeaveIn } from "@/lib/payroll/period-events-sql";

export type CheckSeverity = "BLOCKING" | "REVIEW";
export type CheckDefinition = { key: string; severity: CheckSeverity; sql: string };

/** The parameters of every check statement, in order (see checkParams). $14: the live files of the same
 *  country, LSP and cycle in the six periods before this one (history of concepts). */
export const HEAD = `WITH p AS (
  SELECT $1::text AS rid, $2::text AS country, $3::text AS lsp, $4::date AS pstart, $5::date AS pend,
         $6::text[] AS prev, $7::numeric AS threshold, $8::numeric AS tolerance, $9::date AS prevstart,
         $10::text AS cycle, $11::text AS period, $12::text AS currency, $13::text AS country_currency,
         $14::text[] AS history
), t AS (SELECT t.* FROM "PayReportEmployeeTotal" t WHERE t."grossToNetId" = $1::text)`;

export const INSERT = `INSERT INTO "PayReportFinding" (id, "payReportId", "employeeId", "check", severity, explanation, "values", "createdAt")`;
export const money = (x: string) => `to_char(${x}, 'FM999999999990.00')`;
export const day = (x: string) => `to_char(${x}, 'YYYY-MM-DD')`;
/** Also true for a row without an employee (NULL never equals a mute's employee): no OR needed, so the planner can
 *  make it one anti-join instead of a lookup per row. */
export const notMuted = (employee: string, key: string) =>
  `NOT EXISTS (SELECT 1 FROM "PayrollCheckMute" m WHERE m."employeeId" = ${employee} AND m."check" = '${key}' AND m."expiresAt" > now())`;
/** `severity` is a literal, or a SQL expression of the row when one check finds both kinds. */
export const select = (
  employee: string,
  key: string,
  severity: CheckSeverity | { sql: string },
  explanation: string,
  values: string,
) =>
  `SELECT gen_random_uuid()::text, p.rid, ${employee}, '${key}', ${typeof severity === "string" ? `'${severity}'` : severity.sql}::"FindingSeverity", ${explanation}, ${values}, now()`;
export const ref = `'employeeRef', t."employeeRef", 'name', trim(coalesce(t."firstName", '') || ' ' || coalesce(t."lastName", ''))`;
/** Statuses of a file whose data counts (processed, not failed, discarded or replaced). */
export const LIVE = `f."processingStatus" NOT IN ('ERROR', 'DISCARDED', 'DRAFT', 'INGESTED', 'TAXONOMIZED', 'ENRICHED', 'TRANSFORMED', 'SUPERSEDED')`;

/** Working days from `from` to `to` (dates, inclusive) for employee `e`: its country's weekend (Country `c`) and
 *  its public holidays (national or its region's list, its company's days off) excluded, as lib/time-off counts
 *  them. Only ever evaluated for the few employees with an event in the period. */
export const workingDays = (from: string, to: string, e = "e", c = "c") =>
  `(SELECT count(*)::numeric FROM generate_series(${from}::date, ${to}::date, interval '1 day') d
     WHERE NOT (extract(dow FROM d)::int = ANY(coalesce(${c}."weekendDays", ARRAY[0, 6])))
       AND NOT EXISTS (SELECT 1 FROM "PublicHoliday" h WHERE h."countryCode" = ${e}."countryCode" AND h.date = d::date
                          AND h."removedAt" IS NULL
                          AND ((h."companyId" = '' AND h.region = coalesce(${e}.region, ''))
                               OR (h."companyId" = ${e}."companyId" AND h.region IN ('', coalesce(${e}.region, ''))))))`;

/** The rate from currency `from` to `to` on or before `on` (1 for the same currency; null when unknown). */
export const fxRate = (from: string, to: string, on: string) =>
  `CASE WHEN ${from} = ${to} THEN 1::numeric ELSE coalesce(
      (SELECT r.rate FROM "FxRate" r WHERE r."fromCurrency" = ${from} AND r."toCurrency" = ${to}
          AND r."rateDate" <= ${on} ORDER BY r."rateDate" DESC LIMIT 1),
      (SELECT 1 / nullif(r.rate, 0) FROM "FxRate" r WHERE r."fromCurrency" = ${to} AND r."toCurrency" = ${from}
          AND r."rateDate" <= ${on} ORDER BY r."rateDate" DESC LIMIT 1)) END`;

/** Countries where a 13th month salary is statutory or customary: a month's extra pay there is a bonus to record,
 *  not an unexplained change (pay-change, for review, until it is on the record). */
export const THIRTEENTH_MONTH_COUNTRIES = [
  "AR",
  "AT",
  "BE",
  "BO",
  "BR",
  "CL",
  "CO",
  "CR",
  "CY",
  "DO",
  "EC",
  "ES",
  "GR",
  "GT",
  "HN",
  "ID",
  "IT",
  "MX",
  "NI",
  "PA",
  "PE",
  "PH",
  "PT",
  "PY",
  "SV",
  "UY",
  "VE",
];
export const thirteenthMonthCountry = (country: string) =>
  `${country} IN (${THIRTEENTH_MONTH_COUNTRIES.map((c) => `'${c}'`).join(", ")})`;

/** What the employee's record says about the period, one row per employee of the report (employee `t`, period `p`):
 *  the bonuses on record (in the report's currency), a raise, leave, start and end. Each explains a change. */
export const recordOf = (employee: string) => `(SELECT
    (SELECT sum(b.amount) FROM "EmployeeBonus" b WHERE ${bonusOfPeriod("b", employee, "p.period")}) AS bonus,
    (SELECT string_agg(lower(replace(b.kind::text, '_', ' ')), ', ') FROM "EmployeeBonus" b WHERE ${bonusOfPeriod("b", employee, "p.period")}) AS bonus_kinds,
    (SELECT max(s."effectiveDate") FROM "SalaryHistory" s WHERE ${salaryChangeIn("s", employee, "p.prevstart", "p.pend")}) AS raised,
    EXISTS (SELECT 1 FROM "TimeOffEntry" o WHERE ${unpaidLeaveIn("o", employee, "p.prevstart", "p.pend")}) AS unpaid_leave,
    (SELECT e."startDate" FROM "Employee" e WHERE e.id = ${employee} AND e."startDate" > p.prevstart AND e."startDate" <= p.pend
        -- A start on a period's first day leaves no month partial.
        AND e."startDate" <> p.pstart) AS started,
    (SELECT max(x."terminationDate") FROM "Employment" x WHERE x."employeeId" = ${employee} AND ${employmentEndIn("x", "p.prevstart", "p.pend")}) AS ended
  )`;
