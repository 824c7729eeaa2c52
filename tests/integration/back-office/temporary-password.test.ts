/** @jest-environment node */
// A new admin user's temporary password (spec 3 section 2, spec 1 section 6): only OP admins read an admin user
// and its temporary password, which is sealed at rest, works for one sign-in, then forces a password change, and
// expires.
import * as usersRoute from "@/app/api/users/route";
import * as userRoute from "@/app/api/users/[userId]/route";
import * as inviteRoute from "@/app/api/users/[userId]/invite/route";
import * as passwordRoute from "@/app/api/users/[userId]/password/route";
import * as employeesRoute from "@/app/api/employees/route";
import * as apiTokensRoute from "@/app/api/api-tokens/route";
import { getDb } from "@/lib/db";
import { authOptions } from "@/lib/auth/options";
import { loadActor } from "@/lib/auth/session";
import { CHANGE_PASSWORD_PATH, loadShellContext, resolveGate } from "@/lib/auth/gates";
import { companyEmailDomain } from "@/lib/config";
import { MESSAGES } from "@/lib/errors";
import { NO_PASSWORD_CHANGE_DUE } from "@/lib/account/change-temporary-password";
import { call, tokenFor } from "../support/http";
import { createUser, uniqueSuffix } from "../../factories/users";

const db = getDb();
const NEW_PASSWORD = "My-own-password-2026";
type AdminBody = { userId: string; email: string; temporaryPassword: string | null; message?: string };

async function signIn(email: string, password: string): Promise<boolean> {
  const provider = authOptions.providers.find((p) => p.id === "credentials") as unknown as {
    options: { authorize: (c: Record<string, string>, req: unknown) => Promise<{ id: string } | null> };
  };
  try {
    return !!(await provider.options.authorize({ email, password }, { headers: {} }));
  } catch {
    return false;
  }
}

async function tokenOf(roles: string[]) {
  const { user } = await createUser(db, { roles });
  return tokenFor(user.id);
}

/** An OP admin adds a new OP admin; answers the creator's token and the created user. */
async function addOpAdmin() {
  const opToken = await tokenOf(["admin", "operator"]);
  const res = await call<AdminBody>(usersRoute.POST, {
    method: "POST",
    path: "/api/users",
    token: opToken,
    json: {
      firstName: "Otto",
      lastName: "New",
      email: `otto-${uniqueSuffix()}@${companyEmailDomain()}`,
      additionalAdminRoles: ["operator"],
    },
  });
  expect(res.status).toBe(201);
  return { opToken, created: res.body };
}

async function readUser(userId: string, token: string) {
  return call<AdminBody>(userRoute.GET, { path: "/x", params: { userId }, token });
}

async function gateOf(userId: string) {
  const actor = (await loadActor(userId, null, "token"))!;
  return resolveGate(actor, await loadShellContext(actor));
}

