// The anomaly checks of a pay report (issue 27), one INSERT ... SELECT per check into "PayReportFinding",
// set-based like the variance. Every statement starts with the same parameter row `p` (so each takes the same
// parameter list) and the report's employee totals `t`; each finding carries a sentence and the values compared.
// Lookups by report id, previous files, country or LSP name the parameter ($1, $6, ...) itself, not p's column:
// the planner sees the value and uses the index, where a join to p scanned every report's rows (issue 27 bench).
// Muted (employee, check) pairs whose mute has not expired are skipped.
export type CheckSeverity = "BLOCKING" | "REVIEW";
export type CheckDefinition = { key: string; severity: CheckSeverity; sql: string };

/** The parameters of every check statement, in order (see checkParams in run-checks.ts). */
const HEAD = `WITH p AS (
  SELECT $1::text AS rid, $2::text AS country, $3::text AS lsp, $4::date AS pstart, $5::date AS pend,
         $6::text[] AS prev, $7::numeric AS threshold, $8::numeric AS tolerance, $9::date AS prevstart,
         $10::text AS cycle, $11::text AS period, $12::text AS currency, $13::text AS country_currency
), t AS (SELECT t.* FROM "PayReportEmployeeTotal" t WHERE t."grossToNetId" = $1::text)`;

const INSERT = `INSERT INTO "PayReportFinding" (id, "payReportId", "employeeId", "check", severity, explanation, "values", "createdAt")`;
const money = (x: string) => `to_char(${x}, 'FM999999999990.00')`;
const day = (x: string) => `to_char(${x}, 'YYYY-MM-DD')`;
/** Also true for a row without an employee (NULL never equals a mute's employee): no OR needed, so the planner can
 *  make it one anti-join instead of a lookup per row. */
const notMuted = (employee: string, key: string) =>
  `NOT EXISTS (SELECT 1 FROM "PayrollCheckMute" m WHERE m."employeeId" = ${employee} AND m."check" = '${key}' AND m."expiresAt" > now())`;
const select = (employee: string, key: string, severity: CheckSeverity, explanation: string, values: string) =>
  `SELECT gen_random_uuid()::text, p.rid, ${employee}, '${key}', '${severity}'::"FindingSeverity", ${explanation}, ${values}, now()`;
const ref = `'employeeRef', t."employeeRef", 'name', trim(coalesce(t."firstName", '') || ' ' || coalesce(t."lastName", ''))`;
/** Statuses of a file whose data counts (processed, not failed, discarded or replaced). */
const LIVE = `f."processingStatus" NOT IN ('ERROR', 'DISCARDED', 'DRAFT', 'INGESTED', 'TAXONOMIZED', 'ENRICHED', 'TRANSFORMED', 'SUPERSEDED')`;

const paidNotEmployed: CheckDefinition = {
  key: "paid-not-employed",
  severity: "BLOCKING",
  sql: `${HEAD}
${INSERT}
${select(
  `t."employeeId"`,
  "paid-not-employed",
  "BLOCKING",
  `CASE
     WHEN e."archivedAt" < p.pstart THEN format('Paid %s %s gross, but the employee was archived on %s, before the period started.', ${money("t.gross")}, t.currency, ${day(`e."archivedAt"`)})
     WHEN em."terminationDate" < p.pstart THEN format('Paid %s %s gross, but the employment ended on %s, before the period started.', ${money("t.gross")}, t.currency, ${day(`em."terminationDate"`)})
     ELSE format('Paid %s %s gross, but the employee starts on %s, after the period ends (%s).', ${money("t.gross")}, t.currency, ${day(`e."startDate"`)}, ${day("p.pend")}) END`,
  `jsonb_build_object(${ref}, 'gross', t.gross, 'archivedAt', e."archivedAt", 'terminationDate', em."terminationDate", 'startDate', e."startDate", 'periodStart', p.pstart, 'periodEnd', p.pend)`,
)}
  FROM t CROSS JOIN p JOIN "Employee" e ON e.id = t."employeeId"
  LEFT JOIN "Employment" em ON em.id = e."currentEmploymentId"
 WHERE (e."archivedAt" < p.pstart OR em."terminationDate" < p.pstart OR e."startDate" > p.pend)
   AND ${notMuted(`t."employeeId"`, "paid-not-employed")}`,
};

