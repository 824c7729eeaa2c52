// Contracts, amendments, template mappings and signing permission matrix. Writes are probed with an invalid
// body (400 once authorized: the body is parsed before any lookup) or a missing id (404), so nothing changes.
import { ADMINS, MANAGERS, STAFF, only, type MatrixRow } from "./types";

const EDITORS = [...ADMINS, ...MANAGERS];
const READERS = [
  ...STAFF,
  "viewerClients",
  "viewerPeople",
  ...MANAGERS,
  "employee",
  "incompleteEmployee",
  "lsp",
] as const;
const E = "/api/employees/emp-missing/contracts/contract-missing";

export const rows: MatrixRow[] = [
  { route: "/api/contracts", method: "PATCH", path: "/api/contracts", body: {}, expect: only(EDITORS, 400) },
  { route: "/api/contracts/templates", method: "GET", path: "/api/contracts/templates", expect: only(EDITORS, 400) },
  {
    route: "/api/contracts/template-mappings",
    method: "GET",
    path: "/api/contracts/template-mappings",
    expect: only(["opAdmin"], 200),
  },
  {
    route: "/api/contracts/template-mappings",
    method: "POST",
    path: "/api/contracts/template-mappings",
    body: { avvokaOriginalTemplateId: "TOOLONG" },
    expect: only(["opAdmin"], 400),
  },
  {
    route: "/api/contracts/template-mappings/[templateMappingId]",
    method: "PATCH",
    path: "/api/contracts/template-mappings/tm-missing",
    body: { disabled: true },
    expect: only(["opAdmin"], 404),
  },
  {
    // The contract document inline (data.url): a missing document is 404 for every reader.
    route: "/api/contracts/documents/[documentId]",
    method: "GET",
    path: "/api/contracts/documents/doc-missing",
    expect: only([...READERS], 404),
  },
  {
    route: "/api/contracts/documents/[documentId]/download",
    method: "GET",
    path: "/api/contracts/documents/doc-missing/download",
    expect: only(ADMINS, 404),
  },
  {
    route: "/api/employees/[employeeId]/contracts",
    method: "GET",
    path: "/api/employees/emp-missing/contracts",
    expect: only([...READERS], 404),
  },
  {
    route: "/api/employees/[employeeId]/contracts/[contractId]",
    method: "GET",
    path: E,
    expect: only([...READERS], 404),
  },
  {
    route: "/api/employees/[employeeId]/contracts/[contractId]",
    method: "PATCH",
    path: E,
    body: { status: "nonsense" },
    expect: only(EDITORS, 400),
  },
  {
    route: "/api/employees/[employeeId]/contracts/[contractId]/pdf",
    method: "GET",
    path: `${E}/pdf`,
    expect: only([...READERS], 404),
  },
  {
    route: "/api/employees/[employeeId]/contracts/[contractId]/archive",
    method: "POST",
    path: `${E}/archive`,
    body: {},
    expect: only(ADMINS, 404),
  },
  {
    route: "/api/employees/[employeeId]/contracts/[contractId]/sign",
    method: "POST",
    path: `${E}/sign`,
    body: {},
    expect: only(["employee", "incompleteEmployee"], 400),
  },
  {
    route: "/api/employees/[employeeId]/contracts/[contractId]/countersign",
    method: "POST",
    path: `${E}/countersign`,
    body: {},
    expect: only(["csAdmin", "opAdmin"], 400),
  },
  { route: "/api/amendments", method: "GET", path: "/api/amendments", expect: only(EDITORS, 200) },
  { route: "/api/amendments", method: "POST", path: "/api/amendments", body: {}, expect: only(EDITORS, 400) },
  {
    route: "/api/amendments/[amendmentId]",
    method: "PATCH",
    path: "/api/amendments/amend-missing",
    body: {},
    expect: only(ADMINS, 400),
  },
  {
    route: "/api/amendments/[amendmentId]/dispatch",
    method: "POST",
    path: "/api/amendments/amend-missing/dispatch",
    body: {},
    expect: only(ADMINS, 400),
  },
  {
    route: "/api/docusign/[documentId]/create-envelope",
    method: "POST",
    path: "/api/docusign/doc-missing/create-envelope",
    body: {},
    expect: only(["employee", "incompleteEmployee", "csAdmin", "opAdmin"], 404),
  },
  {
    route: "/api/docusign/[documentId]/complete",
    method: "POST",
    path: "/api/docusign/doc-missing/complete",
    body: {},
    expect: only(["employee", "incompleteEmployee", "csAdmin", "opAdmin"], 404),
  },
];
