// PATCH /api/onboarding-progress/employee/{id} (admins): tick or untick steps. One transaction: the progress
// row, its audit event and, when the last step completes, the employee's move to Active through the
// onboarding-status workflow with the current employment. Completing everything needs an employer ('Employer missing').
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import { transition } from "@/lib/workflow";
import { findEmployeeOrThrow } from "@/lib/access/employee";
import { employeeStatusWorkflow } from "@/lib/employees/workflow";
import { ensureCurrentEmployment } from "@/lib/employees/employments/ensure-current-employment";
import { applyStepChanges, summarizeProgress } from "@/lib/onboarding/progress";
import { loadStages, getOnboardingProgress } from "@/lib/onboarding/get-progress";
import { EMPLOYER_MISSING, type TOnboardingUpdate } from "@/lib/onboarding/schema";

export async function updateOnboardingProgress(actor: Actor, employeeId: string, input: TOnboardingUpdate) {
  await db.$transaction(async (tx) => {
    const employee = await findEmployeeOrThrow(
      actor,
      employeeId,
      {
        select: {
          id: true,
          lspId: true,
          version: true,
          countryCode: true,
          onboardingStatus: true,
          onboardingProgress: { select: { completedStepIds: true } },
        },
      },
      tx,
    );
    const stages = await loadStages(tx);
    const before = employee.onboardingProgress?.completedStepIds ?? [];
    const { next, unknown } = applyStepChanges(stages, before, input.updatedSteps);
    if (unknown.length)
      throw new AppError("BAD_REQUEST", "Unknown onboarding step", {
        fieldErrors: { updatedSteps: [`Unknown onboarding step: ${unknown.join(", ")}`] },
      });
    const summary = summarizeProgress(stages, next);
    if (summary.allComplete && !employee.lspId)
      throw new AppError("UNPROCESSABLE", EMPLOYER_MISSING, { fieldErrors: { lspId: [EMPLOYER_MISSING] } });

    await tx.employeeOnboardingProgress.upsert({
      where: { employeeId: employee.id },
      create: {
        employeeId: employee.id,
        completedStepIds: next,
        territory: employee.countryCode,
        updatedById: actor.userId,
      },
      update: { completedStepIds: next, updatedById: actor.userId },
    });
    await recordAudit(tx, {
      actor,
      action: "onboarding.update",
      entityType: "Employee",
      entityId: employee.id,
      before: { completedStepIds: before },
      after: { completedStepIds: next },
    });
    if (summary.allComplete && employee.onboardingStatus !== "ACTIVE" && employee.onboardingStatus !== "INACTIVE") {
      await transition(tx, employeeStatusWorkflow, {
        id: employee.id,
        from: employee.onboardingStatus,
        to: "ACTIVE",
        version: employee.version,
        actor,
        note: "Onboarding complete",
        action: "employee.activate",
      });
      await ensureCurrentEmployment(tx, employee.id, actor);
    }
  });
  return getOnboardingProgress(actor, employeeId);
}
