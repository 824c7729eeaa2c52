// Salary changes and bonuses: read by who reads the salary (staff, managers, the employee themself), recorded by
// admins and managers with the employees scope; LSP users and viewers 403, another company's manager or another
// employee 404. Writes are probed with invalid bodies (400, before the record is looked up) or a missing bonus (404).
import { ADMINS, MANAGERS, STAFF, only, withOverrides, type MatrixRow } from "./types";

const READ = withOverrides(only([...STAFF, ...MANAGERS, "employee", "incompleteEmployee"], 200), {
  reviewManager: 404,
  incompleteEmployee: 404,
});
const RECORDERS = [...ADMINS, ...MANAGERS];

export const rows: MatrixRow[] = [
  {
    route: "/api/employees/[employeeId]/salary-changes",
    method: "GET",
    path: "/api/employees/emp-emma/salary-changes",
    expect: READ,
  },
  {
    route: "/api/employees/[employeeId]/salary-changes",
    method: "POST",
    path: "/api/employees/emp-emma/salary-changes",
    body: {},
    expect: only(RECORDERS, 400),
  },
  {
    route: "/api/employees/[employeeId]/bonuses",
    method: "GET",
    path: "/api/employees/emp-emma/bonuses",
    expect: READ,
  },
  {
    route: "/api/employees/[employeeId]/bonuses",
    method: "POST",
    path: "/api/employees/emp-emma/bonuses",
    body: {},
    expect: only(RECORDERS, 400),
  },
  {
    route: "/api/employees/[employeeId]/bonuses/[bonusId]",
    method: "DELETE",
    path: "/api/employees/emp-emma/bonuses/no-such-bonus",
    expect: only(RECORDERS, 404),
  },
];
