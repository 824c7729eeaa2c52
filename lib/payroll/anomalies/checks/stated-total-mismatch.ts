// A total the register states itself (a concept the taxonomy marks as stated gross, net or employer cost, stored
// with category 'statedTotal') against the sum of the employee's lines as the pipeline adds them up: a line
// missing, counted twice or mapped wrongly. Differences up to one unit are rounding to whole units. The register
// contradicting itself is near-certain a mistake: blocking.
import { HEAD, INSERT, money, notMuted, ref, select, type CheckDefinition } from "@/lib/payroll/anomalies/check-sql";

export const statedTotalMismatch: CheckDefinition = {
  key: "stated-total-mismatch",
  severity: "BLOCKING",
  // Skipped at once (no scan of the rows) where no concept of the country is a stated total.
  sql: `${HEAD}, stated AS (
  SELECT r."employeeRef", r."payrollGlobal" AS total, sum(r.value) AS stated
    FROM "PayRegisterRow" r
   WHERE r."grossToNetId" = $1::text AND r.category = 'statedTotal'
     AND EXISTS (SELECT 1 FROM "TaxonomyMapping" m WHERE m."countryCode" = $2::text AND m."statedTotal" IS NOT NULL)
   GROUP BY r."employeeRef", r."payrollGlobal"
), cmp AS (
  SELECT t.*, s.total, s.stated,
         CASE s.total WHEN 'gross' THEN t.gross WHEN 'net' THEN t.net WHEN 'employerCost' THEN t."totalCost" END AS computed
    FROM stated s JOIN t ON t."employeeRef" = s."employeeRef"
)
${INSERT}
${select(
  `t."employeeId"`,
  "stated-total-mismatch",
  "BLOCKING",
  `format('The register states %s %s %s, but its lines add up to %s %s (%s %s apart, beyond rounding to whole units).',
     CASE t.total WHEN 'employerCost' THEN 'an employer cost of' ELSE 'a ' || t.total || ' of' END, ${money("t.stated")}, t.currency,
     ${money("t.computed")}, t.currency, ${money("t.stated - t.computed")}, t.currency)`,
  `jsonb_build_object(${ref}, 'total', t.total, 'stated', t.stated, 'computed', t.computed, 'difference', t.stated - t.computed)`,
)}
  FROM cmp t CROSS JOIN p
 WHERE t.computed IS NOT NULL AND abs(t.stated - t.computed) > 1
   AND ${notMuted(`t."employeeId"`, "stated-total-mismatch")}`,
};
