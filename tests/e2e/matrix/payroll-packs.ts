// Issue 27, signed payroll packs: the public key is public (anonymous too); a pack is downloaded by payroll admins
// only (a report's pack holds every company's employees in it), a missing report answering 404 once authorized.
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
    expect: only(["payrollAdmin"], 404),
  },
];
