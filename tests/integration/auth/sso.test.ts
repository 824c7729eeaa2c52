/** @jest-environment node */
// Issue 28: single sign-on over OpenID Connect against a real provider (npm oidc-provider in a child process on
// localhost, tests/support/oidc-provider.ts), through the whole redirect flow with real HTTP: our start route,
// the provider's authorization endpoint and sign-in form (fetch with a cookie jar, no browser), our callback,
// which mints the next-auth session cookie that then authenticates an API call.
import * as providersRoute from "@/app/api/back-office/identity-providers/route";
import * as providerRoute from "@/app/api/back-office/identity-providers/[id]/route";
import * as discoverRoute from "@/app/api/auth/sso/discover/route";
import * as startRoute from "@/app/api/auth/sso/start/route";
import * as callbackRoute from "@/app/api/auth/sso/callback/route";
import * as twoFactorRoute from "@/app/api/auth/two-factor/route";
import { getDb } from "@/lib/db";
import { authOptions } from "@/lib/auth/options";
import { SIGN_IN_ERRORS } from "@/lib/auth/schema";
import { decodeSessionToken } from "@/lib/auth/session-token";
import { SSO_FLOW_COOKIE, openFlow, sealFlow } from "@/lib/auth/sso/flow-cookie";
import { openSecret } from "@/lib/keys/secret-box";
import { CLIENT_SECRET_PURPOSE } from "@/lib/auth/sso/oidc-client";
import { call, tokenFor } from "../support/http";
import { createUser, TEST_PASSWORD, uniqueSuffix } from "../../factories/users";
import { createCompany } from "../../factories/companies";
import { startOidcProvider, type OidcTestProvider } from "../../support/oidc-provider";
import { EVIL_HOST, bypassesFor } from "../../support/return-address-bypasses";

jest.setTimeout(60_000);
const db = getDb();
const ORIGIN = "http://localhost";
const CALLBACK = `${ORIGIN}/api/auth/sso/callback`;
let idp: OidcTestProvider;
let opToken: string;
const savedUrl = process.env.NEXTAUTH_URL;

beforeAll(async () => {
  process.env.NEXTAUTH_URL = ORIGIN;
  idp = await startOidcProvider({ redirectUris: [CALLBACK] });
  const { user } = await createUser(db, { roles: ["admin", "operator"] });
  opToken = await tokenFor(user.id);
});
afterAll(async () => {
  process.env.NEXTAUTH_URL = savedUrl;
  await idp?.stop();
});

async function addProvider(domain: string, companyId: string | null = null) {
  const res = await call<{ id: string; emailDomains: string[] }>(providersRoute.POST, {
    method: "POST",
    path: "/api/back-office/identity-providers",
    token: opToken,
    json: {
      name: `IdP ${domain}`,
      companyId,
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      emailDomains: [domain],
    },
  });
  expect(res.status).toBe(201);
  return res.body;
}

const cookiesOf = (headers: Headers) =>
  new Map(
    headers.getSetCookie().map((c) => {
      const pair = c.split(";")[0];
      const i = pair.indexOf("=");
      return [pair.slice(0, i), pair.slice(i + 1)] as const;
    }),
  );

/** Follows the provider's redirects and development sign-in form as `login`; answers our callback address. */
async function throughProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let hop = 0; hop < 20; hop += 1) {
    const res = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: {
        ...(init.body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
      },
    });
    for (const [k, v] of cookiesOf(res.headers))
      if (v) jar.set(k, v);
      else jar.delete(k);
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get("location")!, url).toString();
      if (url.startsWith(CALLBACK)) return url;
      init = {};
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`Unexpected provider page (${res.status}): ${html.slice(0, 300)}`);
    url = new URL(action, url).toString();
    const fields: Record<string, string> = prompt === "login" ? { prompt, login, password: "any" } : { prompt };
    init = { method: "POST", body: new URLSearchParams(fields).toString() };
  }
  throw new Error("Too many redirects");
}

/** The whole flow for `email`, signing in at the provider as `login`; answers our callback's answer. `callbackUrl`:
 *  the return address given to the start route; `sealedCallbackUrl`: one written into the flow cookie as is. */
