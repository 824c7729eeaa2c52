// Sign-in (issue 28): password reset, two-factor, single sign-on, sign out everywhere. Probes change nothing: an
// invalid body answers 400 once authorised (setup and sign-out-everywhere need an explicit true), a missing
// provider 404; the SSO callback without its flow cookie redirects back to /login.
import { everyone, only, type MatrixRow } from "./types";

const publicStatus = (status: number) => ({ ...everyone(status), anonymous: status });
const OP = (status: number) => only(["opAdmin"], status);

export const rows: MatrixRow[] = [
  // Public by design: 'Forgot password?' and the SSO redirect flow.
  {
    route: "/api/auth/password-reset",
    method: "POST",
    path: "/api/auth/password-reset",
    body: {},
    expect: publicStatus(400),
  },
  {
    route: "/api/auth/sso/discover",
    method: "GET",
    path: "/api/auth/sso/discover?email=nobody%40no-sso.example",
    expect: publicStatus(200),
  },
  { route: "/api/auth/sso/start", method: "GET", path: "/api/auth/sso/start", expect: publicStatus(400) },
  { route: "/api/auth/sso/callback", method: "GET", path: "/api/auth/sso/callback", expect: publicStatus(302) },
  // The caller's own two-factor settings and sessions.
  { route: "/api/auth/two-factor", method: "GET", path: "/api/auth/two-factor", expect: everyone(200) },
  {
    route: "/api/auth/two-factor/setup",
    method: "POST",
    path: "/api/auth/two-factor/setup",
    body: {},
    expect: everyone(400),
  },
  {
    route: "/api/auth/two-factor/confirm",
    method: "POST",
    path: "/api/auth/two-factor/confirm",
    body: {},
    expect: everyone(400),
  },
  {
    route: "/api/auth/two-factor/disable",
    method: "POST",
    path: "/api/auth/two-factor/disable",
    body: {},
    expect: everyone(400),
  },
  {
    route: "/api/auth/sign-out-everywhere",
    method: "POST",
    path: "/api/auth/sign-out-everywhere",
    body: {},
    expect: everyone(400),
  },
  // Identity providers: OP admins only.
  {
    route: "/api/back-office/identity-providers",
    method: "GET",
    path: "/api/back-office/identity-providers",
    expect: OP(200),
  },
  {
    route: "/api/back-office/identity-providers",
    method: "POST",
    path: "/api/back-office/identity-providers",
    body: {},
    expect: OP(400),
  },
  {
    route: "/api/back-office/identity-providers/[id]",
    method: "PUT",
    path: "/api/back-office/identity-providers/missing-provider",
    body: {},
    expect: OP(400),
  },
  {
    route: "/api/back-office/identity-providers/[id]",
    method: "DELETE",
    path: "/api/back-office/identity-providers/missing-provider",
    expect: OP(404),
  },
];
