// The employee page's Next step card: the state lib/employees/next-step.ts reads, gathered for one employee the
// actor has already reached (getEmployeeDetail: tenancy and 404 done there), with the actor's allowed actions.
import "server-only";
import { db } from "@/lib/db";
import type { EmployeeDetail } from "@/lib/employees/get-employee";
import { invitationStatusOfUser } from "@/lib/employees/invite-employee";
import type { OnboardingProgressDto } from "@/lib/onboarding/get-progress";
import { nextStep, type NextStep, type NextStepEmployee } from "@/lib/employees/next-step";

/** The newest contract not archived (what the hire's contract stage is about), or null. */
async function currentContract(employeeId: string): Promise<NextStepEmployee["contract"]> {
  const row = await db.contract.findFirst({
    where: { employeeId, status: { not: "archived" } },
    orderBy: [{ contractVersion: "desc" }, { createdAt: "desc" }],
    select: { status: true, documentId: true },
  });
  return row ? { status: row.status, documentId: row.documentId } : null;
}

export async function getEmployeeNextStep(
  e: EmployeeDetail,
  viewer: { userId: string },
  progress: Pick<OnboardingProgressDto, "percent" | "allComplete" | "stages" | "latestInProgressStageId"> | null,
): Promise<NextStep | null> {
  if (e.archivedAt || (e.onboardingStatus !== "PENDING" && e.onboardingStatus !== "IN_PROGRESS")) return null;
  const state: NextStepEmployee = {
    id: e.id,
    onboardingStatus: e.onboardingStatus,
    archived: e.archivedAt !== null,
    hasEmployer: e.lspId !== null,
    hasLegalEntity: e.legalEntityId !== null,
    needsRequiredFieldsFilled: e.needsRequiredFieldsFilled,
    invitationStatus: invitationStatusOfUser(e.user),
    inviteBlockedReason: e.inviteUnavailable,
    rightToWorkConfirmed: e.rightToWorkCheckCompleted === true,
    contract: await currentContract(e.id),
    onboarding: progress
      ? {
          percent: progress.percent,
          allComplete: progress.allComplete,
          currentStage: progress.stages.find((s) => s.id === progress.latestInProgressStageId)?.name ?? null,
        }
      : null,
  };
  return nextStep(state, { isSelf: e.userId === viewer.userId, actions: e.actions });
}
