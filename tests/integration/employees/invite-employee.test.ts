/** @jest-environment node */
// [EMPLOYEES] The platform invitation of a new hire (spec 1 sections 1 and 4): POST /api/employees/{id}/invite
// creates the sign-in user of an employee who has none (role employee, tenant the company), links it and mails a
// single-use /change-pw link in one transaction; sends again while not accepted; refuses what cannot be invited.
import * as inviteRoute from "@/app/api/employees/[employeeId]/invite/route";
import * as exchangeRoute from "@/app/api/auth/change-pw/route";
import * as setPasswordRoute from "@/app/api/auth/set-password/route";
import { getDb } from "@/lib/db";
import { sha256 } from "@/lib/auth/tokens";
import { call, tokenFor } from "../support/http";
import { createUser, uniqueSuffix } from "../../factories/users";
import { createCompany, createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";

const db = getDb();
type Invitation = {
  employeeId: string;
  userId: string | null;
  invitationStatus: "SENT" | "ACCEPTED" | null;
  sentInvitationAt: string | null;
  email: string | null;
};
type ErrorBody = { message: string; fieldErrors?: Record<string, string[]> };

const invite = <T = Invitation>(employeeId: string, token: string) =>
  call<T>(inviteRoute.POST, {
    method: "POST",
    path: "http://omni.test/api/employees/x/invite",
    params: { employeeId },
    token,
  });

/** A new hire as seat conversion, POST /api/employees and the bulk import leave them: no user. */
async function newHire(companyId: string, overrides: Parameters<typeof createEmployee>[1] = {}) {
  const { employee } = await createEmployee(db, {
    companyId,
    onboardingStatus: "IN_PROGRESS",
    personalEmail: `new-hire-${uniqueSuffix()}@mail.test.example`,
    ...overrides,
  });
  expect(employee.userId).toBeNull();
  return employee;
}

async function linkFromMail(to: string) {
  const mails = await db.outboxEmail.findMany({ where: { to }, orderBy: { createdAt: "asc" } });
  const match = /\/change-pw\?token=([\w%-]+)/.exec(mails.at(-1)?.text ?? "");
  return { mails, token: match ? decodeURIComponent(match[1]) : null, text: mails.at(-1)?.text ?? "" };
}

describe("[EMPLOYEES] invite a new hire to the platform", () => {
  it("the employee's manager gets the new user as a direct report", async () => {
    const boss = await createManager(db, { scopes: ["employees:*"] });
    const employee = await newHire(boss.companyId);
    await db.employee.update({ where: { id: employee.id }, data: { managerId: boss.manager.id } });
    const res = await invite(employee.id, await tokenFor(boss.user.id));
    expect(res.status).toBe(200);
    const links = await db.userAssociation.findMany({ where: { associatedUserId: res.body.userId! } });
    expect(links.map((l) => l.userId)).toEqual([boss.user.id]);
  });

  it.each([
    ["a manager with the employees scope", "manager"],
    ["an admin", "admin"],
  ])("%s invites an employee without a user: user, role, link, mail and audit in one go", async (_label, who) => {
    const boss = await createManager(db, { scopes: ["employees:*"] });
    const actor = who === "admin" ? (await createUser(db, { roles: ["admin"] })).user : boss.user;
    const employee = await newHire(boss.companyId, { firstName: "Nora" });
    const email = employee.personalEmail!;

    const res = await invite(employee.id, await tokenFor(actor.id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ employeeId: employee.id, invitationStatus: "SENT", email });
    expect(res.body.userId).toEqual(expect.any(String));
    expect(res.body.sentInvitationAt).toEqual(expect.any(String));

    const user = await db.user.findUniqueOrThrow({ where: { email }, include: { roles: true } });
    expect(user.id).toBe(res.body.userId);
    expect(user.passwordHash).toBeNull();
    expect(user.seenPrivacyPolicy).toBe(false);
    expect(user.sentInvitationAt).not.toBeNull();
    expect(user.roles.map((r) => ({ type: r.type, tenantId: r.tenantId }))).toEqual([
      { type: "employee", tenantId: boss.companyId },
    ]);
    expect((await db.employee.findUniqueOrThrow({ where: { id: employee.id } })).userId).toBe(user.id);

    const { mails, token, text } = await linkFromMail(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("You are invited to OmniPlatform");
    expect(text).toContain("Hello Nora,");
    expect(text).toContain("http://omni.test/change-pw?token=");
    const stored = await db.passwordSetupToken.findUniqueOrThrow({ where: { tokenHash: sha256(token!) } });
    expect(stored).toMatchObject({ userId: user.id, usedAt: null });

    const audit = await db.auditEvent.findMany({ where: { actorId: actor.id }, orderBy: { createdAt: "asc" } });
    expect(audit.map((a) => [a.action, a.entityId])).toEqual(
      expect.arrayContaining([
        ["user.create", user.id],
        ["user.invite", user.id],
        ["employee.invite", employee.id],
      ]),
    );
  });

  it("sending again replaces the earlier link; once the link sets a password the invitation is accepted (409)", async () => {
    const boss = await createManager(db);
    const token = await tokenFor(boss.user.id);
    const employee = await newHire(boss.companyId);
    const email = employee.personalEmail!;

    expect((await invite(employee.id, token)).status).toBe(200);
    const first = (await linkFromMail(email)).token!;
    const again = await invite(employee.id, token);
    expect(again.status).toBe(200);
    expect(again.body.invitationStatus).toBe("SENT");
    const { mails, token: second } = await linkFromMail(email);
    expect(mails).toHaveLength(2);
    expect(second).not.toBe(first);
    // Still one user and one role: the second invitation reused the account.
    expect(await db.user.count({ where: { email } })).toBe(1);
    expect(await db.userRole.count({ where: { user: { email } } })).toBe(1);
    // The first link no longer works, the second one does.
    const exchange = (t: string) =>
      call(exchangeRoute.POST, { method: "POST", path: `/api/auth/change-pw?token=${encodeURIComponent(t)}` });
    expect((await exchange(first)).status).toBe(410);
    expect((await exchange(second!)).status).toBe(200);
    const set = await call(setPasswordRoute.POST, {
      method: "POST",
      path: "/api/auth/set-password",
      json: { token: second, password: "New-hire-pass-2026", confirmPassword: "New-hire-pass-2026" },
    });
    expect(set.status).toBe(200);

    const accepted = await invite<ErrorBody>(employee.id, token);
    expect(accepted.status).toBe(409);
    expect(accepted.body.message).toMatch(/already accepted/);
    expect((await linkFromMail(email)).mails).toHaveLength(2);
  });

  it("refuses an employee without a personal email (400 naming the field) and an address another account uses", async () => {
    const boss = await createManager(db);
    const token = await tokenFor(boss.user.id);

    const noEmail = await newHire(boss.companyId, { personalEmail: null });
    const missing = await invite<ErrorBody>(noEmail.id, token);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain("personalEmail");
    expect(Object.keys(missing.body.fieldErrors ?? {})).toEqual(["personalEmail"]);

    const { email: taken } = await createUser(db, { roles: ["manager"], tenantId: boss.companyId });
    const clash = await newHire(boss.companyId, { personalEmail: taken.toUpperCase() });
    const duplicate = await invite<ErrorBody>(clash.id, token);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toContain("personalEmail");
    expect(duplicate.body.fieldErrors?.personalEmail).toHaveLength(1);

    // Nothing was created or sent for either.
    expect((await db.employee.findUniqueOrThrow({ where: { id: clash.id } })).userId).toBeNull();
    expect(await db.outboxEmail.count({ where: { to: taken } })).toBe(0);
    expect(await db.auditEvent.count({ where: { entityId: { in: [noEmail.id, clash.id] } } })).toBe(0);
  });

  it("refuses archived and deactivated employees with 409", async () => {
    const boss = await createManager(db);
    const token = await tokenFor(boss.user.id);
    const archived = await newHire(boss.companyId, { archivedAt: new Date(), archiveReason: "dropout" });
    const inactive = await newHire(boss.companyId, { onboardingStatus: "INACTIVE" });
    for (const employee of [archived, inactive]) {
      const res = await invite<ErrorBody>(employee.id, token);
      expect([employee.id, res.status]).toEqual([employee.id, 409]);
      expect(await db.user.count({ where: { email: employee.personalEmail! } })).toBe(0);
    }
  });

  it("a manager of another company does not find the employee (404); an employee may not invite (403)", async () => {
    const boss = await createManager(db);
    const employee = await newHire(boss.companyId);
    const stranger = await createManager(db, { scopes: ["employees:*", "super-manager"] });
    const foreign = await invite<ErrorBody>(employee.id, await tokenFor(stranger.user.id));
    expect(foreign.status).toBe(404);

    const colleague = await createEmployee(db, { companyId: boss.companyId, withUser: true });
    const self = await invite<ErrorBody>(employee.id, await tokenFor(colleague.user!.id));
    expect(self.status).toBe(403);

    // A manager without the employees scope may not either.
    const limited = await createManager(db, { companyId: boss.companyId, scopes: ["expenses:notifications"] });
    expect((await invite(employee.id, await tokenFor(limited.user.id))).status).toBe(403);

    expect(await db.user.count({ where: { email: employee.personalEmail! } })).toBe(0);
    expect(await db.outboxEmail.count({ where: { to: employee.personalEmail! } })).toBe(0);
  });

  it("an unknown employee is 404 and the company of the new role is the employee's, not the inviter's", async () => {
    const { user: admin } = await createUser(db, { roles: ["admin"] });
    const token = await tokenFor(admin.id);
    expect((await invite("no-such-employee", token)).status).toBe(404);
    const company = await createCompany(db);
    const employee = await newHire(company.id);
    expect((await invite(employee.id, token)).status).toBe(200);
    const role = await db.userRole.findFirstOrThrow({ where: { user: { email: employee.personalEmail! } } });
    expect(role).toMatchObject({ type: "employee", tenantId: company.id, scopes: [] });
  });
});
