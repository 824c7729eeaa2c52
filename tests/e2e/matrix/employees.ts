import { ADMINS, MANAGERS, STAFF, everyone, only, withOverrides, type MatrixRow } from "./types";

const LIST = [...ADMINS, "benefitsSpecialist", "ieAdmin", "viewerClients", "viewerPeople", ...MANAGERS, "lsp"] as const;
// Owner lists need the owner's company (viewers reach every employee but no company; LSP users no company).
const NOT_ACME = { viewerClients: 404, viewerPeople: 404, reviewManager: 404, lsp: 404 } as const;
const READERS = [...STAFF, ...MANAGERS, "employee", "incompleteEmployee", "lsp"] as const;
// Emma (acme, employer euroemploy): another company's manager and another employee do not find her.
const EMMA_ROWS = { reviewManager: 404, incompleteEmployee: 404 } as const;
// Emma is a client's employee: the people/product viewer reaches the internal company's only (issue 26).
const EMMA_RECORD = { ...EMMA_ROWS, viewerPeople: 404 } as const;

export const rows: MatrixRow[] = [
  { route: "/api/employees/paginated", method: "GET", path: "/api/employees/paginated", expect: only([...LIST], 200) },
  {
    route: "/api/employees/[employeeId]",
    method: "GET",
    path: "/api/employees/emp-emma",
    // Row rules: a manager of another company, another employee and the internal company's viewer do not find
    // Emma (404).
    expect: withOverrides(only([...LIST, "employee", "incompleteEmployee"], 200), EMMA_RECORD),
  },
  {
    route: "/api/employees/[employeeId]/status-history",
    method: "GET",
    path: "/api/employees/emp-emma/status-history",
    expect: withOverrides(only([...LIST, "employee", "incompleteEmployee"], 200), EMMA_RECORD),
  },
  {
    route: "/api/employees/[employeeId]",
    method: "PATCH",
    path: "/api/employees/emp-emma",
    body: { firstName: "" },
    expect: only([...ADMINS, "benefitsSpecialist", ...MANAGERS, "employee", "incompleteEmployee"], 400),
  },
  { route: "/api/employees", method: "GET", path: "/api/employees?pageSize=5", expect: only([...LIST], 200) },
  {
    route: "/api/employees",
    method: "POST",
    path: "/api/employees",
    body: {},
    expect: only([...ADMINS, ...MANAGERS], 400),
  },
  {
    route: "/api/employees/manager/[managerUserId]",
    method: "GET",
    path: "/api/employees/manager/user-manager",
    expect: withOverrides(only([...LIST], 200), NOT_ACME),
  },
  {
    route: "/api/employees/company/[companyId]/manager/[managerUserId]",
    method: "GET",
    path: "/api/employees/company/acme/manager/user-manager",
    expect: withOverrides(only([...LIST], 200), NOT_ACME),
  },
  {
    route: "/api/employees/lsp/[lspId]",
    method: "GET",
    path: "/api/employees/lsp/euroemploy",
    expect: withOverrides(only([...LIST], 200), { superManager: 404, manager: 404, reviewManager: 404 }),
  },
  {
    route: "/api/employees/[employeeId]/data-export",
    method: "POST",
    path: "/api/employees/no-such-employee/data-export",
    body: {},
    expect: only([...ADMINS, "lsp"], 404),
  },
  {
    route: "/api/employees/[employeeId]/data-export/[exportId]",
    method: "GET",
    path: "/api/employees/emp-emma/data-export/no-such-export",
    expect: only([...ADMINS, "lsp"], 404),
  },
  {
    // The signed link is its own authorisation: a bad signature is not found, for anyone.
    route: "/api/employees/[employeeId]/data-export/[exportId]/download",
    method: "GET",
    path: `/api/employees/emp-emma/data-export/no-such-export/download?expires=1&signature=${"0".repeat(64)}`,
    expect: withOverrides(everyone(404), { anonymous: 404 }),
  },
  {
    // "invitations.employees": admins and managers with employees:* get past the gate; no such employee is 404.
    route: "/api/employees/[employeeId]/invite",
    method: "POST",
    path: "/api/employees/no-such-employee/invite",
    expect: only([...ADMINS, ...MANAGERS], 404),
  },
  {
    // Emma accepted long ago (409, nothing sent); another company's manager does not find her (404).
    route: "/api/employees/[employeeId]/invite",
    method: "POST",
    path: "/api/employees/emp-emma/invite",
    expect: withOverrides(only([...ADMINS, ...MANAGERS], 409), { reviewManager: 404 }),
  },
  {
    route: "/api/employees/[employeeId]/netsuite/external-employee",
    method: "POST",
    path: "/api/employees/no-such-employee/netsuite/external-employee",
    body: {},
    expect: only([...ADMINS], 404),
  },
  {
    route: "/api/compensation/reference-data/employee-departments",
    method: "GET",
    path: "/api/compensation/reference-data/employee-departments",
    expect: only([...READERS], 200),
  },
  { route: "/api/employments", method: "GET", path: "/api/employments", expect: only([...READERS], 200) },
  { route: "/api/employments", method: "POST", path: "/api/employments", body: {}, expect: only([...ADMINS], 400) },
  {
    route: "/api/employments/[employmentId]",
    method: "GET",
    path: "/api/employments/employment-emp-emma",
    expect: withOverrides(only([...READERS], 200), EMMA_ROWS),
  },
  {
    route: "/api/employments/[employmentId]",
    method: "PATCH",
    path: "/api/employments/employment-emp-emma",
    body: {},
    expect: only([...ADMINS], 400),
  },
  { route: "/api/seats", method: "GET", path: "/api/seats?pageSize=5", expect: only([...STAFF], 200) },
  {
    route: "/api/onboarding-progress/employee/[employeeId]",
    method: "GET",
    path: "/api/onboarding-progress/employee/emp-emma",
    expect: withOverrides(only([...READERS], 200), EMMA_ROWS),
  },
  {
    route: "/api/onboarding-progress/employee/[employeeId]",
    method: "PATCH",
    path: "/api/onboarding-progress/employee/emp-emma",
    body: {},
    expect: only([...ADMINS], 400),
  },
  {
    route: "/api/benefits/client/[clientId]/preferences",
    method: "GET",
    path: "/api/benefits/client/acme/preferences",
    expect: withOverrides(only([...ADMINS, "benefitsSpecialist", ...MANAGERS], 200), { reviewManager: 404 }),
  },
  {
    route: "/api/benefits/client/[clientId]/preferences",
    method: "POST",
    path: "/api/benefits/client/acme/preferences",
    body: {},
    expect: only([...ADMINS, ...MANAGERS], 400),
  },
  {
    route: "/api/benefits/catalog/country/[countryCode]",
    method: "GET",
    path: "/api/benefits/catalog/country/US",
    expect: only([...ADMINS, "benefitsSpecialist", ...MANAGERS], 200),
  },
];
