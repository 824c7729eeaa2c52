// Back office (issue 14): admin users (OP admins only), LSPs and their users, bulk employee import, legal
// entities, payroll providers, billing entities. Probes never change anything: an invalid body answers 400 once
// authorised, an unknown id answers 404.
import { ADMINS, STAFF, everyone, only, withOverrides, type MatrixRow } from "./types";

const OP = (status: number) => only(["opAdmin"], status);
const LSP_READERS = [...ADMINS, "ieAdmin", "lsp"] as const;
const LSP_MANAGERS = [...ADMINS, "ieAdmin"] as const;

export const rows: MatrixRow[] = [
  { route: "/api/users", method: "GET", path: "/api/users?role=admin", expect: OP(200) },
  { route: "/api/users", method: "POST", path: "/api/users", body: {}, expect: OP(400) },
  { route: "/api/users/[userId]", method: "DELETE", path: "/api/users/no-such-user", expect: OP(404) },
  // An admin user is a staff account: only OP admins read it (everyone else: not found, no temporary password).
  {
    route: "/api/users/[userId]",
    method: "GET",
    path: "/api/users/user-opAdmin",
    expect: withOverrides(everyone(404), { opAdmin: 200 }),
  },
  // The admin-roles edit: OP admins only (an unknown id answers 404 once authorised).
  {
    route: "/api/users/[userId]",
    method: "PATCH",
    path: "/api/users/no-such-user",
    body: { additionalAdminRoles: [] },
    expect: OP(404),
  },
  // Inviting a staff account (a deactivated one, so nothing is sent): OP admins get past the rule (409),
  // other admins and IE admins are refused, managers cannot reach it (404).
  {
    route: "/api/users/[userId]/invite",
    method: "POST",
    path: "/api/users/user-former-admin/invite",
    body: {},
    expect: withOverrides(only(["opAdmin"], 409), { superManager: 404, manager: 404, reviewManager: 404 }),
  },
  // The own password after a temporary one: nobody in the demo owes one (409); another user's id is not found.
  {
    route: "/api/users/[userId]/password",
    method: "POST",
    path: "/api/users/user-opAdmin/password",
    body: { password: "a-valid-pass-2026", confirmPassword: "a-valid-pass-2026" },
    expect: withOverrides(everyone(404), { opAdmin: 409 }),
  },
  {
    route: "/api/local-service-providers",
    method: "GET",
    path: "/api/local-service-providers",
    // Spec 1 sections 6-7: the provider list is the admins' (an LSP user reads its own provider by id).
    expect: only([...LSP_MANAGERS], 200),
  },
  {
    route: "/api/local-service-providers/[lspId]",
    method: "GET",
    path: "/api/local-service-providers/francepay",
    expect: withOverrides(only([...LSP_READERS], 200), { lsp: 404 }),
  },
  {
    route: "/api/local-service-providers/[lspId]",
    method: "PATCH",
    path: "/api/local-service-providers/euroemploy",
    body: { name: "" },
    expect: only(ADMINS, 400),
  },
  {
    route: "/api/local-service-providers/[lspId]",
    method: "DELETE",
    path: "/api/local-service-providers/no-such-lsp",
    expect: only(ADMINS, 404),
  },
  {
    route: "/api/local-service-providers/[lspId]/users",
    method: "GET",
    path: "/api/local-service-providers/euroemploy/users",
    // Spec 2 section 6: only admins read LSP users; the LSP's own user is refused too.
    expect: only([...LSP_MANAGERS], 200),
  },
  {
    route: "/api/local-service-providers/[lspId]/users",
    method: "POST",
    path: "/api/local-service-providers/euroemploy/users",
    body: {},
    expect: only([...LSP_MANAGERS], 400),
  },
  {
    route: "/api/local-service-providers/[lspId]/users/[userId]",
    method: "GET",
    path: "/api/local-service-providers/euroemploy/users/no-such-user",
    expect: only([...LSP_MANAGERS], 404),
  },
  {
    route: "/api/local-service-providers/[lspId]/users/[userId]",
    method: "PATCH",
    path: "/api/local-service-providers/euroemploy/users/no-such-user",
    body: { firstName: "X", lastName: "Y" },
    expect: only(["ieAdmin"], 404),
  },
  {
    route: "/api/local-service-providers/[lspId]/users/[userId]",
    method: "DELETE",
    path: "/api/local-service-providers/euroemploy/users/no-such-user",
    expect: only([...LSP_MANAGERS], 404),
  },
  {
    route: "/api/employees/bulk-upload",
    method: "POST",
    path: "/api/employees/bulk-upload",
    form: { note: "no company" },
    expect: only(["csAdmin"], 400),
  },
  {
    // The spec's JSON (uploadUrls, companyId, uploadId): an empty body is a 400 once authorised.
    route: "/api/employees/bulk-upload",
    method: "POST",
    path: "/api/employees/bulk-upload",
    body: {},
    expect: only(["csAdmin"], 400),
  },
  {
    // An import file's signed upload target: without a file name, a 400 once authorised (nothing is issued).
    route: "/api/employees/bulk-upload/upload-target",
    method: "GET",
    path: "/api/employees/bulk-upload/upload-target",
    expect: only(["csAdmin"], 400),
  },
  {
    route: "/api/employees/bulk-upload/[bulkUploadId]",
    method: "GET",
    path: "/api/employees/bulk-upload/bulk-acme-errors",
    expect: only(["csAdmin"], 200),
  },
  { route: "/api/legal-entities", method: "GET", path: "/api/legal-entities?isActive=true", expect: only(STAFF, 200) },
  {
    route: "/api/legal-entities/[id]",
    method: "GET",
    path: "/api/legal-entities/le-euroemploy-de",
    expect: only(STAFF, 200),
  },
  { route: "/api/legal-entities", method: "POST", path: "/api/legal-entities", body: {}, expect: only(ADMINS, 400) },
  {
    route: "/api/legal-entities/[id]",
    method: "PUT",
    path: "/api/legal-entities/le-euroemploy-de",
    body: {},
    expect: only(ADMINS, 400),
  },
  {
    route: "/api/payroll-providers",
    method: "GET",
    path: "/api/payroll-providers?lspId=euroemploy",
    expect: only(ADMINS, 200),
  },
  {
    route: "/api/payroll-providers",
    method: "POST",
    path: "/api/payroll-providers",
    body: {},
    expect: only(ADMINS, 400),
  },
  {
    route: "/api/payroll-providers/[id]",
    method: "GET",
    path: "/api/payroll-providers/pp-euroemploy-de",
    expect: only(ADMINS, 200),
  },
  {
    route: "/api/payroll-providers/[id]",
    method: "PUT",
    path: "/api/payroll-providers/pp-euroemploy-de",
    body: {},
    expect: only(ADMINS, 400),
  },
  {
    route: "/api/billing-entities",
    method: "GET",
    path: "/api/billing-entities?companyId=acme",
    expect: withOverrides(only([...STAFF, "superManager", "manager", "reviewManager"], 200), { reviewManager: 404 }),
  },
];
