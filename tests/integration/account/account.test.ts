/** @jest-environment node */
// Own account: read/edit, privacy-policy consent, and the verified e-mail change with its 410 paths.
import * as userRoute from "@/app/api/users/[userId]/route";
import * as emailsRoute from "@/app/api/users/[userId]/emails/route";
import * as verifyRoute from "@/app/api/users/[userId]/emails/verify/[token]/route";
import * as privacyRoute from "@/app/api/users/[userId]/privacy-policy/route";
import { getDb } from "@/lib/db";
import { MESSAGES } from "@/lib/errors";
import { loadActor } from "@/lib/auth/session";
import { sha256 } from "@/lib/auth/tokens";
import { welcomePercent } from "@/lib/account/service";
import { call, tokenFor } from "../support/http";
import { waitFor } from "../support/worker-process";
import { createUser, uniqueSuffix } from "../../factories/users";
import { createManager } from "../../factories/companies";

const db = getDb();
type Body = { message: string; fieldErrors?: Record<string, string[]> };

async function startChange(userId: string, token: string, email: string) {
  const res = await call(emailsRoute.POST, {
    method: "POST",
    path: "http://omni.test/api/x",
    params: { userId },
    token,
    json: { email },
  });
  const mail = await db.outboxEmail.findFirstOrThrow({ where: { to: email }, orderBy: { createdAt: "desc" } });
  const link = /\/profile\/verify-email\/([\w%-]+)/.exec(mail.text);
  return { res, verifyToken: link ? decodeURIComponent(link[1]) : "" };
}

afterEach(() => {
  delete process.env.READ_ONLY;
});

