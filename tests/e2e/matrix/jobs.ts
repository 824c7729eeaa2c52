// Readiness (public: load balancers and probes call it unauthenticated) and the back-office jobs page's API and
// the audit trail's (OP admins only). Probes never change anything: an unknown job answers 404 once authorised.
import { everyone, only, type MatrixRow } from "./types";

const OP = (status: number) => only(["opAdmin"], status);

export const rows: MatrixRow[] = [
  { route: "/api/ready", method: "GET", path: "/api/ready", expect: { ...everyone(200), anonymous: 200 } },
  { route: "/api/back-office/jobs", method: "GET", path: "/api/back-office/jobs", expect: OP(200) },
  { route: "/api/back-office/jobs/failed", method: "GET", path: "/api/back-office/jobs/failed", expect: OP(200) },
  {
    route: "/api/back-office/jobs/[id]/retry",
    method: "POST",
    path: "/api/back-office/jobs/missing-job/retry",
    expect: OP(404),
  },
  // The hash-chained audit trail: export (CSV) and check, OP admins only.
  {
    route: "/api/back-office/audit-trail",
    method: "GET",
    path: "/api/back-office/audit-trail?entityType=Company&entityId=missing-company",
    expect: OP(200),
  },
  {
    route: "/api/back-office/audit-trail/verify",
    method: "GET",
    path: "/api/back-office/audit-trail/verify?entityType=Company&entityId=missing-company",
    expect: OP(200),
  },
];