const missingFromRegister: CheckDefinition = {
  key: "missing-from-register",
  severity: "REVIEW",
  sql: `${HEAD}
${INSERT}
${select(
  "e.id",
  "missing-from-register",
  "REVIEW",
  `format('Active employee of this country and provider%s, but not in this register or any other register of the period.', coalesce(' since ' || ${day(`e."startDate"`)}, ''))`,
  `jsonb_build_object('name', trim(e."firstName" || ' ' || e."lastName"), 'startDate', e."startDate", 'period', p.period)`,
)}
  FROM p JOIN "Employee" e ON e."countryCode" = $2::text AND e."lspId" = $3::text
  LEFT JOIN "Employment" em ON em.id = e."currentEmploymentId"
 WHERE p.cycle <> 'OFF_CYCLE' AND e."onboardingStatus" = 'Active' AND e."archivedAt" IS NULL
   AND (e."startDate" IS NULL OR e."startDate" <= p.pend)
   AND (em."terminationDate" IS NULL OR em."terminationDate" >= p.pstart)
   AND NOT EXISTS (SELECT 1 FROM "PayReportEmployeeTotal" o JOIN "GrossToNetFile" f ON f.id = o."grossToNetId"
                    WHERE o."employeeId" = e.id AND f.country = p.country AND f."payrollPeriod" = p.period
                      AND f."lspId" = p.lsp AND (f.id = p.rid OR ${LIVE}))
   AND ${notMuted("e.id", "missing-from-register")}`,
};

/** Employees whose gross or net moved beyond the threshold against the previous cycle, with the events on their
 *  record (salary change, leave, termination, start, contract amendment) in the previous and this period. */
const CHANGES = `, prev AS (
  SELECT o."employeeRef", sum(o.gross) AS gross, sum(o.net) AS net, min(o.currency) AS currency
    FROM "PayReportEmployeeTotal" o WHERE o."grossToNetId" = ANY($6::text[]) GROUP BY o."employeeRef"
), ch AS (
  SELECT t."employeeId", t."employeeRef", t."firstName", t."lastName", t.currency, t.gross, t.net,
         v.gross AS prev_gross, v.net AS prev_net,
         round(100 * (t.gross - v.gross) / nullif(abs(v.gross), 0), 1) AS gross_pct,
         round(100 * (t.net - v.net) / nullif(abs(v.net), 0), 1) AS net_pct
    FROM t CROSS JOIN p JOIN prev v ON v."employeeRef" = t."employeeRef"
   WHERE abs(t.gross - v.gross) > p.threshold / 100 * abs(v.gross) OR abs(t.net - v.net) > p.threshold / 100 * abs(v.net)
), ev AS MATERIALIZED (
  SELECT ch.*, (SELECT string_agg(x, '; ') FROM (
      SELECT 'salary change effective ' || ${day(`max(s."effectiveDate")`)} FROM "SalaryHistory" s
       WHERE s."employeeId" = ch."employeeId" AND s."effectiveDate" BETWEEN p.prevstart AND p.pend HAVING count(*) > 0
      UNION ALL
      SELECT 'leave from ' || ${day(`min(o."startDate")`)} FROM "TimeOffEntry" o
       WHERE o."employeeId" = ch."employeeId" AND o.status = 'APPROVED' AND o."startDate" <= p.pend AND o."endDate" >= p.prevstart HAVING count(*) > 0
      UNION ALL
      SELECT 'employment ending ' || ${day(`max(x."terminationDate")`)} FROM "Employment" x
       WHERE x."employeeId" = ch."employeeId" AND x."terminationDate" BETWEEN p.prevstart AND p.pend HAVING count(*) > 0
      UNION ALL
      SELECT 'termination request' FROM "TerminationRequest" r
       WHERE r."employeeId" = ch."employeeId" AND r."updatedAt" >= p.prevstart AND r."createdAt" < p.pend + 1 HAVING count(*) > 0
      UNION ALL
      SELECT 'started on ' || ${day(`e."startDate"`)} FROM "Employee" e
       WHERE e.id = ch."employeeId" AND e."startDate" BETWEEN p.prevstart AND p.pend
      UNION ALL
      SELECT 'contract amendment (allowance or terms)' FROM "ContractAmendment" a
       WHERE a."employeeId" = ch."employeeId" AND a."createdAt" >= p.prevstart AND a."createdAt" < p.pend + 1 HAVING count(*) > 0
    ) y(x)) AS events
    FROM ch CROSS JOIN p WHERE ch."employeeId" IS NOT NULL
  UNION ALL
  SELECT ch.*, NULL FROM ch WHERE ch."employeeId" IS NULL
)`;
const changeSentence = `format('Gross %s -> %s %s (%s%%), net %s -> %s (%s%%) against the previous cycle, beyond the %s%% threshold',
  ${money("ev.prev_gross")}, ${money("ev.gross")}, ev.currency, coalesce(ev.gross_pct::text, 'new'),
  ${money("ev.prev_net")}, ${money("ev.net")}, coalesce(ev.net_pct::text, 'new'), p.threshold::float8)`;
