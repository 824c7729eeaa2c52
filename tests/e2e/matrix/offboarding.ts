// Terminations, resignations, employee archive, contractors and clients (issue 16). Probes never change
// anything: an invalid body answers 400 once authorised, an unknown id answers 404.
import { everyone, only, type Caller, type MatrixRow } from "./types";

const ADMINS: Caller[] = ["admin", "csAdmin", "opAdmin", "payrollAdmin", "financeAdmin", "benefitsAdmin"];
const MANAGERS: Caller[] = ["superManager", "manager", "reviewManager"];
const EMPLOYEES: Caller[] = ["employee", "incompleteEmployee"];
const staffAndManagers = (status: number) => only([...ADMINS, ...MANAGERS], status);

export const rows: MatrixRow[] = [
  {
    route: "/api/terminations/requests",
    method: "GET",
    path: "/api/terminations/requests",
    expect: staffAndManagers(200),
  },
  {
    route: "/api/terminations/requests",
    method: "POST",
    path: "/api/terminations/requests",
    body: {},
    expect: staffAndManagers(400),
  },
  {
    route: "/api/terminations/requests/[id]",
    method: "GET",
    path: "/api/terminations/requests/missing-request",
    expect: staffAndManagers(404),
  },
  {
    route: "/api/terminations/requests/[id]",
    method: "PATCH",
    path: "/api/terminations/requests/missing-request",
    body: { to: "REVIEWED" },
    expect: only(ADMINS, 404),
  },
  {
    route: "/api/terminations/documents",
    method: "POST",
    path: "/api/terminations/documents",
    form: { companyId: "missing-company", employeeId: "missing-employee" },
    expect: staffAndManagers(400),
  },
  {
    route: "/api/employees/[employeeId]/archive",
    method: "POST",
    path: "/api/employees/missing-employee/archive",
    body: { reason: "dropout" },
    expect: only(ADMINS, 404),
  },
  { route: "/api/resignations", method: "GET", path: "/api/resignations", expect: staffAndManagers(200) },
  {
    route: "/api/resignations",
    method: "POST",
    path: "/api/resignations",
    body: {},
    expect: only([...ADMINS, ...EMPLOYEES], 400),
  },
  {
    route: "/api/resignations/[id]/review",
    method: "POST",
    path: "/api/resignations/missing-resignation/review",
    body: {},
    expect: only(ADMINS, 404),
  },
  { route: "/api/contractors", method: "GET", path: "/api/contractors", expect: staffAndManagers(200) },
  { route: "/api/contractors", method: "POST", path: "/api/contractors", body: {}, expect: staffAndManagers(400) },
  {
    route: "/api/contractors/[contractorId]",
    method: "GET",
    path: "/api/contractors/missing-contractor",
    expect: staffAndManagers(404),
  },
  {
    route: "/api/contractors/[contractorId]",
    method: "PATCH",
    path: "/api/contractors/missing-contractor",
    body: { state: "ACTIVE" },
    expect: only(ADMINS, 404),
  },
  {
    route: "/api/contractors/[contractorId]/invoices",
    method: "GET",
    path: "/api/contractors/missing-contractor/invoices",
    expect: staffAndManagers(404),
  },
  {
    route: "/api/contractors/[contractorId]/contracts/[contractId]",
    method: "PATCH",
    path: "/api/contractors/missing-contractor/contracts/missing-contract",
    body: { state: "INACTIVE" },
    expect: only(ADMINS, 404),
  },
  {
    route: "/api/contractors/costs",
    method: "GET",
    path: "/api/contractors/costs?rate=100&currency=EUR&frequency=PER_DAY",
    expect: staffAndManagers(200),
  },
  {
    route: "/api/common/supported-countries",
    method: "GET",
    path: "/api/common/supported-countries",
    expect: everyone(200),
  },
  {
    route: "/api/clients/[clientId]",
    method: "GET",
    path: "/api/clients/missing-client",
    expect: staffAndManagers(404),
  },
  {
    route: "/api/clients/[clientId]/terms",
    method: "PUT",
    path: "/api/clients/missing-client/terms",
    body: {},
    expect: only(MANAGERS, 400),
  },
  {
    route: "/api/clients/[clientId]/accept",
    method: "POST",
    path: "/api/clients/missing-client/accept",
    body: {},
    expect: only(MANAGERS, 400),
  },
];
