// A company's approval chains and delegates: its managers and platform admins read them (another company's
// manager gets 404); writes are probed with an invalid body (400 once authorization passed) or an unknown id.
import { ADMINS, MANAGERS, only, withOverrides, type MatrixRow } from "./types";

const READERS = [...ADMINS, ...MANAGERS];

export const rows: MatrixRow[] = [
  {
    route: "/api/companies/[companyId]/approval-settings",
    method: "GET",
    path: "/api/companies/acme/approval-settings",
    expect: withOverrides(only(READERS, 200), { reviewManager: 404 }),
  },
  {
    route: "/api/companies/[companyId]/approval-policies/[kind]",
    method: "PUT",
    path: "/api/companies/acme/approval-policies/TIME_OFF",
    body: { levels: "not a list" },
    expect: only(READERS, 400),
  },
  {
    route: "/api/companies/[companyId]/approval-delegations",
    method: "POST",
    path: "/api/companies/acme/approval-delegations",
    body: {},
    expect: only(READERS, 400),
  },
  {
    route: "/api/companies/[companyId]/approval-delegations/[delegationId]",
    method: "DELETE",
    path: "/api/companies/acme/approval-delegations/no-such-delegation",
    expect: only(READERS, 404),
  },
];

// Where a request stands: whoever may reach a request reads it; an unknown id is 404 for them, 403 for the rest.
rows.push({
  route: "/api/approvals/progress/[kind]/[id]",
  method: "GET",
  path: "/api/approvals/progress/timeOff/no-such-request",
  expect: only([...READERS, "employee", "incompleteEmployee"], 404),
});
