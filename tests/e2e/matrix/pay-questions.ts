// Pay questions ('Something looks wrong' on /pay, docs/payslips.md). Asking: whoever may read the employee's pay
// passes the policy, so the empty probe body answers 400 (the row rule, only the employee themself asks, is in
// tests/integration/payslips/next-pay-preview.test.ts with valid bodies); everyone else 403. Reading a pay
// report's questions: the payroll area.
import { PAYROLL_AREA, only, type MatrixRow } from "./types";

export const rows: MatrixRow[] = [
  {
    route: "/api/employees/[employeeId]/pay-questions",
    method: "POST",
    path: "/api/employees/emp-emma/pay-questions",
    body: {},
    expect: only([...PAYROLL_AREA, "superManager", "reviewManager", "employee", "incompleteEmployee"], 400),
  },
  {
    route: "/api/payroll/pay-questions",
    method: "GET",
    path: "/api/payroll/pay-questions?country=DE&lspId=lsp-none&payrollPeriod=202610",
    expect: only(PAYROLL_AREA, 200),
  },
];
