// Expense and cutoff routes (spec 2 sections 6, 7): policy rows probed without changing anything (invalid bodies
// answer 400 once authorization passed, missing ids 404). Row rights (the access matrix) are in the
// integration and unit suites.
import { ADMINS, MANAGERS, everyone, only, withOverrides, type Caller, type MatrixRow } from "./types";

const EMPLOYEES: Caller[] = ["employee", "incompleteEmployee"];
const VIEWERS: Caller[] = ["viewerClients", "viewerPeople"];
const READ: Caller[] = [...ADMINS, ...MANAGERS, ...EMPLOYEES, ...VIEWERS];
const EXPORT: Caller[] = [...ADMINS, ...MANAGERS, ...VIEWERS];
const APPROVE: Caller[] = [...ADMINS, ...MANAGERS];
const NONE = "no-such-expense";

export const rows: MatrixRow[] = [
  { route: "/api/expenses", method: "POST", path: "/api/expenses", body: {}, expect: only(EMPLOYEES, 400) },
  { route: "/api/expenses", method: "PATCH", path: "/api/expenses", body: {}, expect: only(APPROVE, 400) },
  { route: "/api/expenses/[expenseId]", method: "GET", path: `/api/expenses/${NONE}`, expect: only(READ, 404) },
  {
    route: "/api/expenses/[expenseId]",
    method: "PATCH",
    path: `/api/expenses/${NONE}`,
    body: {},
    expect: only(READ, 400),
  },
  {
    route: "/api/expenses/[expenseId]",
    method: "DELETE",
    path: `/api/expenses/${NONE}`,
    expect: only([...EMPLOYEES, ...VIEWERS], 404),
  },
  {
    route: "/api/expenses/[expenseId]/receipt",
    method: "GET",
    path: `/api/expenses/${NONE}/receipt`,
    expect: only(READ, 404),
  },
  {
    route: "/api/expenses/employee/[employeeId]",
    method: "GET",
    path: "/api/expenses/employee/no-such-employee",
    expect: only(READ, 404),
  },
  {
    route: "/api/expenses/approver/[companyId]",
    method: "GET",
    path: "/api/expenses/approver/no-such-company",
    expect: only(READ, 404),
  },
  { route: "/api/expenses/export", method: "POST", path: "/api/expenses/export", body: {}, expect: only(EXPORT, 400) },
  {
    route: "/api/cutoff-dates",
    method: "GET",
    path: "/api/cutoff-dates",
    expect: withOverrides(everyone(200), { contractor: 403 }),
  },
];
