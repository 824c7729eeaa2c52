/** @jest-environment node */
// Issue 28: the API side of 'two-factor required for staff'. While TWO_FACTOR_REQUIRED_FOR_ADMINS is on, a staff
// user without two-factor gets 403 (details.reason TWO_FACTOR_REQUIRED) from every route of the wrapper, by
// session or API token, except the setup's own routes; enrolling through those routes (a real TOTP code) lifts
// it. Managers are not held; with the setting off nobody is; a due password change comes first.
import { encode } from "next-auth/jwt";
import { Secret, TOTP } from "otpauth";
import * as employeesRoute from "@/app/api/employees/route";
import * as apiTokensRoute from "@/app/api/api-tokens/route";
import * as pageViewsRoute from "@/app/api/page-views/route";
import * as userRoute from "@/app/api/users/[userId]/route";
import * as statusRoute from "@/app/api/auth/two-factor/route";
import * as setupRoute from "@/app/api/auth/two-factor/setup/route";
import * as confirmRoute from "@/app/api/auth/two-factor/confirm/route";
import * as signOutEverywhereRoute from "@/app/api/auth/sign-out-everywhere/route";
import { getDb } from "@/lib/db";
import { MESSAGES } from "@/lib/errors";
import { TWO_FACTOR_SETUP_PATH } from "@/lib/auth/two-factor/requirement";
import { TWO_FACTOR_REQUIRED, TWO_FACTOR_REQUIRED_MESSAGE } from "@/lib/auth/two-factor/api-hold";
import { call, tokenFor, type CallOptions } from "../support/http";
import { createUser } from "../../factories/users";
import { createManager } from "../../factories/companies";

const db = getDb();
type Handler = Parameters<typeof call>[0];
type ErrorBody = { code: string; message: string; details?: { reason?: string; setupPath?: string } };

async function sessionCookie(userId: string) {
  const { sessionVersion } = await db.user.findUniqueOrThrow({ where: { id: userId } });
  const value = await encode({ secret: process.env.NEXTAUTH_SECRET!, token: { userId, sessionVersion } });
  return `next-auth.session-token=${value}`;
}

/** A browser call: the session cookie, and the same-origin header the wrapper asks of a session's writes. */
function asBrowser<T = unknown>(handler: Handler, cookie: string, options: CallOptions) {
  return call<T>(handler, { ...options, headers: { cookie, origin: "http://localhost", ...options.headers } });
}

const listEmployees = (auth: { cookie?: string; token?: string }) =>
  call<ErrorBody>(employeesRoute.GET, {
    path: "/api/employees",
    token: auth.token,
    headers: auth.cookie ? { cookie: auth.cookie } : undefined,
  });

function expectHeld(res: { status: number; body: ErrorBody }) {
  expect(res.status).toBe(403);
  expect(res.body).toMatchObject({
    code: "FORBIDDEN",
    message: TWO_FACTOR_REQUIRED_MESSAGE,
    details: { reason: TWO_FACTOR_REQUIRED, setupPath: TWO_FACTOR_SETUP_PATH },
  });
}

