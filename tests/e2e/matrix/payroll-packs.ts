// Issue 27, signed payroll packs: the public key is public (anonymous too); a pack is downloaded by payroll admins
// (the whole report's) and by managers with company-wide payroll rights (their company's part, ?companyId=): the
// super managers; a missing report answers 404 once authorized. A manager with direct reports only: 403.
import { everyone, only, type MatrixRow } from "./types";

export const rows: MatrixRow[] = [
  {
    route: "/api/payroll/packs/public-key",
    method: "GET",
    path: "/api/payroll/packs/public-key",
    expect: { ...everyone(200), anonymous: 200 },
  },
  {
    route: "/api/payroll/packs/[payReportId]",
    method: "GET",
    path: "/api/payroll/packs/no-such-report",
    expect: only(["payrollAdmin", "superManager", "reviewManager"], 404),
  },
];
