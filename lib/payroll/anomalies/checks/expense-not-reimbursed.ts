// Approved expenses of the payroll month (the month the cutoff calendar put them in at approval,
// Expense.estimatedPayrollMonth, lib/payroll/cutoffs) against the employee's expense lines (category expenses):
// lines of less than their amount, in the register's currency at the period's rate, leave the employee out of
// pocket. One unit of slack for rounding. For review: an expense can be reimbursed outside payroll.
import {
  HEAD,
  INSERT,
  fxRate,
  money,
  notMuted,
  ref,
  select,
  type CheckDefinition,
} from "@/lib/payroll/anomalies/check-sql";
import { expenseOfPayrollMonth } from "@/lib/payroll/period-events-sql";

export const expenseNotReimbursed: CheckDefinition = {
  key: "expense-not-reimbursed",
  severity: "REVIEW",
  sql: `${HEAD}, due AS (
  SELECT t."employeeId", count(*) AS n, sum(x.amount * (${fxRate("x.currency", "t.currency", "p.pend")})) AS approved,
         string_agg(x.title || ' (' || to_char(x.amount, 'FM999999999990.00') || ' ' || x.currency || ')', ', ' ORDER BY x."dateSpent") AS titles
    FROM t CROSS JOIN p JOIN "Expense" x ON x."employeeId" = t."employeeId"
   WHERE ${expenseOfPayrollMonth("x", "p.period")}
   GROUP BY t."employeeId"
)
${INSERT}
${select(
  `t."employeeId"`,
  "expense-not-reimbursed",
  "REVIEW",
  `format('%s approved expense(s) for this payroll month come to %s %s (%s), but the expense lines pay %s %s.',
     d.n, ${money("d.approved")}, t.currency, d.titles, ${money("t.expenses")}, t.currency)`,
  `jsonb_build_object(${ref}, 'approvedExpenses', round(d.approved, 2), 'expenseLines', t.expenses, 'expenses', d.n)`,
)}
  FROM due d JOIN t ON t."employeeId" = d."employeeId" CROSS JOIN p
 WHERE d.approved IS NOT NULL AND t.expenses < d.approved - 1
   AND ${notMuted(`t."employeeId"`, "expense-not-reimbursed")}`,
};
