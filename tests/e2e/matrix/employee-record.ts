// The employee's signed record (docs/payslips.md): the employee downloads their own only. Everyone else holding
// "payslips.read" (payroll staff, Acme's super manager, another employee) gets 404 on emp-emma's; the rest 403.
import { PAYROLL_AREA, only, withOverrides, type MatrixRow } from "./types";

export const rows: MatrixRow[] = [
  {
    route: "/api/employees/[employeeId]/record",
    method: "GET",
    path: "/api/employees/emp-emma/record",
    expect: withOverrides(only(["employee"], 200), {
      ...Object.fromEntries(PAYROLL_AREA.map((c) => [c, 404])),
      superManager: 404,
      reviewManager: 404,
      incompleteEmployee: 404,
    }),
  },
];
