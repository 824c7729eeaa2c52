/** @jest-environment node */
// Issue 28: two-factor sign-in (TOTP via otpauth) — enrol from the account, confirm with a first code, 10
// recovery codes once and hashed, sign-in needs the code (no session before it), wrong codes throttled,
// recovery codes single-use, and the staff gate while the setting requires it.
import { Secret, TOTP } from "otpauth";
import * as statusRoute from "@/app/api/auth/two-factor/route";
import * as setupRoute from "@/app/api/auth/two-factor/setup/route";
import * as confirmRoute from "@/app/api/auth/two-factor/confirm/route";
import * as disableRoute from "@/app/api/auth/two-factor/disable/route";
import { getDb } from "@/lib/db";
import { authOptions } from "@/lib/auth/options";
import { SIGN_IN_ERRORS, throttledFor } from "@/lib/auth/schema";
import { loadActor } from "@/lib/auth/session";
import { loadShellContext, resolveGate } from "@/lib/auth/gates";
import { startTwoFactorEnrolment } from "@/lib/auth/two-factor/start-enrolment";
import { confirmTwoFactorEnrolment } from "@/lib/auth/two-factor/confirm-enrolment";
import { disableTwoFactor } from "@/lib/auth/two-factor/disable-two-factor";
import { hashRecoveryCode } from "@/lib/auth/two-factor/recovery-codes";
import { TWO_FACTOR_SETUP_PATH } from "@/lib/auth/two-factor/requirement";
import { AppError } from "@/lib/errors";
import { call, tokenFor } from "../support/http";
import { createUser, TEST_PASSWORD } from "../../factories/users";

const db = getDb();

type Authorize = (c: Record<string, string>, req: unknown) => Promise<{ id: string } | null>;
const authorize = (
  authOptions.providers.find((p) => p.id === "credentials") as unknown as { options: { authorize: Authorize } }
).options.authorize;

/** The sign-in's outcome: "ok" or the error message authorize() threw. */
async function signIn(email: string, code?: string, password = TEST_PASSWORD): Promise<string> {
  try {
    const user = await authorize({ email, password, ...(code !== undefined ? { code } : {}) }, { headers: {} });
    return user ? "ok" : "null";
  } catch (error) {
    return (error as Error).message;
  }
}

const codeAt = (secret: string, ms: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: ms });

async function sessionActor(userId: string) {
  return { ...(await loadActor(userId, null, "session"))!, via: "session" as const };
}

/** Enrols the user; answers the secret and the recovery codes. */
async function enrol(userId: string) {
  const actor = await sessionActor(userId);
  const { secret } = await startTwoFactorEnrolment(actor);
  const { recoveryCodes } = await confirmTwoFactorEnrolment(actor, { code: codeAt(secret, Date.now() - 30_000) });
  return { secret, recoveryCodes };
}

