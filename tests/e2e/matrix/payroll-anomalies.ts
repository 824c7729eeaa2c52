// Issue 27, anomaly checks: the payroll area reads a report's findings; payroll admins acknowledge findings,
// rerun the checks and manage the settings (gate, thresholds, mutes). Writes are probed with invalid bodies (400)
// or missing ids (404).
import { only, PAYROLL_AREA, type MatrixRow } from "./types";

const ACT = ["payrollAdmin"] as const;
const GTN = "gtn-202610-de-cycle1";

export const rows: MatrixRow[] = [
  {
    route: "/api/gross-to-net/[id]/findings",
    method: "GET",
    path: `/api/gross-to-net/${GTN}/findings`,
    expect: only(PAYROLL_AREA, 200),
  },
  {
    route: "/api/gross-to-net/[id]/findings",
    method: "POST",
    path: "/api/gross-to-net/no-such-report/findings",
    expect: only([...ACT], 404),
  },
  {
    route: "/api/gross-to-net/[id]/findings/[findingId]/acknowledge",
    method: "POST",
    path: "/api/gross-to-net/no-such-report/findings/no-such-finding/acknowledge",
    body: {},
    expect: only([...ACT], 400),
  },
  {
    route: "/api/payroll/anomalies/findings",
    method: "GET",
    path: `/api/payroll/anomalies/findings?grossToNetIds=${GTN}`,
    expect: only(PAYROLL_AREA, 200),
  },
  {
    route: "/api/gross-to-net/[id]/findings/[findingId]/verdict",
    method: "POST",
    path: "/api/gross-to-net/no-such-report/findings/no-such-finding/verdict",
    body: {},
    expect: only([...ACT], 400),
  },
  {
    route: "/api/payroll/anomalies/track-record",
    method: "GET",
    path: `/api/payroll/anomalies/track-record?grossToNetIds=${GTN}`,
    expect: only(PAYROLL_AREA, 200),
  },
  {
    route: "/api/payroll/anomalies/settings",
    method: "GET",
    path: "/api/payroll/anomalies/settings",
    expect: only([...ACT], 200),
  },
  {
    route: "/api/payroll/anomalies/settings",
    method: "PUT",
    path: "/api/payroll/anomalies/settings",
    body: {},
    expect: only([...ACT], 400),
  },
  {
    route: "/api/payroll/anomalies/thresholds",
    method: "PUT",
    path: "/api/payroll/anomalies/thresholds",
    body: {},
    expect: only([...ACT], 400),
  },
  {
    route: "/api/payroll/anomalies/thresholds/[countryCode]",
    method: "DELETE",
    path: "/api/payroll/anomalies/thresholds/ZZ",
    expect: only([...ACT], 404),
  },
  {
    route: "/api/payroll/anomalies/mutes",
    method: "POST",
    path: "/api/payroll/anomalies/mutes",
    body: {},
    expect: only([...ACT], 400),
  },
  {
    route: "/api/payroll/anomalies/mutes/[id]",
    method: "DELETE",
    path: "/api/payroll/anomalies/mutes/no-such-mute",
    expect: only([...ACT], 404),
  },
];
