/** @jest-environment node */
import * as exchangeRoute from "@/app/api/auth/change-pw/route";
import * as setRoute from "@/app/api/auth/set-password/route";
import { getDb } from "@/lib/db";
import { newSecret, sha256 } from "@/lib/auth/tokens";
import { verifyPassword } from "@/lib/auth/password";
import { call } from "../support/http";
import { createUser } from "../../factories/users";

const db = getDb();

async function invite(expiresInMs = 60_000) {
  const { user } = await createUser(db, { roles: ["manager"] });
  const token = newSecret("ps_");
  await db.passwordSetupToken.create({
    data: { userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + expiresInMs) },
  });
  return { user, token };
}

describe("[ACCOUNT] password link from an invitation", () => {
  it("exchanges the token for the set-password address, sets the password once, and ends other sessions", async () => {
    const { user, token } = await invite();
    const exchanged = await call<{ url: string }>(exchangeRoute.POST, {
      method: "POST",
      path: `/api/auth/change-pw?token=${token}`,
    });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body.url).toBe(`/change-pw/set?token=${encodeURIComponent(token)}`);

    const set = await call<{ url: string }>(setRoute.POST, {
      method: "POST",
      path: "/api/auth/set-password",
      json: { token, password: "Brand-new-pass-42", confirmPassword: "Brand-new-pass-42" },
    });
    expect(set.status).toBe(200);
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword("Brand-new-pass-42", after.passwordHash)).toBe(true);
    expect(after.sessionVersion).toBe(user.sessionVersion + 1);

    const again = await call<{ message: string }>(setRoute.POST, {
      method: "POST",
      path: "/api/auth/set-password",
      json: { token, password: "Another-pass-42x", confirmPassword: "Another-pass-42x" },
    });
    expect(again.status).toBe(410);
    expect(
      (await call(exchangeRoute.POST, { method: "POST", path: `/api/auth/change-pw?token=${token}` })).status,
    ).toBe(410);
  });

  it("refuses an expired link with 410 and a weak or mismatched password with 400", async () => {
    const { token: expired } = await invite(-1000);
    expect(
      (await call(exchangeRoute.POST, { method: "POST", path: `/api/auth/change-pw?token=${expired}` })).status,
    ).toBe(410);
    const { token } = await invite();
    const weak = await call<{ fieldErrors: Record<string, string[]> }>(setRoute.POST, {
      method: "POST",
      path: "/api/auth/set-password",
      json: { token, password: "short", confirmPassword: "different" },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.fieldErrors.password).toContain("Please use at least 10 characters");
    expect(weak.body.fieldErrors.confirmPassword).toEqual(["The passwords do not match"]);
    const mismatch = await call<{ fieldErrors: Record<string, string[]> }>(setRoute.POST, {
      method: "POST",
      path: "/api/auth/set-password",
      json: { token, password: "Long-enough-pass-1", confirmPassword: "Long-enough-pass-2" },
    });
    expect(mismatch.body.fieldErrors).toEqual({ confirmPassword: ["The passwords do not match"] });
  });
});
