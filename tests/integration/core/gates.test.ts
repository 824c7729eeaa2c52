/** @jest-environment node */
// The redirect gates of the signed-in shell (spec 1 section 2, spec 3 'Role-based routing').
import { getDb } from "@/lib/db";
import { loadActor } from "@/lib/auth/session";
import { isAllowedByGate, loadShellContext, resolveGate } from "@/lib/auth/gates";
import { ONBOARDING_GATES } from "@/lib/onboarding/onboarding-gates";
import { createUser } from "../../factories/users";
import { createCompany, createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";

const db = getDb();

async function gateFor(userId: string, options: { privacyDeferred?: boolean } = {}) {
  const actor = (await loadActor(userId, null, "session"))!;
  return resolveGate(actor, await loadShellContext(actor), options, ONBOARDING_GATES);
}

async function inReadOnlyMode<T>(run: () => Promise<T>): Promise<T> {
  const before = process.env.READ_ONLY;
  process.env.READ_ONLY = "true";
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env.READ_ONLY;
    else process.env.READ_ONLY = before;
  }
}

describe("[CORE] redirect gates", () => {
  it("lets a plain admin and a manager of a reviewed company through", async () => {
    const { user: admin } = await createUser(db, { roles: ["admin"] });
    expect(await gateFor(admin.id)).toBeNull();
    const { user: manager } = await createManager(db);
    expect(await gateFor(manager.id)).toBeNull();
  });

  it("sends a user who never accepted the privacy policy to the consent page first", async () => {
    const { user } = await createUser(db, { roles: ["admin"], seenPrivacyPolicy: false });
    const gate = await gateFor(user.id);
    expect(gate?.redirectTo).toBe("/privacy-policy");
    expect(isAllowedByGate(gate, "/privacy-policy")).toBe(true);
    expect(isAllowedByGate(gate, "/companies")).toBe(false);
  });

  it("sends a manager of a needs-review company to its edit page, and only there", async () => {
    const company = await createCompany(db, { needsManagerReview: true });
    const { user } = await createManager(db, { companyId: company.id });
    const gate = await gateFor(user.id);
    expect(gate?.redirectTo).toBe(`/companies/${company.id}/edit`);
    expect(isAllowedByGate(gate, `/companies/${company.id}/edit`)).toBe(true);
    expect(isAllowedByGate(gate, `/companies/${company.id}`)).toBe(false);
    await db.company.update({ where: { id: company.id }, data: { needsManagerReview: false } });
    expect(await gateFor(user.id)).toBeNull();
  });

  it("sends an employee with required fields missing to their edit page, then to the onboarding form when owed", async () => {
    const { employee, user } = await createEmployee(db, {
      withUser: true,
      needsRequiredFieldsFilled: true,
      requireTypeFormFilled: true,
    });
    expect((await gateFor(user!.id))?.redirectTo).toBe(`/employees/${employee.id}/edit`);
    await db.employee.update({ where: { id: employee.id }, data: { needsRequiredFieldsFilled: false } });
    const gate = await gateFor(user!.id);
    expect(gate?.redirectTo).toMatch(/\/typeform\?first_name=Erin&last_name=Employee/);
    expect(gate?.redirectTo).toContain(`email=${encodeURIComponent(user!.email)}`);
  });

  it("sends a contractor to the contractor site", async () => {
    const { user } = await createUser(db, { roles: ["contractor"] });
    expect((await gateFor(user.id))?.redirectTo).toMatch(/^https:\/\/contractors\./);
  });

  it("sends a user whose roles give no main role to the error notice, and lets viewers through", async () => {
    for (const roles of [["payroll"], ["finance"], []]) {
      const { user } = await createUser(db, { roles });
      const gate = await gateFor(user.id);
      expect(gate?.redirectTo).toBe("/error");
      expect(isAllowedByGate(gate, "/profile")).toBe(false);
    }
    const { user: viewer } = await createUser(db, { roles: ["viewer:clients-sensitive-data"] });
    expect(await gateFor(viewer.id)).toBeNull();
    const { user: contractor } = await createUser(db, { roles: ["contractor", "payroll"] });
    expect((await gateFor(contractor.id))?.redirectTo).toMatch(/^https:\/\/contractors\./);
  });

  it("in read-only mode the privacy consent gate lets a reader continue once they chose to, without a write", async () => {
    const { user } = await createUser(db, { roles: ["admin"], seenPrivacyPolicy: false });
    await inReadOnlyMode(async () => {
      expect((await gateFor(user.id))?.redirectTo).toBe("/privacy-policy");
      expect(await gateFor(user.id, { privacyDeferred: true })).toBeNull();
    });
    // Outside read-only mode the deferral counts for nothing: consent is a write that works.
    expect((await gateFor(user.id, { privacyDeferred: true }))?.redirectTo).toBe("/privacy-policy");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).seenPrivacyPolicy).toBe(false);
  });

  it("in read-only mode the gates that ask for a write (company review, required fields) are lifted", async () => {
    const company = await createCompany(db, { needsManagerReview: true });
    const { user: manager } = await createManager(db, { companyId: company.id });
    const { user: employee } = await createEmployee(db, { withUser: true, needsRequiredFieldsFilled: true });
    await inReadOnlyMode(async () => {
      expect(await gateFor(manager.id)).toBeNull();
      expect(await gateFor(employee!.id)).toBeNull();
    });
    expect((await gateFor(manager.id))?.redirectTo).toBe(`/companies/${company.id}/edit`);
  });
});
