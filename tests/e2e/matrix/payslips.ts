// Payslips (beyond the spec, docs/payslips.md): the employee reads their own; payroll staff any; Acme's super
// manager (company-wide payroll rights) their company's; everyone else 403, and a foreign record 404.
import { PAYROLL_AREA, only, withOverrides, type MatrixRow } from "./types";

const EMMA = withOverrides(only([...PAYROLL_AREA, "superManager", "employee"], 200), {
  reviewManager: 404,
  incompleteEmployee: 404,
});

export const rows: MatrixRow[] = [
  {
    route: "/api/employees/[employeeId]/payslips",
    method: "GET",
    path: "/api/employees/emp-emma/payslips",
    expect: EMMA,
  },
  {
    route: "/api/employees/[employeeId]/pay-history",
    method: "GET",
    path: "/api/employees/emp-emma/pay-history",
    expect: EMMA,
  },
  {
    route: "/api/employees/[employeeId]/payslips/zip",
    method: "GET",
    path: "/api/employees/emp-emma/payslips/zip?year=2026",
    expect: EMMA,
  },
  {
    route: "/api/employees/[employeeId]/payslips/[payReportId]/pdf",
    method: "GET",
    path: "/api/employees/emp-emma/payslips/gtn-202609-de-cycle1/pdf",
    expect: EMMA,
  },
];
