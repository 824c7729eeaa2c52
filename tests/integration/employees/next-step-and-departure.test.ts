/** @jest-environment node */
// [EMPLOYEES] The employee page's Next step and open departure (lib/onboarding/get-next-step.ts,
// lib/terminations/get-open-departure.ts): the step for a new hire with the action only for who may take it, and the
// open termination request or resignation only for who may read it, within their tenancy.
import { getDb } from "@/lib/db";
import { loadActor } from "@/lib/auth/session";
import { getEmployeeDetail } from "@/lib/employees/get-employee";
import { getEmployeeNextStep } from "@/lib/onboarding/get-next-step";
import { getOpenDeparture } from "@/lib/terminations/get-open-departure";
import { createUser } from "../../factories/users";
import { createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";

const db = getDb();
const actorOf = async (userId: string) => (await loadActor(userId, null, "session"))!;

async function world() {
  const owner = await createManager(db);
  const { employee } = await createEmployee(db, {
    companyId: owner.companyId,
    managerId: owner.manager.id,
    onboardingStatus: "PENDING",
    lspId: null,
    legalEntityId: null,
    withUser: true,
  });
  const { user: admin } = await createUser(db, { roles: ["admin"] });
  const stranger = await createManager(db);
  return {
    owner,
    employee,
    admin: await actorOf(admin.id),
    manager: await actorOf(owner.user.id),
    self: await actorOf(employee.userId!),
    stranger: await actorOf(stranger.user.id),
  };
}

describe("[EMPLOYEES] the employee page's next step and open departure", () => {
  it("a new hire without an employer: the admin's step, with the action for the admin only", async () => {
    const w = await world();
    const asAdmin = await getEmployeeDetail(w.admin, w.employee.id);
    expect(asAdmin.actions).toMatchObject({ setEmployer: true, generateContract: true });
    expect(await getEmployeeNextStep(asAdmin, w.admin, null)).toMatchObject({
      step: "employer",
      owner: "Admin",
      action: { label: "Set employer and legal entity" },
    });
    const asManager = await getEmployeeDetail(w.manager, w.employee.id);
    expect(asManager.actions.setEmployer).toBe(false);
    expect(await getEmployeeNextStep(asManager, w.manager, null)).toMatchObject({
      step: "employer",
      title: "Waiting for the admin: set the employer (LSP) and legal entity",
      action: null,
    });
  });

  it("shows the open termination request to who may read it, in their tenancy; a completed one is not open", async () => {
    const w = await world();
    const request = await db.terminationRequest.create({
      data: {
        companyId: w.owner.companyId,
        employeeId: w.employee.id,
        answers: {
          lastWorkingDayPreference: { inputAnswers: ["2027-01-15"] },
          lastEmploymentDatePreference: { inputAnswers: ["2027-01-31"] },
        },
      },
    });
    const expected = {
      kind: "termination",
      id: request.id,
      statusLabel: "Requested",
      lastWorkingDay: "2027-01-15",
      lastEmploymentDate: "2027-01-31",
      href: `/companies/${w.owner.companyId}/employee/${w.employee.id}/termination-requests/${request.id}/view`,
    };
    expect(await getOpenDeparture(w.admin, w.employee.id)).toMatchObject(expected);
    expect(await getOpenDeparture(w.manager, w.employee.id)).toMatchObject(expected);
    expect(await getOpenDeparture(w.stranger, w.employee.id)).toBeNull();
    expect(await getOpenDeparture(w.self, w.employee.id)).toBeNull();
    await db.terminationRequest.update({ where: { id: request.id }, data: { status: "COMPLETED" } });
    expect(await getOpenDeparture(w.admin, w.employee.id)).toBeNull();
  });

  it("shows an open resignation to admins and the company's manager", async () => {
    const w = await world();
    await db.resignation.create({
      data: {
        companyId: w.owner.companyId,
        employeeId: w.employee.id,
        employeeLastWorkingDay: new Date("2027-02-26"),
        resignationReason: "newJob",
      },
    });
    const expected = { kind: "resignation", statusLabel: "Requested", lastWorkingDay: "2027-02-26" };
    expect(await getOpenDeparture(w.admin, w.employee.id)).toMatchObject(expected);
    expect(await getOpenDeparture(w.manager, w.employee.id)).toMatchObject(expected);
    expect(await getOpenDeparture(w.stranger, w.employee.id)).toBeNull();
  });
});