const changeValues = `jsonb_build_object('employeeRef', ev."employeeRef", 'name', trim(coalesce(ev."firstName", '') || ' ' || coalesce(ev."lastName", '')),
  'previousGross', ev.prev_gross, 'gross', ev.gross, 'grossPercent', ev.gross_pct, 'previousNet', ev.prev_net, 'net', ev.net,
  'netPercent', ev.net_pct, 'threshold', p.threshold, 'events', ev.events)`;

const payChange: CheckDefinition = {
  key: "pay-change",
  severity: "REVIEW",
  sql: `${HEAD}${CHANGES}
${INSERT}
${select(
  `ev."employeeId"`,
  "pay-change",
  "REVIEW",
  `${changeSentence} || CASE WHEN ev."employeeId" IS NULL THEN '; no employee record matches this row to explain it.' ELSE '; explained by: ' || ev.events || '.' END`,
  changeValues,
)}
  FROM ev CROSS JOIN p
 WHERE (ev."employeeId" IS NULL OR ev.events IS NOT NULL) AND ${notMuted(`ev."employeeId"`, "pay-change")}`,
};

const unexplainedChange: CheckDefinition = {
  key: "unexplained-change",
  severity: "BLOCKING",
  sql: `${HEAD}${CHANGES}
${INSERT}
${select(
  `ev."employeeId"`,
  "unexplained-change",
  "BLOCKING",
  `${changeSentence} || ', with no salary change, allowance, leave or termination on the employee record.'`,
  changeValues,
)}
  FROM ev CROSS JOIN p
 WHERE ev."employeeId" IS NOT NULL AND ev.events IS NULL AND ${notMuted(`ev."employeeId"`, "unexplained-change")}`,
};

const baseSalary: CheckDefinition = {
  key: "base-salary-mismatch",
  severity: "REVIEW",
  sql: `${HEAD}
${INSERT}
${select(
  `t."employeeId"`,
  "base-salary-mismatch",
  "REVIEW",
  `format('Base salary %s %s differs from the employee record''s %s %s a month (%s %s a year / 12%s) by more than %s%%.',
     ${money("t.salary")}, t.currency, ${money("x.expected")}, t.currency, ${money(`e."annualBaseSalaryAmount"`)}, e."annualBaseSalaryCurrency",
     CASE WHEN fx.rate = 1 AND e."annualBaseSalaryCurrency" = t.currency THEN '' ELSE ' at ' || fx.rate::float8 END, p.tolerance::float8)`,
  `jsonb_build_object(${ref}, 'salary', t.salary, 'expected', x.expected, 'annualBaseSalary', e."annualBaseSalaryAmount",
     'salaryCurrency', e."annualBaseSalaryCurrency", 'rate', fx.rate, 'tolerance', p.tolerance)`,
)}
  FROM t CROSS JOIN p JOIN "Employee" e ON e.id = t."employeeId"
  LEFT JOIN "Employment" em ON em.id = e."currentEmploymentId"
  CROSS JOIN LATERAL (SELECT CASE WHEN e."annualBaseSalaryCurrency" = t.currency THEN 1::numeric ELSE coalesce(
      (SELECT r.rate FROM "FxRate" r WHERE r."fromCurrency" = e."annualBaseSalaryCurrency" AND r."toCurrency" = t.currency
          AND r."rateDate" <= p.pend ORDER BY r."rateDate" DESC LIMIT 1),
      (SELECT 1 / nullif(r.rate, 0) FROM "FxRate" r WHERE r."fromCurrency" = t.currency AND r."toCurrency" = e."annualBaseSalaryCurrency"
          AND r."rateDate" <= p.pend ORDER BY r."rateDate" DESC LIMIT 1)) END AS rate) fx
  CROSS JOIN LATERAL (SELECT round(e."annualBaseSalaryAmount" / 12 * fx.rate, 2) AS expected) x
 WHERE e."annualBaseSalaryAmount" > 0 AND fx.rate IS NOT NULL
   AND abs(t.salary - x.expected) > p.tolerance / 100 * x.expected
   AND NOT coalesce(e."startDate" > p.pstart, false)
   AND NOT coalesce(em."terminationDate" < p.pend, false)
   AND NOT EXISTS (SELECT 1 FROM "SalaryHistory" s WHERE s."employeeId" = e.id AND s."effectiveDate" > p.pstart AND s."effectiveDate" <= p.pend)
   AND ${notMuted(`t."employeeId"`, "base-salary-mismatch")}`,
};

