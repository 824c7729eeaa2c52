// GET /api/onboarding-progress/employee/{id}: the nine stages with their steps and the employee's ticks.
import "server-only";
import { db, type Tx } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { findEmployeeOrThrow } from "@/lib/access/employee";
import { summarizeProgress, type StageDef } from "@/lib/onboarding/progress";

export async function loadStages(client: Tx | typeof db = db): Promise<StageDef[]> {
  const stages = await client.onboardingStage.findMany({
    orderBy: { position: "asc" },
    select: { id: true, name: true, steps: { orderBy: { position: "asc" }, select: { id: true, name: true } } },
  });
  return stages;
}

export async function getOnboardingProgress(actor: Actor, employeeId: string) {
  const employee = await findEmployeeOrThrow(actor, employeeId, {
    select: {
      id: true,
      lspId: true,
      onboardingStatus: true,
      countryCode: true,
      onboardingProgress: { select: { completedStepIds: true, territory: true, updatedAt: true } },
    },
  });
  const stages = await loadStages();
  const progress = employee.onboardingProgress;
  return {
    employeeId: employee.id,
    onboardingStatus: employee.onboardingStatus,
    hasEmployer: employee.lspId !== null,
    territory: progress?.territory ?? employee.countryCode,
    updatedAt: progress?.updatedAt ?? null,
    ...summarizeProgress(stages, progress?.completedStepIds ?? []),
  };
}

export type OnboardingProgressDto = Awaited<ReturnType<typeof getOnboardingProgress>>;
