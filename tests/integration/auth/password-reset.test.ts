/** @jest-environment node */
// Issue 28: 'Forgot password?' — same answer for any address, a single-use 30-minute link by mail, throttled,
// and using it ends the user's other sessions. The link and its mail are made by a background job (the answer's
// timing must not tell which addresses have accounts), run here as the worker would (runPasswordResetJobs).
import * as resetRoute from "@/app/api/auth/password-reset/route";
import * as exchangeRoute from "@/app/api/auth/change-pw/route";
import * as setRoute from "@/app/api/auth/set-password/route";
import { getDb } from "@/lib/db";
import { verifyPassword } from "@/lib/auth/password";
import { PASSWORD_RESET_SENT } from "@/lib/auth/password-reset-schema";
import { RESET_THROTTLED } from "@/lib/account/request-password-reset";
import { call } from "../support/http";
import { runPasswordResetJobs } from "../support/password-reset-jobs";
import { createUser, uniqueSuffix } from "../../factories/users";

const db = getDb();

async function requestReset(
  email: string,
  address = `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
) {
  const res = await call<{ message: string }>(resetRoute.POST, {
    method: "POST",
    path: "/api/auth/password-reset",
    json: { email },
    headers: { "x-forwarded-for": address },
  });
  await runPasswordResetJobs([email]);
  return res;
}

/** The token in the last reset mail to the address. */
async function linkTokenFor(email: string): Promise<string> {
  const mail = await db.outboxEmail.findFirstOrThrow({ where: { to: email }, orderBy: { createdAt: "desc" } });
  expect(mail.subject).toBe("Set a new OmniPlatform password");
  const match = /\/change-pw\?token=([^\s]+)/.exec(mail.text);
  return decodeURIComponent(match![1]);
}

describe("[AUTH] password reset", () => {
  it("answers the same for an unknown address and a real one, and mails only the real one", async () => {
    const { user } = await createUser(db, { roles: ["manager"] });
    const unknown = `nobody-${uniqueSuffix()}@test.example`;
    const known = await requestReset(user.email);
    const missing = await requestReset(unknown);
    expect(known.status).toBe(200);
    expect(missing.status).toBe(200);
    expect(known.body).toEqual({ message: PASSWORD_RESET_SENT });
    expect(missing.body).toEqual(known.body);
    expect(await db.outboxEmail.count({ where: { to: unknown } })).toBe(0);
    expect(await db.outboxEmail.count({ where: { to: user.email } })).toBe(1);
    const row = await db.passwordSetupToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.purpose).toBe("RESET");
    // 30 minutes, not the invitation's 7 days.
    const minutes = (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30.1);
  });

  it("names the field of a malformed address", async () => {
    const res = await call<{ fieldErrors: Record<string, string[]> }>(resetRoute.POST, {
      method: "POST",
      path: "/api/auth/password-reset",
      json: { email: "not-an-email" },
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.email).toEqual(["Please enter a valid email address"]);
  });

  it("sets the new password once through the existing set-password page and ends other sessions", async () => {
    const { user } = await createUser(db, { roles: ["employee"] });
    await requestReset(user.email);
    const token = await linkTokenFor(user.email);
    const exchanged = await call<{ url: string }>(exchangeRoute.POST, {
      method: "POST",
      path: `/api/auth/change-pw?token=${encodeURIComponent(token)}`,
    });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body.url).toBe(`/change-pw/set?token=${encodeURIComponent(token)}`);
    const set = await call(setRoute.POST, {
      method: "POST",
      path: "/api/auth/set-password",
      json: { token, password: "Reset-pass-2026x", confirmPassword: "Reset-pass-2026x" },
    });
    expect(set.status).toBe(200);
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword("Reset-pass-2026x", after.passwordHash)).toBe(true);
    expect(after.sessionVersion).toBe(user.sessionVersion + 1);
    const again = await call(setRoute.POST, {
      method: "POST",
      path: "/api/auth/set-password",
      json: { token, password: "Other-pass-2026x", confirmPassword: "Other-pass-2026x" },
    });
    expect(again.status).toBe(410);
  });

  it("refuses an expired link, and a newer request replaces the earlier link", async () => {
    const { user } = await createUser(db, { roles: ["employee"] });
    await requestReset(user.email);
    const first = await linkTokenFor(user.email);
    await db.passwordSetupToken.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await call(exchangeRoute.POST, {
      method: "POST",
      path: `/api/auth/change-pw?token=${encodeURIComponent(first)}`,
    });
    expect(expired.status).toBe(410);

    await db.outboxEmail.deleteMany({ where: { to: user.email } });
    await requestReset(user.email);
    const second = await linkTokenFor(user.email);
    await requestReset(user.email);
    const third = await linkTokenFor(user.email);
    expect(third).not.toBe(second);
    expect(
      (
        await call(exchangeRoute.POST, {
          method: "POST",
          path: `/api/auth/change-pw?token=${encodeURIComponent(second)}`,
        })
      ).status,
    ).toBe(410);
    expect(
      (
        await call(exchangeRoute.POST, {
          method: "POST",
          path: `/api/auth/change-pw?token=${encodeURIComponent(third)}`,
        })
      ).status,
    ).toBe(200);
  });

  it("throttles per e-mail whether or not it has an account", async () => {
    const { user } = await createUser(db, { roles: ["employee"] });
    const unknown = `nobody-${uniqueSuffix()}@test.example`;
    for (const email of [user.email, unknown]) {
      for (let i = 0; i < 3; i += 1) expect((await requestReset(email)).status).toBe(200);
      const fourth = await requestReset(email);
      expect(fourth.status).toBe(429);
      expect((fourth.body as unknown as { message: string }).message).toBe(RESET_THROTTLED);
    }
    expect(await db.outboxEmail.count({ where: { to: user.email } })).toBe(3);
  });

  it("throttles per client address across e-mails", async () => {
    const address = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 20; i += 1)
      expect((await requestReset(`n${i}-${uniqueSuffix()}@test.example`, address)).status).toBe(200);
    const refused = await requestReset(`n-${uniqueSuffix()}@test.example`, address);
    expect(refused.status).toBe(429);
    // The wait is said in the standard header: until the oldest of the 20 leaves the 15-minute window.
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it("a forged X-Forwarded-For does not reset the address throttle: 25 tries with rotating values, 20 pass", async () => {
    // The web server appends the TCP peer to the header (scripts/peer-address.cjs): the right-most hop is the peer,
    // and without TRUSTED_PROXIES nothing to its left is believed.
    const peer = `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const forged = `203.0.113.${i}`;
      statuses.push((await requestReset(`f${i}-${uniqueSuffix()}@test.example`, `${forged}, ${peer}`)).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });

  it("answers before the mail exists: the request queues the same job for a known and an unknown address", async () => {
    const { user } = await createUser(db, { roles: ["employee"] });
    const unknown = `nobody-${uniqueSuffix()}@test.example`;
    for (const email of [user.email, unknown]) {
      const res = await call<{ message: string }>(resetRoute.POST, {
        method: "POST",
        path: "/api/auth/password-reset",
        json: { email },
      });
      expect(res.status).toBe(200);
    }
    expect(await db.outboxEmail.count({ where: { to: user.email } })).toBe(0);
    expect(await runPasswordResetJobs([user.email, unknown])).toBe(2);
    expect(await db.outboxEmail.count({ where: { to: user.email } })).toBe(1);
    expect(await db.outboxEmail.count({ where: { to: unknown } })).toBe(0);
  });
});