describe("[AUTH] two-factor sign-in", () => {
  it("enrols: QR code and secret, confirmed by a first code, 10 recovery codes stored hashed", async () => {
    const { user } = await createUser(db, { roles: ["manager"] });
    const actor = await sessionActor(user.id);
    const started = await startTwoFactorEnrolment(actor);
    expect(started.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.otpauthUrl).toContain(`secret=${started.secret}`);
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.totpSecret).not.toContain(started.secret); // sealed
    expect(stored.totpEnabledAt).toBeNull();
    // Not on until confirmed: sign-in still needs only the password.
    expect(await signIn(user.email)).toBe("ok");

    await expect(confirmTwoFactorEnrolment(actor, { code: "000000" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const { recoveryCodes } = await confirmTwoFactorEnrolment(actor, { code: codeAt(started.secret, Date.now()) });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const rows = await db.recoveryCode.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(10);
    for (const code of recoveryCodes) {
      expect(rows.some((r) => r.codeHash.includes(code))).toBe(false);
      expect(rows.some((r) => r.codeHash === hashRecoveryCode(user.id, code))).toBe(true);
    }
    // Starting again while on is refused.
    await expect(startTwoFactorEnrolment(actor)).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("through the routes: a session may enrol, an API token may not", async () => {
    const { user } = await createUser(db, { roles: ["employee"] });
    const token = await tokenFor(user.id);
    expect((await call(setupRoute.POST, { method: "POST", path: "/x", token })).status).toBe(400);
    expect((await call(setupRoute.POST, { method: "POST", path: "/x", token, json: { start: true } })).status).toBe(
      403,
    );
    expect((await call(confirmRoute.POST, { method: "POST", path: "/x", token, json: { code: "12" } })).status).toBe(
      403,
    );
    const bad = await call<{ fieldErrors: Record<string, string[]> }>(confirmRoute.POST, {
      method: "POST",
      path: "/x",
      token,
      json: { code: "" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.code).toBeDefined();
    const status = await call<{ enabled: boolean; required: boolean }>(statusRoute.GET, { path: "/x", token });
    expect(status.body).toMatchObject({ enabled: false, required: false, recoveryCodesLeft: 0 });
    expect((await call(disableRoute.POST, { method: "POST", path: "/x", token, json: { code: "1" } })).status).toBe(
      403,
    );
  });

  it("grants no session without the code; the right code signs in once, a replayed one is refused", async () => {
    const { user } = await createUser(db, { roles: ["manager"] });
    const { secret } = await enrol(user.id);
    expect(await signIn(user.email)).toBe(SIGN_IN_ERRORS.codeRequired);
    // A wrong password never reveals that a code is due.
    expect(await signIn(user.email, undefined, "Wrong-pass-1")).toBe(SIGN_IN_ERRORS.invalid);
    expect(await signIn(user.email, "123456")).toBe(SIGN_IN_ERRORS.wrongCode);
    const code = codeAt(secret, Date.now());
    expect(await signIn(user.email, code)).toBe("ok");
    expect(await signIn(user.email, code)).toBe(SIGN_IN_ERRORS.wrongCode);
  });

  it("counts wrong codes toward the sign-in throttle", async () => {
    const { user } = await createUser(db, { roles: ["manager"] });
    const { secret } = await enrol(user.id);
    for (let i = 0; i < 5; i += 1) expect(await signIn(user.email, "000000")).toBe(SIGN_IN_ERRORS.wrongCode);
    // The sixth waits (the code throttle's first step: 30 s), even with the right code.
    expect(await signIn(user.email, codeAt(secret, Date.now()))).toBe(throttledFor("30 seconds"));
  });

  it("takes each recovery code once", async () => {
    const { user } = await createUser(db, { roles: ["employee"] });
    const { recoveryCodes } = await enrol(user.id);
    expect(await signIn(user.email, recoveryCodes[3].toLowerCase())).toBe("ok");
    expect(await signIn(user.email, recoveryCodes[3])).toBe(SIGN_IN_ERRORS.wrongCode);
    expect(await signIn(user.email, recoveryCodes[4])).toBe("ok");
    expect(await db.recoveryCode.count({ where: { userId: user.id, usedAt: null } })).toBe(8);
  });

  it("turns off with a code (ending other sessions), unless the role requires it", async () => {
    const { user } = await createUser(db, { roles: ["employee"] });
    const { recoveryCodes } = await enrol(user.id);
    const actor = await sessionActor(user.id);
    await expect(disableTwoFactor(actor, { code: "ZZZZZ-ZZZZZ" })).rejects.toBeInstanceOf(AppError);
    await disableTwoFactor(actor, { code: recoveryCodes[0] });
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.totpSecret).toBeNull();
    expect(after.totpEnabledAt).toBeNull();
    expect(after.sessionVersion).toBe(user.sessionVersion + 1);
    expect(await db.recoveryCode.count({ where: { userId: user.id } })).toBe(0);
    expect(await signIn(user.email)).toBe("ok");
  });

  describe("required for staff (TWO_FACTOR_REQUIRED_FOR_ADMINS)", () => {
    const saved = process.env.TWO_FACTOR_REQUIRED_FOR_ADMINS;
    afterEach(() => {
      process.env.TWO_FACTOR_REQUIRED_FOR_ADMINS = saved;
    });

    async function gateOf(userId: string) {
      const actor = await sessionActor(userId);
      return resolveGate(actor, await loadShellContext(actor));
    }

    it("sends an admin without two-factor to its setup before anything else, and lets them on once set up", async () => {
      process.env.TWO_FACTOR_REQUIRED_FOR_ADMINS = "true";
      for (const roles of [["admin"], ["admin", "payroll"], ["benefits-specialist"], ["international-expansion"]]) {
        const { user } = await createUser(db, { roles });
        const gate = await gateOf(user.id);
        expect(gate).toEqual({ redirectTo: TWO_FACTOR_SETUP_PATH, allowPrefixes: [TWO_FACTOR_SETUP_PATH] });
        // The password step still works: the gate is the setup, not a lock-out.
        expect(await signIn(user.email)).toBe("ok");
        await enrol(user.id);
        expect(await gateOf(user.id)).toBeNull();
        const actor = await sessionActor(user.id);
        await expect(disableTwoFactor(actor, { code: "123456" })).rejects.toMatchObject({ code: "FORBIDDEN" });
      }
      // Not staff: optional.
      const { user: manager } = await createUser(db, { roles: ["manager"] });
      expect(await gateOf(manager.id)).toBeNull();
    });

    it("only recommends it when the setting is off (the e2e servers' configuration)", async () => {
      process.env.TWO_FACTOR_REQUIRED_FOR_ADMINS = "false";
      const { user } = await createUser(db, { roles: ["admin"] });
      expect(await gateOf(user.id)).toBeNull();
      const token = await tokenFor(user.id);
      const status = await call(statusRoute.GET, { path: "/x", token });
      expect(status.body).toMatchObject({ enabled: false, required: false });
    });
  });
});
