/** @jest-environment node */
// Sessions end on the server: sign-out revokes the session's id (what POST /api/auth/signout runs: next-auth's
// signOut event with the decoded cookie), so a copied cookie answers 401 at once on every server (the actor cache
// is emptied by the revocation's notification); setting a new password through the mailed link ends every session
// and, when asked (always for staff), the user's API tokens.
import * as statusRoute from "@/app/api/auth/two-factor/route";
import * as resetRoute from "@/app/api/auth/password-reset/route";
import * as setRoute from "@/app/api/auth/set-password/route";
import { getDb } from "@/lib/db";
import { authOptions } from "@/lib/auth/options";
import { call, tokenFor } from "../support/http";
import { signInSession } from "../support/sign-in";
import { runPasswordResetJobs } from "../support/password-reset-jobs";
import { createUser, TEST_PASSWORD } from "../../factories/users";

const db = getDb();

/** Polls until `check` holds: the actor cache's invalidation (LISTEN/NOTIFY) arrives within milliseconds. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 3000) {
  const until = Date.now() + timeoutMs;
  while (!(await check()) && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
  expect(await check()).toBe(true);
}

const statusWith = async (auth: { cookie?: string; token?: string }) =>
  (
    await call(statusRoute.GET, {
      path: "/api/auth/two-factor",
      token: auth.token,
      headers: auth.cookie ? { cookie: auth.cookie } : {},
    })
  ).status;

/** The mailed link's way to a new password, as the user takes it. */
async function resetPassword(email: string, revokeApiTokens: boolean) {
  expect(
    (await call(resetRoute.POST, { method: "POST", path: "/api/auth/password-reset", json: { email } })).status,
  ).toBe(200);
  await runPasswordResetJobs([email]);
  const mail = await db.outboxEmail.findFirstOrThrow({ where: { to: email }, orderBy: { createdAt: "desc" } });
  const token = decodeURIComponent(/\/change-pw\?token=([^\s]+)/.exec(mail.text)![1]);
  const set = await call(setRoute.POST, {
    method: "POST",
    path: "/api/auth/set-password",
    json: { token, password: "Fresh-pass-2026x", confirmPassword: "Fresh-pass-2026x", revokeApiTokens },
  });
  expect(set.status).toBe(200);
}

describe("[AUTH] sessions end on the server", () => {
  it("a cookie copied before sign-out answers 401 afterwards; the user's other sessions go on", async () => {
    const { user } = await createUser(db, { roles: ["manager"] });
    const laptop = await signInSession(user.email, TEST_PASSWORD);
    const phone = await signInSession(user.email, TEST_PASSWORD);
    expect(laptop.token.sid).toEqual(expect.any(String));
    expect(laptop.token.sid).not.toBe(phone.token.sid);
    expect(await statusWith({ cookie: laptop.cookie })).toBe(200); // the actor is now in this server's cache

    await authOptions.events!.signOut!({ token: laptop.token, session: null as never });

    await eventually(async () => (await statusWith({ cookie: laptop.cookie })) === 401);
    expect(await statusWith({ cookie: phone.cookie })).toBe(200);
    const row = await db.revokedSession.findUniqueOrThrow({ where: { sid: String(laptop.token.sid) } });
    expect(row.userId).toBe(user.id);
    expect(row.expiresAt.getTime()).toBe(Number(laptop.token.exp) * 1000);
  });

  it("prunes revocations whose sessions have expired anyway", async () => {
    const { user } = await createUser(db, { roles: ["manager"] });
    await db.revokedSession.create({
      data: { sid: `old-${user.id}`, userId: user.id, expiresAt: new Date(Date.now() - 1000) },
    });
    const session = await signInSession(user.email, TEST_PASSWORD);
    await authOptions.events!.signOut!({ token: session.token, session: null as never });
    expect(await db.revokedSession.count({ where: { sid: `old-${user.id}` } })).toBe(0);
  });

  it("a password reset ends every session, and a staff user's API tokens", async () => {
    const { user } = await createUser(db, { roles: ["admin", "payroll"] });
    const session = await signInSession(user.email, TEST_PASSWORD);
    const token = await tokenFor(user.id);
    expect(await statusWith({ cookie: session.cookie })).toBe(200);
    expect(await statusWith({ token })).toBe(200);
    await resetPassword(user.email, false);
    await eventually(async () => (await statusWith({ cookie: session.cookie })) === 401);
    expect(await statusWith({ token })).toBe(401);
  });

  it("others choose: tokens kept unless they tick the box", async () => {
    const { user: keeps } = await createUser(db, { roles: ["employee"] });
    const { user: revokes } = await createUser(db, { roles: ["employee"] });
    const kept = await tokenFor(keeps.id);
    const revoked = await tokenFor(revokes.id);
    const keepsSession = await signInSession(keeps.email, TEST_PASSWORD);
    await resetPassword(keeps.email, false);
    await resetPassword(revokes.email, true);
    expect(await statusWith({ token: kept })).toBe(200);
    expect(await statusWith({ token: revoked })).toBe(401);
    await eventually(async () => (await statusWith({ cookie: keepsSession.cookie })) === 401);
  });
});
