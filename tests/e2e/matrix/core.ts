import { ADMINS, MANAGERS, everyone, only, type MatrixRow } from "./types";

const publicStatus = (status: number) => ({ ...everyone(status), anonymous: status });

export const rows: MatrixRow[] = [
  { route: "/api/health", method: "GET", path: "/api/health", expect: publicStatus(200) },
  // Prometheus metrics: a scraper's bearer METRICS_TOKEN only (set on the e2e server); a session is no credential.
  { route: "/api/metrics", method: "GET", path: "/api/metrics", expect: publicStatus(401) },
  { route: "/api/page-views", method: "POST", path: "/api/page-views", body: {}, expect: everyone(400) },
  { route: "/api/api-tokens", method: "GET", path: "/api/api-tokens", expect: everyone(200) },
  { route: "/api/openapi.json", method: "GET", path: "/api/openapi.json", expect: everyone(200) },
  { route: "/api/api-tokens", method: "POST", path: "/api/api-tokens", body: { name: "" }, expect: everyone(400) },
  {
    route: "/api/api-tokens/[tokenId]",
    method: "DELETE",
    path: "/api/api-tokens/no-such-token",
    expect: everyone(404),
  },
  {
    route: "/api/dev/outbox",
    method: "GET",
    path: "/api/dev/outbox",
    expect: only(["admin", "csAdmin", "opAdmin", "payrollAdmin", "financeAdmin", "benefitsAdmin"], 200),
  },
  // The header's global search: whoever may list people, companies or pay reports (employees, contractors: 403).
  {
    route: "/api/search",
    method: "GET",
    path: "/api/search?q=an",
    expect: only(
      [...ADMINS, "benefitsSpecialist", "ieAdmin", "viewerClients", "viewerPeople", ...MANAGERS, "lsp"],
      200,
    ),
  },
];

// Public by design: the password link flow (the token itself is the credential).
rows.push(
  {
    route: "/api/auth/change-pw",
    method: "POST",
    path: "/api/auth/change-pw?token=not-a-real-token-value",
    expect: publicStatus(410),
  },
  {
    route: "/api/auth/set-password",
    method: "POST",
    path: "/api/auth/set-password",
    body: {},
    expect: publicStatus(400),
  },
);