/** Polls until `check` holds: the actor cache drops a changed user on the database's notification (milliseconds). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 3000) {
  const until = Date.now() + timeoutMs;
  while (!(await check()) && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
  expect(await check()).toBe(true);
}

const codeAt = (secret: string, ms: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: ms });

describe("[AUTH] two-factor required for staff: the API hold", () => {
  const saved = process.env.TWO_FACTOR_REQUIRED_FOR_ADMINS;
  afterEach(() => {
    process.env.TWO_FACTOR_REQUIRED_FOR_ADMINS = saved;
  });

  it("refuses a staff user without two-factor everywhere but the setup, and lets them on once enrolled", async () => {
    process.env.TWO_FACTOR_REQUIRED_FOR_ADMINS = "true";
    const { user } = await createUser(db, { roles: ["admin"], seenPrivacyPolicy: true });
    const cookie = await sessionCookie(user.id);
    const token = await tokenFor(user.id);

    // A normal call, by session and by API token; minting a new token is refused too.
    expectHeld(await listEmployees({ cookie }));
    expectHeld(await listEmployees({ token }));
    expectHeld(
      await asBrowser<ErrorBody>(apiTokensRoute.POST, cookie, {
        method: "POST",
        path: "/api/api-tokens",
        json: { name: "held" },
      }),
    );
    expect(await db.apiToken.count({ where: { userId: user.id } })).toBe(1);

    // What the setup page calls answers.
    const status = await asBrowser<{ enabled: boolean; required: boolean }>(statusRoute.GET, cookie, {
      path: "/api/auth/two-factor",
    });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ enabled: false, required: true });
    const view = await asBrowser(pageViewsRoute.POST, cookie, {
      method: "POST",
      path: "/api/page-views",
      json: { route: TWO_FACTOR_SETUP_PATH, path: TWO_FACTOR_SETUP_PATH },
    });
    expect(view.status).toBe(204);
    // An API token is held even here: the setup routes serve a browser session only (their own 403).
    const byToken = await call<ErrorBody>(setupRoute.POST, {
      method: "POST",
      path: "/api/auth/two-factor/setup",
      token,
      json: { start: true },
    });
    expect(byToken.status).toBe(403);
    expect(byToken.body.message).toBe("Two-factor sign-in is managed from the account page.");

    // Enrol through the routes, as the setup page does, with a real code from the secret.
    const setup = await asBrowser<{ secret: string }>(setupRoute.POST, cookie, {
      method: "POST",
      path: "/api/auth/two-factor/setup",
      json: { start: true },
    });
    expect(setup.status).toBe(200);
    const confirm = await asBrowser<{ recoveryCodes: string[] }>(confirmRoute.POST, cookie, {
      method: "POST",
      path: "/api/auth/two-factor/confirm",
      json: { code: codeAt(setup.body.secret, Date.now()) },
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body.recoveryCodes).toHaveLength(10);

    // The same calls answer now (the session's cached actor is dropped on the user row's change).
    await eventually(async () => (await listEmployees({ cookie })).status === 200);
    expect((await listEmployees({ token })).status).toBe(200);
  });

  it("holds every staff kind, by the page gate's rule; the way out stays open", async () => {
    process.env.TWO_FACTOR_REQUIRED_FOR_ADMINS = "true";
    for (const roles of [["admin", "payroll"], ["benefits-specialist"], ["viewer:clients-sensitive-data"]]) {
      const { user } = await createUser(db, { roles });
      expectHeld(await listEmployees({ cookie: await sessionCookie(user.id) }));
    }
    const { user } = await createUser(db, { roles: ["international-expansion"] });
    const cookie = await sessionCookie(user.id);
    expectHeld(await listEmployees({ cookie }));
    const out = await asBrowser<{ url: string }>(signOutEverywhereRoute.POST, cookie, {
      method: "POST",
      path: "/api/auth/sign-out-everywhere",
      json: { confirm: true },
    });
    expect(out.status).toBe(200);
    expect(out.body.url).toBe("/login");
  });

  it("does not hold a manager, whom two-factor is optional for", async () => {
    process.env.TWO_FACTOR_REQUIRED_FOR_ADMINS = "true";
    const { user } = await createManager(db);
    expect((await listEmployees({ cookie: await sessionCookie(user.id) })).status).toBe(200);
    expect((await listEmployees({ token: await tokenFor(user.id) })).status).toBe(200);
  });

  it("holds nobody while the setting is off", async () => {
    process.env.TWO_FACTOR_REQUIRED_FOR_ADMINS = "false";
    const { user } = await createUser(db, { roles: ["admin"] });
    expect((await listEmployees({ cookie: await sessionCookie(user.id) })).status).toBe(200);
    expect((await listEmployees({ token: await tokenFor(user.id) })).status).toBe(200);
    // The same actor, cached by this server, is held from the moment the setting turns on (read per request).
    process.env.TWO_FACTOR_REQUIRED_FOR_ADMINS = "true";
    expectHeld(await listEmployees({ cookie: await sessionCookie(user.id) }));
  });

  it("lets a due password change come first, as the page gates do", async () => {
    process.env.TWO_FACTOR_REQUIRED_FOR_ADMINS = "true";
    const { user } = await createUser(db, { roles: ["admin"], overrides: { mustChangePassword: true } });
    const cookie = await sessionCookie(user.id);
    const list = await listEmployees({ cookie });
    expect(list.status).toBe(403);
    expect(list.body.message).toBe(MESSAGES.passwordChangeDue);
    // Reading one's own account stays open while the change is due (not trapped by the two-factor hold).
    const own = await asBrowser(userRoute.GET, cookie, { path: `/api/users/${user.id}`, params: { userId: user.id } });
    expect(own.status).toBe(200);
    // Once the password is changed, the two-factor setup is next.
    await db.user.update({ where: { id: user.id }, data: { mustChangePassword: false } });
    await eventually(async () => (await listEmployees({ cookie })).body.details?.reason === TWO_FACTOR_REQUIRED);
  });
});
