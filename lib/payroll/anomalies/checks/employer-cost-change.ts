// Employer contributions (pension, benefits, social costs) that vanish, fall to zero or move beyond the country's
// threshold against the previous cycle while gross does not move with them: a dropped pension scheme or a
// contribution filed under the wrong employee. A move in step with gross (a raise, a bonus) is no finding, and
// neither is one the record explains (raise, bonus, unpaid leave, start or end in the two periods).
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

const ER = `(o."pensionContribution" + o."benefitContribution" + o."socialCosts")`;

export const employerCostChange: CheckDefinition = {
  key: "employer-cost-change",
  severity: "REVIEW",
  sql: `${HEAD}, prev AS (
  SELECT o."employeeRef", sum(${ER}) AS er, sum(o.gross) AS gross
    FROM "PayReportEmployeeTotal" o WHERE o."grossToNetId" = ANY($6::text[]) GROUP BY o."employeeRef"
), ch AS (
  SELECT t.*, ${ER.replaceAll("o.", "t.")} AS er, v.er AS prev_er, v.gross AS prev_gross
    FROM t CROSS JOIN p JOIN prev v ON v."employeeRef" = t."employeeRef"
   WHERE t."employeeId" IS NOT NULL AND v.er > 0 AND v.gross > 0 AND t.gross > 0
     -- Beyond the threshold, and beyond what the gross's own move carries along.
     AND abs(${ER.replaceAll("o.", "t.")} - v.er) > p.threshold / 100 * v.er
     AND abs(${ER.replaceAll("o.", "t.")} / v.er - t.gross / v.gross) > p.threshold / 100
)
${INSERT}
${select(
  `t."employeeId"`,
  "employer-cost-change",
  "REVIEW",
  `format('Employer contributions %s -> %s %s (%s%%) against the previous cycle while gross moved %s%% (%s -> %s), beyond the %s%% threshold, with no raise, bonus, leave, start or end on the record%s.',
     ${money("t.prev_er")}, ${money("t.er")}, t.currency, round(100 * (t.er - t.prev_er) / t.prev_er, 1),
     round(100 * (t.gross - t.prev_gross) / t.prev_gross, 1), ${money("t.prev_gross")}, ${money("t.gross")}, p.threshold::float8,
     CASE WHEN t.er = 0 THEN ': they are missing this month' ELSE '' END)`,
  `jsonb_build_object(${ref}, 'previousEmployerContributions', t.prev_er, 'employerContributions', t.er,
     'pension', t."pensionContribution", 'benefits', t."benefitContribution", 'socialCosts', t."socialCosts",
     'previousGross', t.prev_gross, 'gross', t.gross, 'threshold', p.threshold)`,
)}
  FROM ch t CROSS JOIN p CROSS JOIN LATERAL ${recordOf(`t."employeeId"`)} r
 WHERE r.raised IS NULL AND r.bonus IS NULL AND NOT r.unpaid_leave AND r.started IS NULL AND r.ended IS NULL
   AND ${notMuted(`t."employeeId"`, "employer-cost-change")}`,
};
