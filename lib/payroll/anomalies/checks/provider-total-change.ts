// The provider's register as a whole against its previous cycle: the employee count or the total cost moving
// beyond the country's threshold (a count also by more than two employees, so a small team's single hire is no
// finding) points at a register cut short, sent twice or for the wrong entity. Report level, for review.
import { HEAD, INSERT, money, select, type CheckDefinition } from "@/lib/payroll/anomalies/check-sql";

export const providerTotalChange: CheckDefinition = {
  key: "provider-total-change",
  severity: "REVIEW",
  sql: `${HEAD}, cur AS (
  SELECT count(*) AS n, coalesce(sum(t."totalCost"), 0) AS cost FROM t
), prev AS (
  SELECT count(*) AS n, coalesce(sum(o."totalCost"), 0) AS cost FROM "PayReportEmployeeTotal" o WHERE o."grossToNetId" = ANY($6::text[])
)
${INSERT}
${select(
  "NULL",
  "provider-total-change",
  "REVIEW",
  `format('This register pays %s employees %s %s in total cost, against %s employees and %s %s in the provider''s previous cycle (%s%% employees, %s%% cost; threshold %s%%).',
     c.n, ${money("c.cost")}, p.currency, v.n, ${money("v.cost")}, p.currency,
     round(100.0 * (c.n - v.n) / v.n, 1), round(100 * (c.cost - v.cost) / nullif(abs(v.cost), 0), 1), p.threshold::float8)`,
  `jsonb_build_object('employees', c.n, 'previousEmployees', v.n, 'totalCost', c.cost, 'previousTotalCost', v.cost, 'threshold', p.threshold)`,
)}
  FROM cur c CROSS JOIN prev v CROSS JOIN p
 WHERE v.n > 0 AND ((abs(c.n - v.n) > p.threshold / 100 * v.n AND abs(c.n - v.n) > 2)
                    OR abs(c.cost - v.cost) > p.threshold / 100 * abs(v.cost))`,
};
