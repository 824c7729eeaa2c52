// Employment starting or ending inside the period: the salary is expected pro rata, by the working days of the
// employee's calendar (country weekend, national or regional public holidays, company days off) or by calendar
// days (providers use either), within the salary tolerance of a month. Paid as a full month while at most 90% of
// it was worked is near-certain a mistake: blocking; any other amount outside the range is for review. A raise in
// the period (two rates in one month) is left to the salary checks.
import {
  HEAD,
  INSERT,
  day,
  fxRate,
  money,
  notMuted,
  ref,
  select,
  workingDays,
  type CheckDefinition,
} from "@/lib/payroll/anomalies/check-sql";

export const partialPeriodPay: CheckDefinition = {
  key: "partial-period-pay",
  severity: "BLOCKING",
  sql: `${HEAD}, part AS (
  SELECT t.*, e."startDate", em."terminationDate", greatest(e."startDate", p.pstart) AS from_day,
         least(em."terminationDate", p.pend) AS to_day,
         round(e."annualBaseSalaryAmount" / 12 * (${fxRate(`e."annualBaseSalaryCurrency"`, "t.currency", "p.pend")}), 2) AS monthly,
         ${workingDays("p.pstart", "p.pend")} AS period_days,
         ${workingDays(`greatest(e."startDate", p.pstart)`, `least(em."terminationDate", p.pend)`)} AS worked_days,
         (least(em."terminationDate", p.pend) - greatest(e."startDate", p.pstart) + 1)::numeric / (p.pend - p.pstart + 1) AS calendar_share
    FROM t CROSS JOIN p JOIN "Employee" e ON e.id = t."employeeId"
    LEFT JOIN "Employment" em ON em.id = e."currentEmploymentId"
    LEFT JOIN "Country" c ON c.code = e."countryCode"
   WHERE (e."startDate" > p.pstart AND e."startDate" <= p.pend OR em."terminationDate" >= p.pstart AND em."terminationDate" < p.pend)
     AND e."annualBaseSalaryAmount" > 0
     AND NOT EXISTS (SELECT 1 FROM "SalaryHistory" s WHERE s."employeeId" = e.id AND s."effectiveDate" > p.pstart AND s."effectiveDate" <= p.pend)
), ex AS (
  SELECT part.*, round(monthly * worked_days / nullif(period_days, 0), 2) AS by_working_days,
         round(monthly * calendar_share, 2) AS by_calendar_days
    FROM part WHERE monthly IS NOT NULL AND to_day >= from_day
)
${INSERT}
${select(
  `t."employeeId"`,
  "partial-period-pay",
  {
    sql: `CASE WHEN t.salary >= 0.98 * t.monthly AND greatest(t.by_working_days, t.by_calendar_days) <= 0.9 * t.monthly THEN 'BLOCKING' ELSE 'REVIEW' END`,
  },
  `format('Salary %s %s for %s to %s (%s of %s working days%s), but pro rata that is %s %s (%s by calendar days) of the monthly %s %s%s.',
     ${money("t.salary")}, t.currency, ${day("t.from_day")}, ${day("t.to_day")}, t.worked_days, t.period_days,
     CASE WHEN t."startDate" > p.pstart THEN ', started ' || ${day(`t."startDate"`)} ELSE ', employment ends ' || ${day(`t."terminationDate"`)} END,
     ${money("t.by_working_days")}, t.currency, ${money("t.by_calendar_days")}, ${money("t.monthly")}, t.currency,
     CASE WHEN t.salary >= 0.98 * t.monthly THEN ': paid as a full month' ELSE '' END)`,
  `jsonb_build_object(${ref}, 'salary', t.salary, 'monthly', t.monthly, 'expected', t.by_working_days,
     'expectedByCalendarDays', t.by_calendar_days, 'workedDays', t.worked_days, 'periodWorkingDays', t.period_days,
     'startDate', t."startDate", 'terminationDate', t."terminationDate", 'tolerance', p.tolerance)`,
)}
  FROM ex t CROSS JOIN p
 WHERE (t.salary < least(t.by_working_days, t.by_calendar_days) - p.tolerance / 100 * t.monthly
        OR t.salary > greatest(t.by_working_days, t.by_calendar_days) + p.tolerance / 100 * t.monthly)
   AND ${notMuted(`t."employeeId"`, "partial-period-pay")}`,
};
