// Companies, managers, permissions, account and documents (issue: client administration). Probes never
// change data: invalid bodies (400 once authorised) or ids that do not exist (404).
import { ADMINS, STAFF, everyone, only, withOverrides, type Caller, type MatrixRow } from "./types";

const ACME_READERS: Caller[] = [...STAFF, "superManager", "manager", "reviewManager"];
// reviewManager belongs to newco: acme is not found for them.
const acmeRead = (status: number) => withOverrides(only(ACME_READERS, status), { reviewManager: 404 });
const SUPER_MANAGERS: Caller[] = ["superManager", "reviewManager"];
const PERMISSION_MANAGERS: Caller[] = [...ADMINS, ...SUPER_MANAGERS];
const DOC_READERS: Caller[] = [
  ...STAFF,
  "superManager",
  "manager",
  "reviewManager",
  "employee",
  "incompleteEmployee",
  "lsp",
];
export const DOC_WRITERS: Caller[] = [
  ...ADMINS,
  "superManager",
  "manager",
  "reviewManager",
  "employee",
  "incompleteEmployee",
  "lsp",
];
const DOC_DELETERS: Caller[] = [
  ...ADMINS,
  "superManager",
  "manager",
  "reviewManager",
  "employee",
  "incompleteEmployee",
  "lsp",
];

export const rows: MatrixRow[] = [
  { route: "/api/companies", method: "GET", path: "/api/companies", expect: only([...ADMINS, "ieAdmin"], 200) },
  {
    route: "/api/companies",
    method: "POST",
    path: "/api/companies",
    body: {},
    expect: only(["csAdmin", "opAdmin"], 400),
  },
  { route: "/api/companies/[companyId]", method: "GET", path: "/api/companies/acme", expect: acmeRead(200) },
  {
    route: "/api/companies/[companyId]",
    method: "PATCH",
    path: "/api/companies/acme",
    body: { companyName: "" },
    expect: only([...ADMINS, "superManager", "manager", "reviewManager"], 400),
  },
  {
    route: "/api/companies/[companyId]/available-products",
    method: "GET",
    path: "/api/companies/acme/available-products",
    expect: acmeRead(200),
  },
  {
    route: "/api/companies/[companyId]/employees",
    method: "GET",
    path: "/api/companies/acme/employees",
    expect: acmeRead(200),
  },
  {
    route: "/api/reporting-flags/companies/[companyId]",
    method: "GET",
    path: "/api/reporting-flags/companies/acme",
    expect: acmeRead(200),
  },
  {
    route: "/api/companies/[companyId]/managers",
    method: "GET",
    path: "/api/companies/acme/managers",
    expect: acmeRead(200),
  },
  {
    route: "/api/companies/[companyId]/managers",
    method: "POST",
    path: "/api/companies/acme/managers",
    body: {},
    expect: only(PERMISSION_MANAGERS, 400),
  },
  {
    route: "/api/companies/[companyId]/managers/[managerId]",
    method: "GET",
    path: "/api/companies/acme/managers/mgr-acme",
    expect: acmeRead(200),
  },
  {
    route: "/api/companies/[companyId]/managers/[managerId]",
    method: "PATCH",
    path: "/api/companies/acme/managers/mgr-acme",
    body: {},
    expect: only(PERMISSION_MANAGERS, 400),
  },
  {
    route: "/api/companies/[companyId]/managers/[managerId]",
    method: "DELETE",
    path: "/api/companies/acme/managers/no-such-manager",
    expect: only(["csAdmin", "opAdmin", "superManager", "reviewManager"], 404),
  },
  {
    route: "/api/users/[userId]",
    method: "GET",
    path: "/api/users/user-manager",
    expect: withOverrides(everyone(404), { ...Object.fromEntries(ADMINS.map((a) => [a, 200])), manager: 200 }),
  },
  {
    route: "/api/users/[userId]",
    method: "PATCH",
    path: "/api/users/user-manager",
    body: { displayName: "" },
    expect: everyone(400),
  },
  {
    route: "/api/users/[userId]/emails",
    method: "POST",
    path: "/api/users/user-manager/emails",
    body: {},
    expect: everyone(400),
  },
  {
    route: "/api/users/[userId]/emails/verify/[token]",
    method: "GET",
    path: "/api/users/user-manager/emails/verify/no-such-token-000",
    expect: everyone(404),
  },
  {
    route: "/api/users/[userId]/emails/verify/[token]",
    method: "POST",
    path: "/api/users/user-manager/emails/verify/no-such-token-000",
    expect: everyone(404),
  },
  {
    route: "/api/users/[userId]/invite",
    method: "POST",
    path: "/api/users/no-such-user/invite",
    body: {},
    // "invitations.send": whoever may invite someone (admins, IE admins, managers with employees:*) gets past the gate.
    expect: only([...PERMISSION_MANAGERS, "ieAdmin", "manager"], 404),
  },
  {
    route: "/api/users/[userId]/privacy-policy",
    method: "POST",
    path: "/api/users/no-such-user/privacy-policy",
    expect: everyone(404),
  },
  {
    route: "/api/user-associations/[userId]",
    method: "PUT",
    path: "/api/user-associations/no-such-user",
    body: {},
    expect: only(PERMISSION_MANAGERS, 400),
  },
  {
    route: "/api/user-scopes/users/[userId]/[scope]",
    method: "PATCH",
    path: "/api/user-scopes/users/no-such-user/payroll",
    body: {},
    expect: only(PERMISSION_MANAGERS, 400),
  },
  { route: "/api/documents", method: "GET", path: "/api/documents", expect: only(DOC_READERS, 200) },
  {
    route: "/api/documents",
    method: "POST",
    path: "/api/documents",
    form: { title: "probe" },
    expect: only(DOC_WRITERS, 400),
  },
  {
    route: "/api/documents/[documentId]",
    method: "DELETE",
    path: "/api/documents/no-such-document",
    expect: only(DOC_DELETERS, 404),
  },
  {
    route: "/api/documents/[documentId]/download",
    method: "GET",
    path: "/api/documents/no-such-document/download",
    expect: only(DOC_READERS, 404),
  },
];