function perRow(key: string, where: string, sentence: string, values: string): CheckDefinition {
  return {
    key,
    severity: "BLOCKING",
    sql: `${HEAD}
${INSERT}
${select(`t."employeeId"`, key, "BLOCKING", sentence, `jsonb_build_object(${ref}, ${values})`)}
  FROM t CROSS JOIN p
 WHERE ${where} AND ${notMuted(`t."employeeId"`, key)}`,
  };
}

const netAboveGross = perRow(
  "net-above-gross",
  "t.net > t.gross",
  `format('Net %s %s is above gross %s %s.', ${money("t.net")}, t.currency, ${money("t.gross")}, t.currency)`,
  `'gross', t.gross, 'net', t.net`,
);
const negativeNet = perRow(
  "negative-net",
  "t.net < 0",
  `format('Net pay is negative: %s %s (gross %s, deductions %s).', ${money("t.net")}, t.currency, ${money("t.gross")}, ${money(`t."eeDeductions"`)})`,
  `'gross', t.gross, 'net', t.net, 'eeDeductions', t."eeDeductions"`,
);
const INCOME = `(t.salary + t.allowance + t."variablePay" + t.expenses)`;
const CONTRIBUTIONS = `(t."pensionContribution" + t."benefitContribution" + t."socialCosts")`;
const categoryTotals = perRow(
  "category-total",
  `(${INCOME} <> t.gross OR ${CONTRIBUTIONS} <> t."erContribution")`,
  `CASE WHEN ${INCOME} <> t.gross
     THEN format('The income categories add up to %s %s, but the gross is %s %s: a concept is filed under the wrong category.', ${money(INCOME)}, t.currency, ${money("t.gross")}, t.currency)
     ELSE format('The contribution categories add up to %s %s, but the employer contributions are %s %s: a concept is filed under the wrong category.', ${money(CONTRIBUTIONS)}, t.currency, ${money(`t."erContribution"`)}, t.currency) END`,
  `'categoryIncome', ${INCOME}, 'gross', t.gross, 'categoryContributions', ${CONTRIBUTIONS}, 'erContribution', t."erContribution"`,
);

const newConcept: CheckDefinition = {
  key: "new-concept",
  severity: "REVIEW",
  // The register's concepts first (one pass, a handful of groups); the rows, employees and total only of the new ones.
  sql: `${HEAD}, concepts AS (
  SELECT DISTINCT r.concept FROM "PayRegisterRow" r WHERE r."grossToNetId" = $1::text
), cur AS (
  SELECT c.concept, s.n, s.employees, s.total FROM concepts c CROSS JOIN p
   CROSS JOIN LATERAL (SELECT count(*) AS n, count(DISTINCT r."employeeRef") AS employees, sum(r.value) AS total
                         FROM "PayRegisterRow" r WHERE r."grossToNetId" = $1::text AND r.concept = c.concept) s
   WHERE cardinality(p.prev) > 0
     AND NOT EXISTS (SELECT 1 FROM "PayRegisterRow" o WHERE o."grossToNetId" = ANY($6::text[]) AND lower(o.concept) = lower(c.concept))
)
${INSERT}
${select(
  "NULL",
  "new-concept",
  "REVIEW",
  `format('The concept ''%s'' (%s rows, %s employees, %s %s) was not in this provider''s previous register.', cur.concept, cur.n, cur.employees, ${money("cur.total")}, p.currency)`,
  `jsonb_build_object('concept', cur.concept, 'rows', cur.n, 'employees', cur.employees, 'total', cur.total)`,
)}
  FROM cur CROSS JOIN p`,
};

