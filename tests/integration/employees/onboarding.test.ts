/** @jest-environment node */
// Onboarding progress: an admin ticks steps; the last one makes the employee Active through the workflow
// (status history + audit); completing without an employer is refused ('Employer missing').
import * as progressRoute from "@/app/api/onboarding-progress/employee/[employeeId]/route";
import { getDb } from "@/lib/db";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";
import { ONBOARDING_STAGES, ALL_STEP_IDS } from "../../../prisma/seed/data/onboarding";

const db = getDb();
type Progress = {
  percent: number;
  completedStages: number;
  allComplete: boolean;
  onboardingStatus: string;
  latestInProgressStageId: string | null;
  stages: { id: string; steps: { id: string; completed: boolean }[] }[];
};

beforeAll(async () => {
  await db.onboardingStage.createMany({
    data: ONBOARDING_STAGES.map(([name], i) => ({ id: `stage-${i + 1}`, position: i + 1, name })),
    skipDuplicates: true,
  });
  await db.onboardingStep.createMany({
    data: ONBOARDING_STAGES.flatMap(([, steps], s) =>
      steps.map((name, i) => ({
        id: `stage-${s + 1}-step-${i + 1}`,
        stageId: `stage-${s + 1}`,
        position: i + 1,
        name,
      })),
    ),
    skipDuplicates: true,
  });
});

async function admin() {
  const { user } = await createUser(db, { roles: ["admin"] });
  return tokenFor(user.id);
}

const patch = (employeeId: string, token: string, updatedSteps: { stepId: string; completed: boolean }[]) =>
  call<Progress & { message: string }>(progressRoute.PATCH, {
    method: "PATCH",
    path: `/api/onboarding-progress/employee/${employeeId}`,
    params: { employeeId },
    json: { updatedSteps },
    token,
  });

describe("[ONBOARDING] progress", () => {
  it("an admin ticks every step to Active; the change is in the status history and the audit trail", async () => {
    const lsp = await db.localServiceProvider.create({
      data: { name: `LSP ${Math.random()}`, type: "EMPLOYER_OF_RECORD" },
    });
    const { employee } = await createEmployee(db, { onboardingStatus: "IN_PROGRESS", lspId: lsp.id });
    const token = await admin();
    const first = await patch(employee.id, token, [
      { stepId: "stage-1-step-1", completed: true },
      { stepId: "stage-1-step-2", completed: true },
    ]);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      completedStages: 1,
      percent: 11,
      latestInProgressStageId: "stage-2",
      allComplete: false,
    });
    const undo = await patch(employee.id, token, [{ stepId: "stage-1-step-2", completed: false }]);
    expect(undo.body).toMatchObject({ completedStages: 0, percent: 0, latestInProgressStageId: "stage-1" });

    const done = await patch(
      employee.id,
      token,
      ALL_STEP_IDS.map((stepId) => ({ stepId, completed: true })),
    );
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      percent: 100,
      allComplete: true,
      onboardingStatus: "ACTIVE",
      latestInProgressStageId: null,
    });
    expect((await db.employee.findUniqueOrThrow({ where: { id: employee.id } })).onboardingStatus).toBe("ACTIVE");
    const history = await db.statusHistory.findFirstOrThrow({
      where: { entityType: "Employee", entityId: employee.id },
    });
    expect([history.fromStatus, history.toStatus]).toEqual(["IN_PROGRESS", "ACTIVE"]);
    expect(await db.auditEvent.count({ where: { entityId: employee.id, action: "employee.activate" } })).toBe(1);
    expect(await db.auditEvent.count({ where: { entityId: employee.id, action: "onboarding.update" } })).toBe(3);
    // The employment starts with the activation (a later termination dates it).
    const active = await db.employee.findUniqueOrThrow({
      where: { id: employee.id },
      include: { currentEmployment: true },
    });
    expect(active.currentEmployment).toMatchObject({ status: "EMPLOYMENT_STATUS_ACTIVE", lspId: active.lspId });
  });

  it("refuses the last step without an employer and keeps the progress as it was", async () => {
    const { employee } = await createEmployee(db, { onboardingStatus: "IN_PROGRESS", lspId: null });
    const token = await admin();
    const res = await patch(
      employee.id,
      token,
      ALL_STEP_IDS.map((stepId) => ({ stepId, completed: true })),
    );
    expect(res.status).toBe(422);
    expect(res.body.message).toContain("Employer missing");
    expect(await db.employeeOnboardingProgress.findUnique({ where: { employeeId: employee.id } })).toBeNull();
    expect((await db.employee.findUniqueOrThrow({ where: { id: employee.id } })).onboardingStatus).toBe("IN_PROGRESS");
  });

  it("an unknown step is a 400 naming the field; a manager may read but not tick", async () => {
    const { employee } = await createEmployee(db, { onboardingStatus: "IN_PROGRESS" });
    const bad = await patch(employee.id, await admin(), [{ stepId: "stage-99-step-1", completed: true }]);
    expect(bad.status).toBe(400);
    const { user } = await createManager(db, { companyId: employee.companyId });
    const managerToken = await tokenFor(user.id);
    const read = await call<Progress>(progressRoute.GET, {
      path: `/api/onboarding-progress/employee/${employee.id}`,
      params: { employeeId: employee.id },
      token: managerToken,
    });
    expect(read.status).toBe(200);
    expect(read.body.stages).toHaveLength(9);
    expect((await patch(employee.id, managerToken, [{ stepId: "stage-1-step-1", completed: true }])).status).toBe(403);
  });
});
