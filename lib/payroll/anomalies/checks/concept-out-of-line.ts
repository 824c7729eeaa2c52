// One concept's value against the employee's own median of the previous periods (at least three of the last six),
// or, with less history, against its peers (the same concept in this register): a decimal shift (x10, x0.1) or a
// tenfold allowance shows here even when gross and net move less than the change threshold. The own history's
// band is 3x either way; peers earn differently, so theirs is 10x. Variable pay (overtime) scales with the hourly
// rate, so with no history of its own it is compared with its peers as a share of each one's salary: 10x their
// median share and a quarter of the salary at least. Left alone: expenses (they vary by nature), bonus-like
// concepts when a bonus is on record, salary and contributions after a raise (unless an exact shift of the own
// median), and falls in a month with a start, an end or unpaid leave. An exact shift by a power of ten
// against the own history is near-certain a typing mistake: blocking (not for variable pay, where a tenfold bonus
// happens); the rest is for review.
import {
  HEAD,
  INSERT,
  money,
  notMuted,
  recordOf,
  ref,
  select,
  type CheckDefinition,
} from "@/lib/payroll/anomalies/check-sql";

/** value / median within 1% of 10, 100, 0.1 or 0.01. */
const shiftOf = (ratio: string) =>
  `(abs(${ratio} / 10 - 1) <= 0.01 OR abs(${ratio} / 100 - 1) <= 0.01 OR abs(${ratio} * 10 - 1) <= 0.01 OR abs(${ratio} * 100 - 1) <= 0.01)`;
const DECIMAL_SHIFT = shiftOf("t.ratio");

