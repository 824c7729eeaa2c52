// Employment letters (docs/letters.md): the employee requests their own; platform admins and the users of the
// employee's provider (EuroEmploy is Emma's) read and decide; everyone else 403, a foreign record 404. The public
// check answers everyone alike (an empty body: 400).
import { ADMINS, CALLERS, only, withOverrides, type Caller, type MatrixRow } from "./types";

const READERS: Caller[] = [...ADMINS, "lsp", "employee", "incompleteEmployee"];
const DECIDERS: Caller[] = [...ADMINS, "lsp"];

export const rows: MatrixRow[] = [
  {
    route: "/api/employees/[employeeId]/letters",
    method: "GET",
    path: "/api/employees/emp-emma/letters",
    expect: withOverrides(only(READERS, 200), { incompleteEmployee: 404 }),
  },
  {
    route: "/api/employees/[employeeId]/letters",
    method: "POST",
    path: "/api/employees/emp-emma/letters",
    body: {},
    expect: only(["employee", "incompleteEmployee"], 400),
  },
  { route: "/api/letters", method: "GET", path: "/api/letters", expect: only(DECIDERS, 200) },
  {
    route: "/api/letters/[letterId]/decision",
    method: "POST",
    path: "/api/letters/no-such-letter/decision",
    body: {},
    expect: only(DECIDERS, 400),
  },
  {
    route: "/api/letters/[letterId]/pdf",
    method: "GET",
    path: "/api/letters/no-such-letter/pdf",
    expect: only(READERS, 404),
  },
  {
    route: "/api/letters/verify",
    method: "POST",
    path: "/api/letters/verify",
    body: {},
    expect: Object.fromEntries(CALLERS.map((c) => [c, 400])) as Record<Caller, number>,
  },
];
