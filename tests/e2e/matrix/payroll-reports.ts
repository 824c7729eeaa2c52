// Payroll report CSVs (spec 2 sections 2, 6, 7): every manager of the company reads (rows scoped in the
// service), payroll admins read any company; a manager of another company (NewCo's) gets 404. Acme has the
// payroll reports tab on. A malformed period is a 400 once authorization has passed.
import { only, withOverrides, type MatrixRow } from "./types";

const READERS = ["superManager", "manager", "payrollAdmin"] as const;
const readers = (status: number, foreign: number) =>
  withOverrides(only([...READERS], status), { reviewManager: foreign });

export const rows: MatrixRow[] = [
  {
    route: "/api/payroll-reports/companies/[companyId]/gross-to-net",
    method: "GET",
    path: "/api/payroll-reports/companies/acme/gross-to-net",
    expect: readers(200, 404),
  },
  {
    route: "/api/payroll-reports/companies/[companyId]/gross-to-net/[payrollPeriod]",
    method: "GET",
    path: "/api/payroll-reports/companies/acme/gross-to-net/202609",
    expect: readers(200, 404),
  },
  {
    route: "/api/payroll-reports/companies/[companyId]/gross-to-net/[payrollPeriod]",
    method: "GET",
    path: "/api/payroll-reports/companies/acme/gross-to-net/2026-09",
    expect: readers(400, 400),
  },
];