export const conceptOutOfLine: CheckDefinition = {
  key: "concept-out-of-line",
  severity: "REVIEW",
  // Cheap first: each row against last cycle's value of its concept (one hash join over two registers). Only rows
  // 3x away from it look up their own history (a few index lookups); rows with no value last cycle go to peers.
  // Two rows of one concept are compared one by one.
  sql: `${HEAD}, cur AS (
  SELECT r."employeeRef", r.concept, lower(r.concept) AS lconcept, r.category, r.value, r."rowNumber"
    FROM "PayRegisterRow" r WHERE r."grossToNetId" = $1::text AND r.category NOT IN ('expenses', 'statedTotal')
), prev AS (
  SELECT o."employeeRef", lower(o.concept) AS lconcept, o.value FROM "PayRegisterRow" o
   WHERE o."grossToNetId" = ANY($6::text[]) AND o.category NOT IN ('expenses', 'statedTotal') AND o.value <> 0
), cand AS MATERIALIZED (
  SELECT c."employeeRef", c.concept, c.lconcept, c.category, c.value, v.value IS NOT NULL AS had_value
    FROM cur c LEFT JOIN prev v ON v."employeeRef" = c."employeeRef" AND v.lconcept = c.lconcept
   WHERE v.value IS NULL OR c.value / v.value >= 3 OR c.value / v.value <= 1.0 / 3
), own AS (
  SELECT k."employeeRef", k.lconcept, count(*) AS n, percentile_cont(0.5) WITHIN GROUP (ORDER BY h.value) AS median
    FROM cand k CROSS JOIN LATERAL (
      SELECT f."payrollPeriod", sum(r.value) AS value FROM "PayRegisterRow" r JOIN "GrossToNetFile" f ON f.id = r."grossToNetId"
       WHERE r."grossToNetId" = ANY($14::text[]) AND r."employeeRef" = k."employeeRef" AND lower(r.concept) = k.lconcept
       GROUP BY f."payrollPeriod") h
   WHERE k.had_value
   GROUP BY k."employeeRef", k.lconcept HAVING count(*) >= 3
), peers AS (
  SELECT c.lconcept, count(*) AS n, percentile_cont(0.5) WITHIN GROUP (ORDER BY c.value) AS median
    FROM cur c
   WHERE c.lconcept IN (SELECT k.lconcept FROM cand k)
     -- A large register's medians from every 16th row: as good a median, a sixteenth of the sort.
     AND (c."rowNumber" % 16 = 0 OR (SELECT count(*) FROM t) < 20000)
   GROUP BY c.lconcept HAVING count(*) >= 5
), sal AS MATERIALIZED (
  -- The salary of the employees paid a variable concept with no own history to compare it with (a few rows).
  SELECT s."employeeRef", sum(s.value) AS salary FROM cur s
   WHERE s.category = 'salary' AND s."employeeRef" IN (
         SELECT v."employeeRef" FROM cur v WHERE v.category = 'variablePay'
            AND v.lconcept IN (SELECT k.lconcept FROM cand k WHERE k.category = 'variablePay'))
   GROUP BY s."employeeRef" HAVING sum(s.value) > 0
), shares AS (
  SELECT c.lconcept, count(*) AS n, percentile_cont(0.5) WITHIN GROUP (ORDER BY c.value / s.salary) AS median
    FROM cur c JOIN sal s ON s."employeeRef" = c."employeeRef"
   WHERE c.category = 'variablePay' AND c.value > 0
   GROUP BY c.lconcept HAVING count(*) >= 5
), cmp AS MATERIALIZED (
  -- Filtered before the employees are joined and their record read (else once per row of the register).
  SELECT c.*, coalesce(o.median, pe.median)::numeric AS median, o.n AS periods, pe.n AS peers,
         c.value / nullif(coalesce(o.median, pe.median), 0)::numeric AS ratio, NULL::numeric AS salary
    FROM cand c LEFT JOIN own o ON o."employeeRef" = c."employeeRef" AND o.lconcept = c.lconcept
    LEFT JOIN peers pe ON pe.lconcept = c.lconcept AND o.n IS NULL
   -- Small amounts are left alone unless they are an exact shift of the employee's own median.
   WHERE coalesce(o.median, pe.median) <> 0
     AND (abs(c.value - coalesce(o.median, pe.median)) >= 50 OR (o.n IS NOT NULL AND ${shiftOf("c.value / o.median")}))
     AND (o.n IS NOT NULL OR c.category <> 'variablePay')
     AND CASE WHEN o.n IS NOT NULL THEN c.value / o.median >= 3 OR c.value / o.median <= 1.0 / 3
              ELSE c.value / pe.median >= 10 OR c.value / pe.median <= 0.1 END
  UNION ALL
  -- Variable pay with no own history, as a share of the salary against the peers' median share.
  SELECT c.*, (sh.median * s.salary)::numeric AS median, NULL::bigint AS periods, sh.n AS peers,
         (c.value / s.salary / sh.median)::numeric AS ratio, s.salary
    FROM cand c JOIN sal s ON s."employeeRef" = c."employeeRef" JOIN shares sh ON sh.lconcept = c.lconcept
   WHERE c.category = 'variablePay' AND sh.median > 0
     AND NOT EXISTS (SELECT 1 FROM own o WHERE o."employeeRef" = c."employeeRef" AND o.lconcept = c.lconcept)
     AND c.value / s.salary >= 0.25 AND c.value / s.salary / sh.median >= 10
), flagged AS (
  SELECT c.*, t."employeeId", t."firstName", t."lastName", t.currency FROM cmp c JOIN t ON t."employeeRef" = c."employeeRef"
   WHERE t."employeeId" IS NOT NULL
)
${INSERT}
${select(
  `t."employeeId"`,
  "concept-out-of-line",
  {
    sql: `CASE WHEN t.periods IS NOT NULL AND t.category <> 'variablePay' AND ${DECIMAL_SHIFT} THEN 'BLOCKING' ELSE 'REVIEW' END`,
  },
  `format('The concept ''%s'' is %s %s, %s times %s (%s %s)%s.', t.concept, ${money("t.value")}, t.currency, round(t.ratio, 2)::float8,
     CASE WHEN t.periods IS NOT NULL THEN format('the employee''s own median of the last %s periods', t.periods)
          WHEN t.salary IS NOT NULL THEN format('what the median share of salary of the %s employees paid it in this register would be on a salary of %s %s', t.peers, ${money("t.salary")}, t.currency)
          ELSE format('the median of the %s employees paid it in this register', t.peers) END,
     ${money("t.median")}, t.currency,
     CASE WHEN t.salary IS NULL AND ${DECIMAL_SHIFT} THEN ': a decimal shift' ELSE ', far beyond its usual range' END)`,
  `jsonb_build_object(${ref}, 'concept', t.concept, 'category', t.category, 'value', t.value, 'median', t.median,
     'ratio', round(t.ratio, 4),
     'basis', CASE WHEN t.periods IS NOT NULL THEN 'own history' WHEN t.salary IS NOT NULL THEN 'peers, share of salary' ELSE 'peers' END,
     'periods', t.periods, 'peers', t.peers, 'salary', t.salary)`,
)}
  FROM flagged t CROSS JOIN p CROSS JOIN LATERAL ${recordOf(`t."employeeId"`)} r
 WHERE NOT (r.bonus IS NOT NULL AND (t.category = 'variablePay' OR t.concept ~* 'bonus|13|14|thirteenth|fourteenth|christmas|aguinaldo'))
   AND NOT (r.raised IS NOT NULL AND t.category IN ('salary', 'pensionContribution', 'benefitContribution', 'socialCosts', 'eeDeductions')
            AND NOT (t.periods IS NOT NULL AND ${DECIMAL_SHIFT}))
   AND NOT (t.ratio < 1 AND (r.started IS NOT NULL OR r.ended IS NOT NULL OR r.unpaid_leave))
   AND ${notMuted(`t."employeeId"`, "concept-out-of-line")}`,
};
