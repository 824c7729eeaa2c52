// Back office (issue 14): admin users (OP admins only), LSPs and their users, bulk employee import, legal
// entities, payroll providers, billing entities. Probes never change anything: an invalid body answers 400 once
// authorised, an unknown id answers 404.
import { ADMINS, STAFF, only, withOverrides, type MatrixRow } from "./types";

const OP = (status: number) => only(["opAdmin"], status);
const LSP_READERS = [...ADMINS, "ieAdmin", "lsp"] as const;
const LSP_MANAGERS = [...ADMINS, "ieAdmin"] as const;

export const rows: MatrixRow[] = [
  { route: "/api/users", method: "GET", path: "/api/users?role=admin", expect: OP(200) },
  { route: "/api/users", method: "POST", path: "/api/users", body: {}, expect: OP(400) },
  { route: "/api/users/[userId]", method: "DELETE", path: "/api/users/no-such-user", expect: OP(404) },
  {
    route: "/api/local-service-providers",
    method: "GET",
    path: "/api/local-service-providers",
    expect: only([...LSP_READERS], 200),
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
    expect: only([...LSP_READERS], 200),
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
    expect: only([...LSP_READERS], 404),
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