describe("[ACCOUNT] own account", () => {
  it("reads one's own account; another user's id is not found; an admin reads a client account (no password in clear)", async () => {
    const { user } = await createUser(db, { roles: ["manager"], overrides: { temporaryPassword: "Temp-123" } });
    const { user: other } = await createUser(db, { roles: ["employee"] });
    const token = await tokenFor(user.id);
    const own = await call<{ email: string; temporaryPassword: string | null }>(userRoute.GET, {
      path: "/x",
      params: { userId: user.id },
      token,
    });
    expect(own.status).toBe(200);
    expect(own.body.temporaryPassword).toBeNull();
    expect((await call(userRoute.GET, { path: "/x", params: { userId: other.id }, token })).status).toBe(404);
    const { user: admin } = await createUser(db, { roles: ["admin"] });
    const seen = await call<{ temporaryPassword: string }>(userRoute.GET, {
      path: "/x",
      params: { userId: user.id },
      token: await tokenFor(admin.id),
    });
    expect(seen.status).toBe(200);
    // Only a sealed, unexpired temporary password shows, and only to OP admins (back-office/temporary-password).
    expect(seen.body.temporaryPassword).toBeNull();
  });

  it("stamps an API token's last use to the minute: the first call writes it, calls within the minute do not", async () => {
    const { user } = await createUser(db, { roles: ["manager"] });
    const token = await tokenFor(user.id);
    const stamp = async () => (await db.apiToken.findUniqueOrThrow({ where: { tokenHash: sha256(token) } })).lastUsedAt;
    const read = () => call(userRoute.GET, { path: "/x", params: { userId: user.id }, token });
    expect(await stamp()).toBeNull();
    expect((await read()).status).toBe(200);
    // The stamp is written beside the answer (best effort): wait for it, not for a clock.
    const first = await waitFor("the first stamp", 10_000, stamp);
    expect((await read()).status).toBe(200);
    expect(await stamp()).toEqual(first);
    // A stamp older than a minute is renewed on the next call.
    const old = new Date(Date.now() - 61_000);
    await db.apiToken.update({ where: { tokenHash: sha256(token) }, data: { lastUsedAt: old } });
    expect((await read()).status).toBe(200);
    await waitFor("a renewed stamp", 10_000, async () => ((await stamp())!.getTime() > old.getTime() ? true : null));
  });

  it("edits only the fields the role may edit, with the spec's messages", async () => {
    const { user } = await createUser(db, { roles: ["manager"] });
    const token = await tokenFor(user.id);
    const bad = await call<Body>(userRoute.PATCH, {
      method: "PATCH",
      path: "/x",
      params: { userId: user.id },
      token,
      json: { displayName: "", firstName: "", lastName: "" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({
      displayName: ["Please enter a name"],
      firstName: ["Please enter a first name"],
      lastName: ["Please enter a last name"],
    });
    const ok = await call(userRoute.PATCH, {
      method: "PATCH",
      path: "/x",
      params: { userId: user.id },
      token,
      json: { displayName: "Boss" },
    });
    expect(ok.status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).displayName).toBe("Boss");
    // The e-mail never changes through PATCH.
    expect(
      (
        await call(userRoute.PATCH, {
          method: "PATCH",
          path: "/x",
          params: { userId: user.id },
          token,
          json: { email: "x@y.com" },
        })
      ).status,
    ).toBe(400);
    const { user: employee } = await createUser(db, { roles: ["employee"] });
    const refused = await call<Body>(userRoute.PATCH, {
      method: "PATCH",
      path: "/x",
      params: { userId: employee.id },
      token: await tokenFor(employee.id),
      json: { firstName: "New" },
    });
    expect(refused.status).toBe(403);
    const { user: other } = await createUser(db, { roles: ["admin"] });
    expect(
      (
        await call(userRoute.PATCH, {
          method: "PATCH",
          path: "/x",
          params: { userId: user.id },
          token: await tokenFor(other.id),
          json: { displayName: "Hijack" },
        })
      ).status,
    ).toBe(404);
  });

  it("accepting the privacy policy sets seenPrivacyPolicy (own account only)", async () => {
    const { user } = await createUser(db, { roles: ["employee"], seenPrivacyPolicy: false });
    const token = await tokenFor(user.id);
    const res = await call(privacyRoute.POST, { method: "POST", path: "/x", params: { userId: user.id }, token });
    expect(res.status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).seenPrivacyPolicy).toBe(true);
    const { user: other } = await createUser(db, { roles: ["employee"], seenPrivacyPolicy: false });
    expect(
      (await call(privacyRoute.POST, { method: "POST", path: "/x", params: { userId: other.id }, token })).status,
    ).toBe(404);
  });

  it("welcome primer progress is completed steps over all steps, rounded", () => {
    expect(welcomePercent(1, 3)).toBe(33);
    expect(welcomePercent(2, 3)).toBe(67);
    expect(welcomePercent(0, 0)).toBe(0);
    expect(welcomePercent(9, 9)).toBe(100);
  });
});

describe("[ACCOUNT] email change", () => {
  it("start -> verify -> confirm: the e-mail changes, old sessions end, the old address is told, the link is single use (410)", async () => {
    const { user, email: oldEmail } = await createUser(db, { roles: ["manager"] });
    const token = await tokenFor(user.id);
    const newEmail = `moved-${uniqueSuffix()}@new.example`;
    const { res, verifyToken } = await startChange(user.id, token, newEmail);
    expect(res.status).toBe(201);
    expect(verifyToken).not.toBe("");
    const row = await db.emailChangeRequest.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.tokenHash).toBe(sha256(verifyToken));

    const params = { userId: user.id, token: verifyToken };
    const check = await call<{ newEmail: string }>(verifyRoute.GET, { path: "/x", params, token });
    expect(check.body.newEmail).toBe(newEmail);
    const sessionBefore = (await db.user.findUniqueOrThrow({ where: { id: user.id } })).sessionVersion;
    const confirm = await call<{ email: string }>(verifyRoute.POST, { method: "POST", path: "/x", params, token });
    expect(confirm.status).toBe(200);
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.email).toBe(newEmail);
    expect(after.sessionVersion).toBe(sessionBefore + 1);
    // A session cookie carrying the old version is refused from now on.
    expect(await loadActor(user.id, sessionBefore, "session")).toBeNull();
    expect(await db.outboxEmail.count({ where: { to: oldEmail, subject: { contains: "changed" } } })).toBe(1);
    const again = await call<Body>(verifyRoute.POST, { method: "POST", path: "/x", params, token });
    expect(again.status).toBe(410);
    expect(again.body.message).toBe("Your email change request has expired, please try again.");
    expect((await call(verifyRoute.GET, { path: "/x", params, token })).status).toBe(410);
  });

  it("an expired token answers 410 and changes nothing", async () => {
    const { user, email } = await createUser(db, { roles: ["employee"] });
    const token = await tokenFor(user.id);
    const { verifyToken } = await startChange(user.id, token, `late-${uniqueSuffix()}@new.example`);
    await db.emailChangeRequest.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const res = await call<Body>(verifyRoute.POST, {
      method: "POST",
      path: "/x",
      params: { userId: user.id, token: verifyToken },
      token,
    });
    expect(res.status).toBe(410);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(email);
  });

  it("a taken address answers 409 with the spec's text; an invalid one 400; someone else's token is not found", async () => {
    const { user } = await createUser(db, { roles: ["employee"] });
    const { email: taken } = await createUser(db, {});
    const token = await tokenFor(user.id);
    const clash = await call<Body>(emailsRoute.POST, {
      method: "POST",
      path: "/x",
      params: { userId: user.id },
      token,
      json: { email: taken },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(MESSAGES.duplicateEmail);
    const invalid = await call<Body>(emailsRoute.POST, {
      method: "POST",
      path: "/x",
      params: { userId: user.id },
      token,
      json: { email: "nope" },
    });
    expect(invalid.body.fieldErrors!.email).toEqual(["Please enter a valid email address"]);
    const { verifyToken } = await startChange(user.id, token, `mine-${uniqueSuffix()}@new.example`);
    const thief = await createManager(db);
    const stolen = await call(verifyRoute.POST, {
      method: "POST",
      path: "/x",
      params: { userId: thief.user.id, token: verifyToken },
      token: await tokenFor(thief.user.id),
    });
    expect(stolen.status).toBe(404);
  });
});
