// The anomaly checks of a pay report, one INSERT ... SELECT per check into "PayReportFinding", set-based like the
// variance (the shared pieces: check-sql.ts). The original checks live here, the later ones one file each under
// checks/; CHECKS lists them all in the order they run. Muted (employee, check) pairs whose mute has not expired
// are skipped. A change the employee's record explains (a raise, a bonus of about the amount, a start or end, unpaid
// leave, an FX-denominated contract moving with its rate) is no finding of pay-change or unexplained-change.
import {
  HEAD,
  INSERT,
  LIVE,
  day,
  fxRate,
  money,
  notMuted,
  recordOf,
  ref,
  select,
  thirteenthMonthCountry,
  type CheckDefinition,
} from "@/lib/payroll/anomalies/check-sql";
import { bankDetailsChanged } from "@/lib/payroll/anomalies/checks/bank-details-changed";
import { conceptOutOfLine } from "@/lib/payroll/anomalies/checks/concept-out-of-line";
import { employerCostChange } from "@/lib/payroll/anomalies/checks/employer-cost-change";
import { expenseNotReimbursed } from "@/lib/payroll/anomalies/checks/expense-not-reimbursed";
import { finalPayMissing } from "@/lib/payroll/anomalies/checks/final-pay-missing";
import { partialPeriodPay } from "@/lib/payroll/anomalies/checks/partial-period-pay";
import { providerTotalChange } from "@/lib/payroll/anomalies/checks/provider-total-change";
import { recurringConceptMissing } from "@/lib/payroll/anomalies/checks/recurring-concept-missing";
import { salaryChangeNotApplied } from "@/lib/payroll/anomalies/checks/salary-change-not-applied";
import { samePersonTwice } from "@/lib/payroll/anomalies/checks/same-person-twice";
import { statedTotalMismatch } from "@/lib/payroll/anomalies/checks/stated-total-mismatch";
import { unpaidLeaveNotDeducted } from "@/lib/payroll/anomalies/checks/unpaid-leave-not-deducted";

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
   -- A leaver's final settlement (holiday payout, severance) is often paid the month after: no salary, no finding.
   AND NOT (em."terminationDate" >= p.prevstart AND t.salary = 0 AND coalesce(e."archivedAt" >= p.prevstart, true))
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
  SELECT o."employeeRef", sum(o.gross) AS gross, sum(o.net) AS net, sum(o.salary) AS salary, min(o.currency) AS currency,
         sum(o.expenses) AS expenses
    FROM "PayReportEmployeeTotal" o WHERE o."grossToNetId" = ANY($6::text[]) GROUP BY o."employeeRef"
), ch AS (
  SELECT t."employeeId", t."employeeRef", t."firstName", t."lastName", t.currency, t.gross, t.net,
         v.gross AS prev_gross, v.net AS prev_net, v.salary AS prev_salary,
         round(100 * (t.gross - v.gross) / nullif(abs(v.gross), 0), 1) AS gross_pct,
         round(100 * (t.net - v.net) / nullif(abs(v.net), 0), 1) AS net_pct
    FROM t CROSS JOIN p JOIN prev v ON v."employeeRef" = t."employeeRef"
   -- Pay without expense reimbursements: a reimbursement is no change of pay (expense-not-reimbursed weighs it).
   WHERE abs((t.gross - t.expenses) - (v.gross - v.expenses)) > p.threshold / 100 * abs(v.gross - v.expenses)
      OR abs((t.net - t.expenses) - (v.net - v.expenses)) > p.threshold / 100 * abs(v.net - v.expenses)
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
    ) y(x)) AS events,
    -- Explained by the record, so no finding at all: a raise of any size, a mid-period start or end (the
    -- partial-period check weighs the amount), unpaid leave (its own check weighs the deduction), a bonus of about
    -- the change, or a contract in another currency moving with its exchange rate (within 2%).
    coalesce(r.raised IS NOT NULL OR r.started IS NOT NULL OR r.ended IS NOT NULL OR r.unpaid_leave
     OR abs(ch.gross - ch.prev_gross - r.bonus) <= p.threshold / 100 * abs(ch.prev_gross)
     OR abs(ch.gross / nullif(ch.prev_gross, 0) - fx.now / nullif(fx.before, 0)) <= 0.02, false) AS explained,
    -- A month's extra salary in a country with a 13th month: to review (and record), never blocking.
    coalesce(${thirteenthMonthCountry("p.country")} AND ch.prev_salary > 0
     AND abs(ch.gross - ch.prev_gross - ch.prev_salary) <= 0.1 * ch.prev_salary, false) AS thirteenth
    FROM ch CROSS JOIN p CROSS JOIN LATERAL ${recordOf(`ch."employeeId"`)} r
    LEFT JOIN "Employee" e ON e.id = ch."employeeId"
    CROSS JOIN LATERAL (SELECT CASE WHEN e."annualBaseSalaryCurrency" <> ch.currency THEN ${fxRate(`e."annualBaseSalaryCurrency"`, "ch.currency", "p.pend")} END AS now,
                               CASE WHEN e."annualBaseSalaryCurrency" <> ch.currency THEN ${fxRate(`e."annualBaseSalaryCurrency"`, "ch.currency", "p.pstart - 1")} END AS before) fx
   WHERE ch."employeeId" IS NOT NULL
  UNION ALL
  SELECT ch.*, NULL, false, false FROM ch WHERE ch."employeeId" IS NULL
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
  `${changeSentence} || CASE WHEN ev."employeeId" IS NULL THEN '; no employee record matches this row to explain it.'
     WHEN ev.events IS NULL THEN '; about one month''s salary extra, as a 13th month salary in this country: record it as a bonus.'
     ELSE '; explained by: ' || ev.events || '.' END`,
  changeValues,
)}
  FROM ev CROSS JOIN p
 WHERE (ev."employeeId" IS NULL OR ev.events IS NOT NULL OR ev.thirteenth) AND NOT ev.explained
   AND ${notMuted(`ev."employeeId"`, "pay-change")}`,
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
 WHERE ev."employeeId" IS NOT NULL AND ev.events IS NULL AND NOT ev.explained AND NOT ev.thirteenth
   AND ${notMuted(`ev."employeeId"`, "unexplained-change")}`,
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
   -- Unpaid leave lowers the salary by design (unpaid-leave-not-deducted weighs the amount).
   AND NOT EXISTS (SELECT 1 FROM "TimeOffEntry" o WHERE o."employeeId" = e.id AND o.status = 'APPROVED' AND o.unpaid
                      AND o."startDate" <= p.pend AND o."endDate" >= p.pstart)
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

