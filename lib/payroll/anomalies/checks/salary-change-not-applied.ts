// A raise or promotion on record (SalaryHistory: the new annual salary from its effective date, in the last three
// months up to the period's end) that the salary does not reflect: the salary is still nearer the old monthly
// amount (the salary before it on record, else the previous cycle's) than the new one, and further than the salary
// tolerance from the new one. A change effective before this period and recorded before it began has had a full
// cutoff to reach the provider: blocking; one effective or recorded in the period may come as back pay next
// month: for review. Starts and ends in the period are left to partial-period-pay.
import {
  HEAD,
  INSERT,
  day,
  fxRate,
  money,
  notMuted,
  ref,
  select,
  type CheckDefinition,
} from "@/lib/payroll/anomalies/check-sql";

export const salaryChangeNotApplied: CheckDefinition = {
  key: "salary-change-not-applied",
  severity: "BLOCKING",
  // Driven from the salary changes of the last three months (a handful), not a lookup per employee of the register.
  sql: `${HEAD}, recent AS (
  SELECT DISTINCT s."employeeId" FROM "SalaryHistory" s
   WHERE s."effectiveDate" > $4::date - interval '3 months' AND s."effectiveDate" <= $5::date
), prev AS (
  SELECT o."employeeRef", sum(o.salary) AS salary FROM "PayReportEmployeeTotal" o WHERE o."grossToNetId" = ANY($6::text[]) GROUP BY o."employeeRef"
), raised AS (
  SELECT t.*, s."effectiveDate", s."createdAt" AS recorded, s.amount AS annual, s.currency AS annual_currency,
         round(s.amount / 12 * (${fxRate("s.currency", "t.currency", "p.pend")}), 2) AS new_monthly,
         coalesce(round(s0.amount / 12 * (${fxRate("s0.currency", "t.currency", "p.pend")}), 2), v.salary) AS old_monthly
    FROM recent k JOIN t ON t."employeeId" = k."employeeId" CROSS JOIN p JOIN "Employee" e ON e.id = t."employeeId"
    LEFT JOIN "Employment" em ON em.id = e."currentEmploymentId"
    CROSS JOIN LATERAL (SELECT * FROM "SalaryHistory" s WHERE s."employeeId" = e.id AND s."effectiveDate" <= p.pend
                         ORDER BY s."effectiveDate" DESC, s."createdAt" DESC LIMIT 1) s
    LEFT JOIN LATERAL (SELECT * FROM "SalaryHistory" s0 WHERE s0."employeeId" = e.id AND s0."effectiveDate" < s."effectiveDate"
                        ORDER BY s0."effectiveDate" DESC, s0."createdAt" DESC LIMIT 1) s0 ON true
    LEFT JOIN prev v ON v."employeeRef" = t."employeeRef"
   WHERE s."effectiveDate" > p.pstart - interval '3 months'
     AND NOT coalesce(e."startDate" > p.pstart, false) AND NOT coalesce(em."terminationDate" < p.pend, false)
), due AS (
  -- Effective inside the period: the new rate for the days from its effective date, the old one before.
  SELECT r.*, CASE WHEN r."effectiveDate" <= p.pstart THEN r.new_monthly
                   ELSE round(r.old_monthly + (r.new_monthly - r.old_monthly) * (p.pend - r."effectiveDate"::date + 1) / (p.pend - p.pstart + 1), 2) END AS expected
    FROM raised r CROSS JOIN p
)
${INSERT}
${select(
  `t."employeeId"`,
  "salary-change-not-applied",
  { sql: `CASE WHEN t."effectiveDate" < p.pstart AND t.recorded < p.pstart THEN 'BLOCKING' ELSE 'REVIEW' END` },
  `format('Salary %s %s, but a salary change to %s %s a year (%s %s a month) is effective from %s, so %s %s is expected; the salary is still near the old %s %s a month.',
     ${money("t.salary")}, t.currency, ${money("t.annual")}, t.annual_currency, ${money("t.new_monthly")}, t.currency,
     ${day(`t."effectiveDate"`)}, ${money("t.expected")}, t.currency, ${money("t.old_monthly")}, t.currency)`,
  `jsonb_build_object(${ref}, 'salary', t.salary, 'expected', t.expected, 'newMonthly', t.new_monthly, 'previousMonthly', t.old_monthly,
     'annualSalary', t.annual, 'effectiveDate', t."effectiveDate", 'tolerance', p.tolerance)`,
)}
  FROM due t CROSS JOIN p
 WHERE t.new_monthly IS NOT NULL AND t.old_monthly > 0
   AND abs(t.new_monthly - t.old_monthly) > p.tolerance / 100 * t.old_monthly
   AND abs(t.salary - t.old_monthly) < abs(t.salary - t.expected)
   AND abs(t.salary - t.expected) > p.tolerance / 100 * t.new_monthly
   AND ${notMuted(`t."employeeId"`, "salary-change-not-applied")}`,
};
