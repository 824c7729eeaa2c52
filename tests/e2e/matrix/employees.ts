import { ADMINS, MANAGERS, only, withOverrides, type MatrixRow } from "./types";

const LIST = [...ADMINS, "benefitsSpecialist", "ieAdmin", "viewerClients", "viewerPeople", ...MANAGERS, "lsp"] as const;

export const rows: MatrixRow[] = [
  { route: "/api/employees/paginated", method: "GET", path: "/api/employees/paginated", expect: only([...LIST], 200) },
  {
    route: "/api/employees/[employeeId]",
    method: "GET",
    path: "/api/employees/emp-emma",
    // Row rules: a manager of another company and another employee do not find Emma (404).
    expect: withOverrides(only([...LIST, "employee", "incompleteEmployee"], 200), {
      reviewManager: 404,
      incompleteEmployee: 404,
    }),
  },
  {
    route: "/api/employees/[employeeId]",
    method: "PATCH",
    path: "/api/employees/emp-emma",
    body: { firstName: "" },
    expect: only([...ADMINS, "benefitsSpecialist", ...MANAGERS, "employee", "incompleteEmployee"], 400),
  },
];
