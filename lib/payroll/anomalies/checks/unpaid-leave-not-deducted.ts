// Approved unpaid leave in the period: the salary (less deductions to gross, where providers often file the
// deduction) is expected to fall pro rata by the leave's working days in the employee's calendar, against the
// monthly salary on record (else the previous cycle's salary). More than the salary tolerance of a month above
// that is for review (a deduction may be carried into the next month when the leave came after the cutoff).
// A start or end in the same month is left to partial-period-pay.
import {
  HEAD,
  INSERT,
  fxRate,
  money,
  notMuted,
  ref,
  select,
  workingDays,
  type CheckDefinition,
} from "@/lib/payroll/anomalies/check-sql";
import { unpaidLeaveIn } from "@/lib/payroll/period-events-sql";

export const unpaidLeaveNotDeducted: CheckDefinition = {
  key: "unpaid-leave-not-deducted",
  severity: "REVIEW",
  sql: `${HEAD}, prev AS (
  SELECT o."employeeRef", sum(o.salary) AS salary FROM "PayReportEmployeeTotal" o WHERE o."grossToNetId" = ANY($6::text[]) GROUP BY o."employeeRef"
), lv AS (
  SELECT t.*, e."startDate", em."terminationDate",
         coalesce(round(e."annualBaseSalaryAmount" / 12 * (${fxRate(`e."annualBaseSalaryCurrency"`, "t.currency", "p.pend")}), 2), v.salary) AS monthly,
         ${workingDays("p.pstart", "p.pend")} AS period_days,
         (SELECT sum(${workingDays(`greatest(o."startDate", p.pstart)`, `least(o."endDate", p.pend)`)}) FROM "TimeOffEntry" o
           WHERE ${unpaidLeaveIn("o", "e.id", "p.pstart", "p.pend")}) AS unpaid_days,
         t.salary - (t.gross - t."taxableGross") AS paid
    FROM t CROSS JOIN p JOIN "Employee" e ON e.id = t."employeeId"
    LEFT JOIN "Employment" em ON em.id = e."currentEmploymentId"
    LEFT JOIN "Country" c ON c.code = e."countryCode"
    LEFT JOIN prev v ON v."employeeRef" = t."employeeRef"
   WHERE EXISTS (SELECT 1 FROM "TimeOffEntry" o WHERE ${unpaidLeaveIn("o", "e.id", "p.pstart", "p.pend")})
     AND NOT coalesce(e."startDate" > p.pstart, false) AND NOT coalesce(em."terminationDate" < p.pend, false)
), ex AS (
  SELECT lv.*, round(monthly * (1 - unpaid_days / nullif(period_days, 0)), 2) AS expected FROM lv
   WHERE monthly > 0 AND unpaid_days > 0
)
${INSERT}
${select(
  `t."employeeId"`,
  "unpaid-leave-not-deducted",
  "REVIEW",
  `format('%s working day(s) of approved unpaid leave out of %s: the salary should be about %s %s (%s a month less %s), but %s %s is paid%s.',
     t.unpaid_days, t.period_days, ${money("t.expected")}, t.currency, ${money("t.monthly")}, ${money("t.monthly - t.expected")},
     ${money("t.paid")}, t.currency, CASE WHEN t.paid >= 0.98 * t.monthly THEN ', with no deduction at all' ELSE '' END)`,
  `jsonb_build_object(${ref}, 'unpaidDays', t.unpaid_days, 'periodWorkingDays', t.period_days, 'monthly', t.monthly,
     'expected', t.expected, 'paid', t.paid, 'tolerance', p.tolerance)`,
)}
  FROM ex t CROSS JOIN p
 WHERE t.paid > t.expected + p.tolerance / 100 * t.monthly
   AND ${notMuted(`t."employeeId"`, "unpaid-leave-not-deducted")}`,
};
