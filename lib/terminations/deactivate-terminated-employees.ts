// The scheduled job (lib/jobs, daily and on demand): employees whose current employment's termination date
// has passed become Inactive and the employment TERMINATED. Idempotent: done rows no longer match.
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/audit";

export const DEACTIVATE_JOB = "offboarding.deactivate-terminated-employees";

export async function deactivateTerminatedEmployees(now: Date = new Date()): Promise<number> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const due = await db.employee.findMany({
    where: {
      onboardingStatus: { not: "INACTIVE" },
      currentEmployment: { terminationDate: { lt: today } },
    },
    select: { id: true, onboardingStatus: true, currentEmploymentId: true },
    take: 1000,
  });
  for (const e of due) {
    await db.$transaction(async (tx) => {
      const { count } = await tx.employee.updateMany({
        where: { id: e.id, onboardingStatus: e.onboardingStatus },
        data: { onboardingStatus: "INACTIVE", version: { increment: 1 } },
      });
      if (!count) return;
      await tx.employment.update({
        where: { id: e.currentEmploymentId! },
        data: { status: "EMPLOYMENT_STATUS_TERMINATED" },
      });
      await tx.statusHistory.create({
        data: {
          entityType: "Employee",
          entityId: e.id,
          fromStatus: e.onboardingStatus,
          toStatus: "INACTIVE",
          note: "Last working day passed",
        },
      });
      await recordAudit(tx, {
        actor: null,
        action: "employee.deactivate",
        entityType: "Employee",
        entityId: e.id,
        before: { onboardingStatus: e.onboardingStatus },
        after: { onboardingStatus: "INACTIVE" },
      });
    });
  }
  return due.length;
}
