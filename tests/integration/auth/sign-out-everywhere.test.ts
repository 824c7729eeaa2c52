/** @jest-environment node */
// Issue 28: 'Sign out everywhere' bumps sessionVersion: every session cookie of the user is refused from the next
// request on (this one too); personal API tokens are separate credentials and keep working.
import { encode } from "next-auth/jwt";
import * as signOutRoute from "@/app/api/auth/sign-out-everywhere/route";
import * as twoFactorRoute from "@/app/api/auth/two-factor/route";
import { getDb } from "@/lib/db";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";

const db = getDb();

async function sessionCookie(userId: string, sessionVersion: number) {
  const value = await encode({ secret: process.env.NEXTAUTH_SECRET!, token: { userId, sessionVersion } });
  return `next-auth.session-token=${value}`;
}

/** Polls until `check` holds: the actor cache's invalidation (LISTEN/NOTIFY) arrives within milliseconds. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 3000) {
  const until = Date.now() + timeoutMs;
  while (!(await check()) && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
  expect(await check()).toBe(true);
}

describe("[AUTH] sign out everywhere", () => {
  it("ends every session of the user, leaves API tokens and other users alone", async () => {
    const { user } = await createUser(db, { roles: ["manager"] });
    const { user: other } = await createUser(db, { roles: ["manager"] });
    const laptop = await sessionCookie(user.id, user.sessionVersion);
    const phone = await sessionCookie(user.id, user.sessionVersion);
    const otherSession = await sessionCookie(other.id, other.sessionVersion);
    const token = await tokenFor(user.id);
    for (const cookie of [laptop, phone])
      expect((await call(twoFactorRoute.GET, { path: "/x", headers: { cookie } })).status).toBe(200);

    const res = await call<{ url: string }>(signOutRoute.POST, {
      method: "POST",
      path: "/api/auth/sign-out-everywhere",
      json: { confirm: true },
      headers: { cookie: laptop, origin: "http://localhost" },
    });
    expect(res.status).toBe(200);
    expect(res.body.url).toBe("/login");
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.sessionVersion).toBe(user.sessionVersion + 1);

    for (const cookie of [laptop, phone])
      await eventually(
        async () => (await call(twoFactorRoute.GET, { path: "/x", headers: { cookie } })).status === 401,
      );
    expect((await call(twoFactorRoute.GET, { path: "/x", token })).status).toBe(200);
    expect((await call(twoFactorRoute.GET, { path: "/x", headers: { cookie: otherSession } })).status).toBe(200);
    expect(await db.auditEvent.count({ where: { entityId: user.id, action: "user.signOutEverywhere" } })).toBe(1);
  });
});
