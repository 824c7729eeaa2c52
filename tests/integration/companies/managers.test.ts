/** @jest-environment node */
// Managers: list/add/edit/delete and the platform invitation, through the real routes.
import * as managersRoute from "@/app/api/companies/[companyId]/managers/route";
import * as managerRoute from "@/app/api/companies/[companyId]/managers/[managerId]/route";
import * as inviteRoute from "@/app/api/users/[userId]/invite/route";
import { getDb } from "@/lib/db";
import { MESSAGES } from "@/lib/errors";
import { sha256 } from "@/lib/auth/tokens";
import { call, tokenFor } from "../support/http";
import { createUser, uniqueSuffix } from "../../factories/users";
import { createCompany, createManager } from "../../factories/companies";

const db = getDb();
type Body = { message: string; fieldErrors?: Record<string, string[]> };
const SUPER = ["employees:*", "super-manager"];

function newManager(email = `new-${uniqueSuffix()}@client.example`) {
  return { firstName: "Nia", lastName: "New", jobTitle: "CFO", department: "Finance", email };
}

afterEach(() => {
  delete process.env.READ_ONLY;
});

describe("[MANAGERS] add, edit, list", () => {
  it("a super manager adds a manager in one transaction (User + UserRole + Manager + audit)", async () => {
    const boss = await createManager(db, { scopes: SUPER });
    const token = await tokenFor(boss.user.id);
    const input = newManager();
    const res = await call<{ id: string; userId: string }>(managersRoute.POST, {
      method: "POST",
      path: "/x",
      params: { companyId: boss.companyId },
      token,
      json: input,
    });
    expect(res.status).toBe(201);
    const user = await db.user.findUniqueOrThrow({
      where: { id: res.body.userId },
      include: { roles: true, manager: true },
    });
    expect(user.email).toBe(input.email);
    expect(user.roles).toEqual([
      expect.objectContaining({ type: "manager", tenantId: boss.companyId, scopes: ["employees:*"] }),
    ]);
    expect(user.manager).toMatchObject({ companyId: boss.companyId, jobTitle: "CFO", department: "Finance" });
    expect(
      await db.auditEvent.count({ where: { entityType: "Manager", entityId: res.body.id, action: "manager.create" } }),
    ).toBe(1);

    const list = await call<{ items: { email: string; invitationStatus: string | null }[] }>(managersRoute.GET, {
      path: "/x",
      params: { companyId: boss.companyId },
      token,
    });
    expect(list.body.items.find((m) => m.email === input.email)?.invitationStatus).toBeNull();
  });

  it("a duplicate e-mail answers 409 'This email is already associated with a user in the platform' and saves nothing", async () => {
    const boss = await createManager(db, { scopes: SUPER });
    const { email } = await createUser(db, {});
    const users = await db.user.count();
    const res = await call<Body>(managersRoute.POST, {
      method: "POST",
      path: "/x",
      params: { companyId: boss.companyId },
      token: await tokenFor(boss.user.id),
      json: newManager(email),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.duplicateManager);
    expect(await db.user.count()).toBe(users);
  });

  it("validation messages of the manager form", async () => {
    const company = await createCompany(db);
    const { user } = await createUser(db, { roles: ["admin"] });
    const token = await tokenFor(user.id);
    const res = await call<Body>(managersRoute.POST, {
      method: "POST",
      path: "/x",
      params: { companyId: company.id },
      token,
      json: { firstName: "", lastName: "", jobTitle: "", department: "Space", email: " a@b.com" },
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({
      firstName: ["Please enter a first name"],
      lastName: ["Please enter a last name"],
      jobTitle: ["Please enter a job title"],
      department: ["Please select a department"],
      email: ["Email addresses should not contain any spaces at the beginning or end"],
    });
    const bad = await call<Body>(managersRoute.POST, {
      method: "POST",
      path: "/x",
      params: { companyId: company.id },
      token,
      json: { ...newManager(), email: "x@nowhere" },
    });
    expect(bad.body.fieldErrors!.email).toEqual(["Please enter a valid email"]);
    const none = await call<Body>(managersRoute.POST, {
      method: "POST",
      path: "/x",
      params: { companyId: company.id },
      token,
      json: { ...newManager(), email: "" },
    });
    expect(none.body.fieldErrors!.email).toEqual(["Please enter an email address"]);
  });

  it("a plain manager may not add (403); a super manager of another company gets 404", async () => {
    const plain = await createManager(db);
    expect(
      (
        await call(managersRoute.POST, {
          method: "POST",
          path: "/x",
          params: { companyId: plain.companyId },
          token: await tokenFor(plain.user.id),
          json: newManager(),
        })
      ).status,
    ).toBe(403);
    const foreign = await createManager(db, { scopes: SUPER });
    const res = await call(managersRoute.POST, {
      method: "POST",
      path: "/x",
      params: { companyId: plain.companyId },
      token: await tokenFor(foreign.user.id),
      json: newManager(),
    });
    expect(res.status).toBe(404);
    expect(
      (
        await call(managersRoute.GET, {
          path: "/x",
          params: { companyId: plain.companyId },
          token: await tokenFor(foreign.user.id),
        })
      ).status,
    ).toBe(404);
  });

  it("edits job title and department ('Please select a valid department')", async () => {
    const boss = await createManager(db, { scopes: SUPER });
    const other = await createManager(db, { companyId: boss.companyId });
    const token = await tokenFor(boss.user.id);
    const params = { companyId: boss.companyId, managerId: other.manager.id };
    const bad = await call<Body>(managerRoute.PATCH, {
      method: "PATCH",
      path: "/x",
      params,
      token,
      json: { jobTitle: "", department: "Nope" },
    });
    expect(bad.body.fieldErrors).toEqual({
      jobTitle: ["Please enter a job title"],
      department: ["Please select a valid department"],
    });
    const ok = await call<{ department: string }>(managerRoute.PATCH, {
      method: "PATCH",
      path: "/x",
      params,
      token,
      json: { jobTitle: "Head of People", department: "Human Resources" },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.department).toBe("Human Resources");
    const detail = await call<{ jobTitle: string }>(managerRoute.GET, { path: "/x", params, token });
    expect(detail.body.jobTitle).toBe("Head of People");
    // A manager id of another company under this company id is not found.
    const stranger = await createManager(db);
    expect(
      (
        await call(managerRoute.GET, {
          path: "/x",
          params: { companyId: boss.companyId, managerId: stranger.manager.id },
          token,
        })
      ).status,
    ).toBe(404);
  });
});

describe("[MANAGERS] delete", () => {
  it("deletes only while 2+ managers remain; the deleted user can no longer sign in", async () => {
    const boss = await createManager(db, { scopes: SUPER });
    const other = await createManager(db, { companyId: boss.companyId });
    const { user: cs } = await createUser(db, { roles: ["admin", "customer-success"] });
    const token = await tokenFor(cs.id);
    const res = await call(managerRoute.DELETE, {
      method: "DELETE",
      path: "/x",
      params: { companyId: boss.companyId, managerId: other.manager.id },
      token,
    });
    expect(res.status).toBe(204);
    expect(await db.manager.findUnique({ where: { id: other.manager.id } })).toBeNull();
    expect((await db.user.findUniqueOrThrow({ where: { id: other.user.id } })).isActive).toBe(false);
    const last = await call<Body>(managerRoute.DELETE, {
      method: "DELETE",
      path: "/x",
      params: { companyId: boss.companyId, managerId: boss.manager.id },
      token,
    });
    expect(last.status).toBe(409);
    expect(await db.manager.count({ where: { companyId: boss.companyId } })).toBe(1);
  });

  it("a general admin and a plain manager may not delete (403)", async () => {
    const boss = await createManager(db, { scopes: SUPER });
    const other = await createManager(db, { companyId: boss.companyId });
    const { user: admin } = await createUser(db, { roles: ["admin"] });
    const params = { companyId: boss.companyId, managerId: boss.manager.id };
    expect(
      (await call(managerRoute.DELETE, { method: "DELETE", path: "/x", params, token: await tokenFor(admin.id) }))
        .status,
    ).toBe(403);
    expect(
      (await call(managerRoute.DELETE, { method: "DELETE", path: "/x", params, token: await tokenFor(other.user.id) }))
        .status,
    ).toBe(403);
  });
});

describe("[MANAGERS] platform invitation", () => {
  it("queues a real e-mail with a single-use hashed /change-pw token and marks the invitation SENT", async () => {
    const boss = await createManager(db, { scopes: SUPER });
    const invitee = await createManager(db, { companyId: boss.companyId });
    await db.user.update({ where: { id: invitee.user.id }, data: { seenPrivacyPolicy: false } });
    const token = await tokenFor(boss.user.id);
    const res = await call<{ invitationStatus: string }>(inviteRoute.POST, {
      method: "POST",
      path: "http://omni.test/api/x",
      params: { userId: invitee.user.id },
      token,
      json: { isManagerPermissions: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.invitationStatus).toBe("SENT");
    const mail = await db.outboxEmail.findFirstOrThrow({
      where: { to: invitee.email },
      orderBy: { createdAt: "desc" },
    });
    const link = /\/change-pw\?token=([\w%-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const plain = decodeURIComponent(link![1]);
    const stored = await db.passwordSetupToken.findUniqueOrThrow({ where: { tokenHash: sha256(plain) } });
    expect(stored.userId).toBe(invitee.user.id);
    expect(stored.tokenHash).not.toContain(plain);
    expect((await db.user.findUniqueOrThrow({ where: { id: invitee.user.id } })).sentInvitationAt).not.toBeNull();
    const list = await call<{ items: { userId: string; invitationStatus: string }[] }>(managersRoute.GET, {
      path: "/x",
      params: { companyId: boss.companyId },
      token,
    });
    expect(list.body.items.find((m) => m.userId === invitee.user.id)?.invitationStatus).toBe("SENT");
    // Sending again replaces the first link.
    await call(inviteRoute.POST, { method: "POST", path: "/x", params: { userId: invitee.user.id }, token, json: {} });
    expect((await db.passwordSetupToken.findUniqueOrThrow({ where: { id: stored.id } })).usedAt).not.toBeNull();
  });

  it("a super manager cannot invite someone outside their company (404), a plain manager not a manager (403)", async () => {
    const boss = await createManager(db, { scopes: SUPER });
    const stranger = await createManager(db);
    const colleague = await createManager(db, { companyId: boss.companyId });
    expect(
      (
        await call(inviteRoute.POST, {
          method: "POST",
          path: "/x",
          params: { userId: stranger.user.id },
          token: await tokenFor(boss.user.id),
          json: {},
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(inviteRoute.POST, {
          method: "POST",
          path: "/x",
          params: { userId: boss.user.id },
          token: await tokenFor(colleague.user.id),
          json: {},
        })
      ).status,
    ).toBe(403);
    expect(await db.outboxEmail.count({ where: { to: stranger.email } })).toBe(0);
  });
});
