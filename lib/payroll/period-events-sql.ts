// What the product knows will move an employee's pay in a payroll period, as SQL conditions: approved unpaid leave
// overlapping the period, approved expenses the cutoff calendar put in its payroll month (Expense.
// estimatedPayrollMonth, lib/payroll/cutoffs), bonuses on record for it, salary changes and employment ends
// between two days. The anomaly checks (what the register should show) and the employee's preview of their next
// pay (lib/payslips/preview-next-pay.ts) read the events through these, so both see the same ones.
// Arguments are SQL expressions: a table alias, a column, a parameter.

/** TimeOffEntry `o` of employee `employee`: approved, unpaid, overlapping the days `from`..`to`. */
export const unpaidLeaveIn = (o: string, employee: string, from: string, to: string) =>
  `${o}."employeeId" = ${employee} AND ${o}.status = 'APPROVED' AND ${o}.unpaid AND ${o}."startDate" <= ${to} AND ${o}."endDate" >= ${from}`;

/** Expense `x`: approved (or already paid) and due in payroll period `period` (yyyyMM). */
export const expenseOfPayrollMonth = (x: string, period: string) =>
  `${x}.status IN ('APPROVED', 'PAID') AND ${x}."estimatedPayrollMonth" = substr(${period}, 1, 4) || '-' || substr(${period}, 5, 2)`;

/** EmployeeBonus `b` of employee `employee` on record for payroll period `period` (yyyyMM). */
export const bonusOfPeriod = (b: string, employee: string, period: string) =>
  `${b}."employeeId" = ${employee} AND ${b}."payrollPeriod" = ${period}`;

/** SalaryHistory `s` of employee `employee` effective between the days `from` and `to`. */
export const salaryChangeIn = (s: string, employee: string, from: string, to: string) =>
  `${s}."employeeId" = ${employee} AND ${s}."effectiveDate" BETWEEN ${from} AND ${to}`;

/** Employment `x` ending between the days `from` and `to`. */
export const employmentEndIn = (x: string, from: string, to: string) =>
  `${x}."terminationDate" BETWEEN ${from} AND ${to}`;
