// A concept paid in each of the employee's last three periods (pension, allowances, salary sacrifice, recurring
// deductions) that is absent, or zero, now while the employee is still in the register, and no event on the
// record ends it: employment ending, leave, a contract amendment, a raise (a restructured package). Variable pay
// and expenses are not recurring by nature; stated totals are no concepts of their own.
import { HEAD, INSERT, money, notMuted, ref, select, type CheckDefinition } from "@/lib/payroll/anomalies/check-sql";

export const recurringConceptMissing: CheckDefinition = {
  key: "recurring-concept-missing",
  severity: "REVIEW",
  // The concepts of the previous cycle missing now come first (one anti-join over two registers); only those few
  // are looked up in the two periods before it.
  sql: `${HEAD}, last3 AS (
  SELECT DISTINCT f."payrollPeriod" FROM "GrossToNetFile" f WHERE f.id = ANY($14::text[]) ORDER BY 1 DESC LIMIT 3
), gone AS (
  SELECT o."employeeRef", o.concept, min(o.category) AS category FROM "PayRegisterRow" o
   WHERE o."grossToNetId" = ANY($6::text[]) AND o.value <> 0 AND (SELECT count(*) FROM last3) = 3
     AND o.category IN ('salary', 'allowance', 'pensionContribution', 'benefitContribution', 'socialCosts', 'eeDeductions', 'deductionToGross')
     AND NOT EXISTS (SELECT 1 FROM "PayRegisterRow" c WHERE c."grossToNetId" = $1::text AND c."employeeRef" = o."employeeRef"
                        AND lower(c.concept) = lower(o.concept) AND c.value <> 0)
   GROUP BY o."employeeRef", o.concept
), rec AS (
  SELECT g.*, h.periods, h.usual, h.since FROM gone g
   CROSS JOIN LATERAL (SELECT count(DISTINCT f."payrollPeriod") AS periods, round(avg(r.value), 2) AS usual, min(f."payrollPeriod") AS since
                         FROM "PayRegisterRow" r JOIN "GrossToNetFile" f ON f.id = r."grossToNetId"
                        WHERE r."grossToNetId" = ANY($14::text[]) AND r."employeeRef" = g."employeeRef"
                          AND lower(r.concept) = lower(g.concept) AND r.value <> 0
                          AND f."payrollPeriod" IN (SELECT * FROM last3)) h
   WHERE h.periods = 3
)
${INSERT}
${select(
  `t."employeeId"`,
  "recurring-concept-missing",
  "REVIEW",
  `format('The concept ''%s'' (%s, about %s %s a month) was paid in each of the last three periods since %s, but is missing from this register, with no employment end, leave, raise or contract amendment on the record to end it.',
     rec.concept, rec.category, ${money("rec.usual")}, t.currency, substr(rec.since, 1, 4) || '-' || substr(rec.since, 5, 2))`,
  `jsonb_build_object(${ref}, 'concept', rec.concept, 'category', rec.category, 'usualValue', rec.usual, 'since', rec.since)`,
)}
  FROM rec JOIN t ON t."employeeRef" = rec."employeeRef" CROSS JOIN p
 WHERE t."employeeId" IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM "Employment" x WHERE x."employeeId" = t."employeeId" AND x."terminationDate" <= p.pend + 31)
   AND NOT EXISTS (SELECT 1 FROM "TimeOffEntry" o WHERE o."employeeId" = t."employeeId" AND o.status = 'APPROVED'
                      AND o."startDate" <= p.pend AND o."endDate" >= p.prevstart)
   AND NOT EXISTS (SELECT 1 FROM "ContractAmendment" a WHERE a."employeeId" = t."employeeId" AND a."createdAt" >= p.prevstart - 31 AND a."createdAt" < p.pend + 1)
   AND NOT EXISTS (SELECT 1 FROM "SalaryHistory" s WHERE s."employeeId" = t."employeeId" AND s."effectiveDate" BETWEEN p.prevstart AND p.pend)
   AND ${notMuted(`t."employeeId"`, "recurring-concept-missing")}`,
};
