// 'Waiting for your approval' (GET /api/approvals, POST /api/approvals/bulk-approve): the deciders of time off,
// expenses or timesheets (platform admins, company managers) read the list; everyone else 403. Bulk approve is
// probed with an id that exists nowhere: a 200 whose one result is a 404, so nothing changes.
import { ADMINS, MANAGERS, only, type MatrixRow } from "./types";

const DECIDERS = [...ADMINS, ...MANAGERS];

export const rows: MatrixRow[] = [
  { route: "/api/approvals", method: "GET", path: "/api/approvals", expect: only(DECIDERS, 200) },
  {
    route: "/api/approvals/bulk-approve",
    method: "POST",
    path: "/api/approvals/bulk-approve",
    body: { items: [{ kind: "expense", id: "no-such-expense" }] },
    expect: only(DECIDERS, 200),
  },
];
