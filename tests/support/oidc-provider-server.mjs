// A real OpenID Connect provider (npm oidc-provider, ESM) for the single sign-on tests, on localhost only. Run as
// a child process (tests/support/oidc-provider.ts) by the Jest integration test and the Playwright spec.
// Its sign-in is oidc-provider's development form: the login typed is the account id and the e-mail; prefix it
// with "unverified:" for an ID token whose email_verified is false. Any password is accepted.
// Environment: OIDC_PORT (0 = any free port), OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_REDIRECT_URIS (comma-separated).
// Prints one line, {"issuer":"http://127.0.0.1:<port>"}, once it listens.
import http from "node:http";
import Provider from "oidc-provider";

const port = Number(process.env.OIDC_PORT ?? 0);
const server = http.createServer();
await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: process.env.OIDC_CLIENT_ID ?? "omni-test",
      client_secret: process.env.OIDC_CLIENT_SECRET ?? "omni-test-secret",
      redirect_uris: (process.env.OIDC_REDIRECT_URIS ?? "http://localhost/api/auth/sso/callback").split(","),
      grant_types: ["authorization_code"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_basic",
    },
  ],
  claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
  features: { devInteractions: { enabled: true } },
  pkce: { required: () => true },
  async findAccount(_ctx, id) {
    const unverified = id.startsWith("unverified:");
    const email = unverified ? id.slice("unverified:".length) : id;
    return {
      accountId: id,
      async claims() {
        return { sub: id, email, email_verified: !unverified, name: email.split("@")[0] };
      },
    };
  },
});
provider.on("server_error", (_ctx, error) => console.error("oidc-provider:", error));
server.on("request", provider.callback());
process.stdout.write(JSON.stringify({ issuer }) + "\n");
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.close(() => process.exit(0)));