// Each row's own currency (null: the file's) against the employee's pay currency, whatever the file's first row says.
const currencyMismatch: CheckDefinition = {
  key: "currency-mismatch",
  severity: "BLOCKING",
  sql: `${HEAD}, paid AS (
  SELECT DISTINCT ON (o."employeeId") o."employeeId", o.currency
    FROM "PayReportEmployeeTotal" o WHERE o."grossToNetId" = ANY($6::text[]) AND o."employeeId" IS NOT NULL
), own AS (
  SELECT r."employeeRef", array_agg(DISTINCT r.currency::text) AS currencies FROM "PayRegisterRow" r
   WHERE r."grossToNetId" = $1::text AND r.currency IS NOT NULL AND r.currency <> $12::text GROUP BY r."employeeRef"
), cur AS (
  SELECT t.*, coalesce(paid.currency, p.country_currency)::text AS pay,
         CASE WHEN o.currencies IS NULL THEN ARRAY[t.currency::text]
              ELSE o.currencies || CASE WHEN EXISTS (
                     SELECT 1 FROM "PayRegisterRow" r WHERE r."grossToNetId" = $1::text AND r."employeeRef" = t."employeeRef"
                        AND coalesce(r.currency, t.currency) = t.currency) THEN ARRAY[t.currency::text] ELSE '{}' END END AS currencies
    FROM t CROSS JOIN p LEFT JOIN paid ON paid."employeeId" = t."employeeId" LEFT JOIN own o ON o."employeeRef" = t."employeeRef"
   WHERE t."employeeId" IS NOT NULL
), t2 AS (
  SELECT cur.*, ARRAY(SELECT unnest(cur.currencies) EXCEPT SELECT cur.pay ORDER BY 1) AS wrong, paid.currency AS previous
    FROM cur LEFT JOIN paid ON paid."employeeId" = cur."employeeId" WHERE cur.pay IS NOT NULL
)
${INSERT}
${select(
  `t."employeeId"`,
  "currency-mismatch",
  "BLOCKING",
  `format('Paid in %s, but the employee is paid in %s (%s).', array_to_string(t.wrong, ', '), t.pay,
     CASE WHEN t.previous IS NULL THEN 'the country''s currency' ELSE 'the previous register' END)`,
  `jsonb_build_object(${ref}, 'currency', t.wrong[1], 'currencies', to_jsonb(t.wrong), 'payCurrency', t.pay)`,
)}
  FROM t2 t CROSS JOIN p
 WHERE cardinality(t.wrong) > 0 AND ${notMuted(`t."employeeId"`, "currency-mismatch")}`,
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
  employerCostChange,
  recurringConceptMissing,
  conceptOutOfLine,
  partialPeriodPay,
  samePersonTwice,
  statedTotalMismatch,
  expenseNotReimbursed,
  unpaidLeaveNotDeducted,
  salaryChangeNotApplied,
  finalPayMissing,
  bankDetailsChanged,
  providerTotalChange,
];

export const CHECK_KEYS = CHECKS.map((c) => c.key);