describe("[ADMINS] a new admin user's temporary password", () => {
  it("a general admin and a client-success admin get 404 and no password for a new OP admin; the OP admin reads it", async () => {
    const { opToken, created } = await addOpAdmin();
    expect(created.temporaryPassword).toMatch(/^[\w-]{12,}$/);
    for (const roles of [["admin"], ["admin", "customer-success"], ["admin", "payroll"]]) {
      const token = await tokenOf(roles);
      const res = await readUser(created.userId, token);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(created.temporaryPassword!);
      const invite = await call(inviteRoute.POST, {
        method: "POST",
        path: "http://omni.test/x",
        params: { userId: created.userId },
        token,
        json: {},
      });
      expect(invite.status).toBe(403);
    }
    const seen = await readUser(created.userId, opToken);
    expect(seen.status).toBe(200);
    expect(seen.body.temporaryPassword).toBe(created.temporaryPassword);
    // At rest: neither the column nor the hash holds the password in clear.
    const row = await db.user.findUniqueOrThrow({ where: { id: created.userId } });
    expect(row.temporaryPassword).not.toContain(created.temporaryPassword!);
    expect(row.passwordHash).not.toContain(created.temporaryPassword!);
    expect(row.temporaryPasswordExpiresAt!.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
  });

  it("the temporary password signs in once, then the user is held on the change-password page until they set their own", async () => {
    const { opToken, created } = await addOpAdmin();
    const temporary = created.temporaryPassword!;
    expect(await signIn(created.email, temporary)).toBe(true);
    expect(await signIn(created.email, temporary)).toBe(false);
    expect(await gateOf(created.userId)).toEqual({
      redirectTo: CHANGE_PASSWORD_PATH,
      allowPrefixes: [CHANGE_PASSWORD_PATH],
    });
    expect((await readUser(created.userId, opToken)).body.temporaryPassword).toBeNull();

    const ownToken = await tokenFor(created.userId);
    const weak = await call<{ fieldErrors: Record<string, string[]> }>(passwordRoute.POST, {
      method: "POST",
      path: "/x",
      params: { userId: created.userId },
      token: ownToken,
      json: { password: "short", confirmPassword: "short" },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.fieldErrors.password).toBeTruthy();
    const set = await call(passwordRoute.POST, {
      method: "POST",
      path: "/x",
      params: { userId: created.userId },
      token: ownToken,
      json: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(set.status).toBe(200);
    expect((await gateOf(created.userId))?.redirectTo).not.toBe(CHANGE_PASSWORD_PATH);
    expect(await signIn(created.email, NEW_PASSWORD)).toBe(true);
    expect(await signIn(created.email, temporary)).toBe(false);
    // Once set, the password does not change this way again (the mailed link is the way).
    const again = await call<{ message: string }>(passwordRoute.POST, {
      method: "POST",
      path: "/x",
      params: { userId: created.userId },
      token: ownToken,
      json: { password: "Another-pass-2026", confirmPassword: "Another-pass-2026" },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(NO_PASSWORD_CHANGE_DUE);
    expect(
      await db.auditEvent.count({ where: { entityId: created.userId, action: "user.changeTemporaryPassword" } }),
    ).toBe(1);
  });

  it("while the change is due the API answers 403 to every route but the change itself and the own account", async () => {
    const { created } = await addOpAdmin();
    expect(await signIn(created.email, created.temporaryPassword!)).toBe(true);
    const ownToken = await tokenFor(created.userId);
    const list = () => call<{ message: string }>(employeesRoute.GET, { path: "/api/employees", token: ownToken });

    const refused = await list();
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGES.passwordChangeDue);
    // A write is refused the same way, before its body is read: no API token can be minted meanwhile.
    const mint = await call<{ message: string }>(apiTokensRoute.POST, {
      method: "POST",
      path: "/api/api-tokens",
      token: ownToken,
      json: { name: "escape hatch" },
    });
    expect(mint.status).toBe(403);
    expect(mint.body.message).toBe(MESSAGES.passwordChangeDue);
    expect((await readUser(created.userId, ownToken)).status).toBe(200);

    const set = await call(passwordRoute.POST, {
      method: "POST",
      path: "/x",
      params: { userId: created.userId },
      token: ownToken,
      json: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(set.status).toBe(200);
    expect((await list()).status).toBe(200);
  });

  it("an expired temporary password neither signs in nor shows", async () => {
    const { opToken, created } = await addOpAdmin();
    await db.user.update({
      where: { id: created.userId },
      data: { temporaryPasswordExpiresAt: new Date(Date.now() - 1000) },
    });
    expect(await signIn(created.email, created.temporaryPassword!)).toBe(false);
    expect((await readUser(created.userId, opToken)).body.temporaryPassword).toBeNull();
    expect(await gateOf(created.userId)).not.toEqual(expect.objectContaining({ redirectTo: CHANGE_PASSWORD_PATH }));
  });

  it("nobody changes another user's password this way", async () => {
    const { created } = await addOpAdmin();
    expect(await signIn(created.email, created.temporaryPassword!)).toBe(true);
    const res = await call(passwordRoute.POST, {
      method: "POST",
      path: "/x",
      params: { userId: created.userId },
      token: await tokenOf(["admin", "operator"]),
      json: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(404);
    expect((await db.user.findUniqueOrThrow({ where: { id: created.userId } })).mustChangePassword).toBe(true);
  });
});