async function ssoFlow(
  email: string,
  login = email,
  { callbackUrl, sealedCallbackUrl }: { callbackUrl?: string; sealedCallbackUrl?: string } = {},
) {
  const discovered = await call<{ sso: boolean; startUrl: string }>(discoverRoute.GET, {
    path: `/api/auth/sso/discover?email=${encodeURIComponent(email)}`,
  });
  expect(discovered.body.sso).toBe(true);
  const startUrl = new URL(discovered.body.startUrl, ORIGIN);
  if (callbackUrl !== undefined) startUrl.searchParams.set("callbackUrl", callbackUrl);
  const started = await call(startRoute.GET, { path: `${startUrl.pathname}${startUrl.search}` });
  expect(started.status).toBe(302);
  const authorizationUrl = started.headers.get("location")!;
  expect(authorizationUrl.startsWith(idp.issuer)).toBe(true);
  const query = new URL(authorizationUrl).searchParams;
  expect(query.get("code_challenge_method")).toBe("S256");
  expect(query.get("state")).toBeTruthy();
  expect(query.get("nonce")).toBeTruthy();
  let flowCookie = cookiesOf(started.headers).get(SSO_FLOW_COOKIE)!;
  const flow = openFlow(flowCookie)!;
  if (sealedCallbackUrl !== undefined) flowCookie = sealFlow({ ...flow, callbackUrl: sealedCallbackUrl });
  const back = await throughProvider(authorizationUrl, login);
  const done = await call(callbackRoute.GET, {
    path: back.slice(ORIGIN.length),
    headers: { cookie: `${SSO_FLOW_COOKIE}=${flowCookie}` },
  });
  expect(done.status).toBe(302);
  return { location: done.headers.get("location")!, cookies: cookiesOf(done.headers), kept: flow.callbackUrl };
}

describe("[AUTH] single sign-on (OpenID Connect)", () => {
  it("stores the client secret sealed and never answers it", async () => {
    const domain = `sso${uniqueSuffix()}.example`;
    const created = await addProvider(domain);
    const row = await db.identityProvider.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.clientSecret).not.toContain(idp.clientSecret);
    expect(openSecret(row.clientSecret, CLIENT_SECRET_PURPOSE)).toBe(idp.clientSecret);
    const list = await call<{ data: Record<string, unknown>[] }>(providersRoute.GET, { path: "/x", token: opToken });
    const listed = list.body.data.find((p) => p.id === created.id)!;
    expect(listed).not.toHaveProperty("clientSecret");
    expect(JSON.stringify(list.body)).not.toContain(idp.clientSecret);
    // One enabled provider per domain.
    const clash = await call<{ fieldErrors: Record<string, string[]> }>(providersRoute.POST, {
      method: "POST",
      path: "/x",
      token: opToken,
      json: { name: "Other", issuer: idp.issuer, clientId: "c", clientSecret: "s", emailDomains: [domain] },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.fieldErrors.emailDomains).toBeDefined();
    // Others may not manage providers.
    const { user: cs } = await createUser(db, { roles: ["admin", "customer-success"] });
    expect((await call(providersRoute.GET, { path: "/x", token: await tokenFor(cs.id) })).status).toBe(403);
    expect(
      (await call(providerRoute.DELETE, { method: "DELETE", path: "/x", params: { id: created.id }, token: opToken }))
        .status,
    ).toBe(204);
  });

  it("signs an existing staff user in through the provider and the session cookie authenticates", async () => {
    const domain = `sso${uniqueSuffix()}.example`;
    await addProvider(domain);
    const { user } = await createUser(db, { roles: ["admin", "payroll"], email: `ada@${domain}` });
    const { location, cookies } = await ssoFlow(user.email);
    expect(location).toBe(`${ORIGIN}/`);
    const session = cookies.get("next-auth.session-token")!;
    expect(session).toBeTruthy();
    const claims = await decodeSessionToken({ token: session, secret: process.env.NEXTAUTH_SECRET! });
    expect(claims).toMatchObject({ userId: user.id, sessionVersion: user.sessionVersion });
    const me = await call(twoFactorRoute.GET, {
      path: "/x",
      headers: { cookie: `next-auth.session-token=${session}` },
    });
    expect(me.status).toBe(200);
    // Password sign-in is closed for this domain (not an OP admin).
    const authorize = (
      authOptions.providers.find((p) => p.id === "credentials") as unknown as {
        options: { authorize: (c: Record<string, string>, r: unknown) => Promise<unknown> };
      }
    ).options.authorize;
    await expect(authorize({ email: user.email, password: TEST_PASSWORD }, { headers: {} })).rejects.toThrow(
      SIGN_IN_ERRORS.ssoRequired,
    );
    const { user: op } = await createUser(db, { roles: ["admin", "operator"], email: `op@${domain}` });
    await expect(authorize({ email: op.email, password: TEST_PASSWORD }, { headers: {} })).resolves.toMatchObject({
      id: op.id,
    });
  });

  it("signs a company's manager in through the company's provider, never a user of another company", async () => {
    const domain = `sso${uniqueSuffix()}.example`;
    const company = await createCompany(db);
    const other = await createCompany(db);
    await addProvider(domain, company.id);
    const { user: manager } = await createUser(db, { roles: ["manager"], tenantId: company.id, email: `m@${domain}` });
    const { user: stranger } = await createUser(db, { roles: ["manager"], tenantId: other.id, email: `s@${domain}` });
    const ok = await ssoFlow(manager.email);
    expect(ok.cookies.get("next-auth.session-token")).toBeTruthy();
    const refused = await ssoFlow(stranger.email);
    expect(refused.location).toBe(`${ORIGIN}/login?ssoError=unknown-user`);
    expect(refused.cookies.get("next-auth.session-token")).toBeUndefined();
  });

  it("refuses an unverified e-mail and an unknown user, and creates nobody", async () => {
    const domain = `sso${uniqueSuffix()}.example`;
    await addProvider(domain);
    const { user } = await createUser(db, { roles: ["admin"], email: `eve@${domain}` });
    const unverified = await ssoFlow(user.email, `unverified:${user.email}`);
    expect(unverified.location).toBe(`${ORIGIN}/login?ssoError=unverified`);
    expect(unverified.cookies.get("next-auth.session-token")).toBeUndefined();
    const stranger = `nobody@${domain}`;
    const unknown = await ssoFlow(stranger);
    expect(unknown.location).toBe(`${ORIGIN}/login?ssoError=unknown-user`);
    expect(await db.user.count({ where: { email: stranger } })).toBe(0);
    // Signed in at the provider as someone else than typed: the provider's verified e-mail decides.
    const other = await ssoFlow(user.email, `nobody2@${domain}`);
    expect(other.location).toBe(`${ORIGIN}/login?ssoError=unknown-user`);
  });

  it("does not send a domain without a provider anywhere, and refuses a callback without its flow cookie", async () => {
    const discovered = await call(discoverRoute.GET, {
      path: `/api/auth/sso/discover?email=${encodeURIComponent(`x@nosso${uniqueSuffix()}.example`)}`,
    });
    expect(discovered.body).toEqual({ sso: false, startUrl: null });
    const start = await call(startRoute.GET, { path: `/api/auth/sso/start?email=x@nosso${uniqueSuffix()}.example` });
    expect(start.headers.get("location")).toBe(`${ORIGIN}/login`);
    const forged = await call(callbackRoute.GET, { path: "/api/auth/sso/callback?code=abc&state=def" });
    expect(forged.headers.get("location")).toBe(`${ORIGIN}/login?ssoError=expired`);
  });
});