const currencyMismatch: CheckDefinition = {
  key: "currency-mismatch",
  severity: "BLOCKING",
  sql: `${HEAD}, paid AS (
  SELECT DISTINCT ON (o."employeeId") o."employeeId", o.currency
    FROM "PayReportEmployeeTotal" o WHERE o."grossToNetId" = ANY($6::text[]) AND o."employeeId" IS NOT NULL
)
${INSERT}
${select(
  `t."employeeId"`,
  "currency-mismatch",
  "BLOCKING",
  `format('Paid in %s, but the employee is paid in %s (%s).', t.currency, coalesce(paid.currency, p.country_currency),
     CASE WHEN paid.currency IS NULL THEN 'the country''s currency' ELSE 'the previous register' END)`,
  `jsonb_build_object(${ref}, 'currency', t.currency, 'payCurrency', coalesce(paid.currency, p.country_currency))`,
)}
  FROM t CROSS JOIN p LEFT JOIN paid ON paid."employeeId" = t."employeeId"
 WHERE t."employeeId" IS NOT NULL AND coalesce(paid.currency, p.country_currency) IS NOT NULL
   AND t.currency <> coalesce(paid.currency, p.country_currency)
   AND ${notMuted(`t."employeeId"`, "currency-mismatch")}`,
};

const quoteMismatch: CheckDefinition = {
  key: "quote-mismatch",
  severity: "REVIEW",
  sql: `${HEAD}, q AS (
  SELECT count(*) AS n, sum(t.gross) AS gross, sum(round(coalesce(sp."annualBaseSalaryAmount", s."annualBaseSalaryAmount") / 12, 2)) AS quote
    FROM t JOIN "Employee" e ON e.id = t."employeeId" JOIN "Seat" s ON s.id = e."seatId"
    LEFT JOIN "SeatEmployeeProfile" sp ON sp."seatId" = s.id
   WHERE coalesce(sp."annualBaseSalaryAmount", s."annualBaseSalaryAmount") > 0
     AND coalesce(sp."annualBaseSalaryCurrency", s."annualBaseSalaryCurrency") = t.currency
)
${INSERT}
${select(
  "NULL",
  "quote-mismatch",
  "REVIEW",
  `format('The %s employees hired from a quote are paid %s %s gross, against %s %s a month in their quotes (%s%%, threshold %s%%).',
     q.n, ${money("q.gross")}, p.currency, ${money("q.quote")}, p.currency, round(100 * (q.gross - q.quote) / q.quote, 1), p.threshold::float8)`,
  `jsonb_build_object('employees', q.n, 'gross', q.gross, 'quote', q.quote, 'threshold', p.threshold)`,
)}
  FROM q CROSS JOIN p
 WHERE q.n > 0 AND q.quote > 0 AND abs(q.gross - q.quote) > p.threshold / 100 * q.quote`,
};

const invoiceMismatch: CheckDefinition = {
  key: "invoice-mismatch",
  severity: "REVIEW",
  sql: `${HEAD}, b AS (
  SELECT bi."employeeId", sum(bi."totalAmount" - bi."lspFeeAmount") AS billed FROM "BillingItem" bi, p
   WHERE bi."payrollPeriod" = p.period AND bi."lspId" = p.lsp AND bi.currency = p.currency AND bi."employeeId" IS NOT NULL
   GROUP BY bi."employeeId"
), r AS (
  SELECT count(*) AS n, sum(t."totalCost") AS cost, sum(b.billed) AS billed FROM t JOIN b ON b."employeeId" = t."employeeId"
)
${INSERT}
${select(
  "NULL",
  "invoice-mismatch",
  "REVIEW",
  `format('The register costs %s %s for the %s employees billed this period, but their invoice lines (without fees) come to %s %s.',
     ${money("r.cost")}, p.currency, r.n, ${money("r.billed")}, p.currency)`,
  `jsonb_build_object('employees', r.n, 'registerCost', r.cost, 'billed', r.billed, 'tolerance', p.tolerance)`,
)}
  FROM r CROSS JOIN p
 WHERE r.n > 0 AND abs(r.cost - r.billed) > p.tolerance / 100 * abs(r.billed)`,
};

/** Every check, in the order they run (and are listed). */
export const CHECKS: readonly CheckDefinition[] = [
  paidNotEmployed,
  missingFromRegister,
  payChange,
  unexplainedChange,
  baseSalary,
  netAboveGross,
  negativeNet,
  categoryTotals,
  newConcept,
  currencyMismatch,
  quoteMismatch,
  invoiceMismatch,
];

export const CHECK_KEYS = CHECKS.map((c) => c.key);