describe("[AUTH] single sign-on: the return address stays on the site", () => {
  it("answers the site for every known bypass given to the start route, with the session set", async () => {
    const domain = `sso${uniqueSuffix()}.example`;
    await addProvider(domain);
    const { user } = await createUser(db, { roles: ["admin", "payroll"], email: `rita@${domain}` });
    // The issue's own report first: a tab and a newline between two slashes.
    for (const callbackUrl of ["/\t/evil.example/x", "/\n/evil.example/x", ...bypassesFor(ORIGIN)]) {
      const { location, cookies, kept } = await ssoFlow(user.email, user.email, { callbackUrl });
      // The start route kept "/" in the sealed flow, and the callback went there.
      expect({ callbackUrl, kept, location }).toEqual({ callbackUrl, kept: "/", location: `${ORIGIN}/` });
      expect(cookies.get("next-auth.session-token")).toBeTruthy();
    }
    const kept = await ssoFlow(user.email, user.email, { callbackUrl: "/companies?tab=people#top" });
    expect(kept.location).toBe(`${ORIGIN}/companies?tab=people#top`);
  });

  it("checks the address again at the callback (a flow cookie sealed before the check)", async () => {
    const domain = `sso${uniqueSuffix()}.example`;
    await addProvider(domain);
    const { user } = await createUser(db, { roles: ["admin", "payroll"], email: `sam@${domain}` });
    for (const sealedCallbackUrl of ["/\t/evil.example/x", `//${EVIL_HOST}`, `https://${EVIL_HOST}/x`]) {
      const { location } = await ssoFlow(user.email, user.email, { sealedCallbackUrl });
      expect({ sealedCallbackUrl, location }).toEqual({ sealedCallbackUrl, location: `${ORIGIN}/` });
    }
  });
});
