// When onboarding completes and the employee becomes Active, their employment with the employer starts: the
// current employment is created from the employee's record (type, employer, legal entity, start date) unless
// one exists. Without it a later termination has no employment to date ('The employee has no employment to
// terminate'), so the journey would stop there.
import type { Tx } from "@/lib/db";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";

export async function ensureCurrentEmployment(tx: Tx, employeeId: string, actor: Actor | null): Promise<string> {
  const e = await tx.employee.findUniqueOrThrow({
    where: { id: employeeId },
    select: {
      id: true,
      userId: true,
      companyId: true,
      employeeType: true,
      lspId: true,
      legalEntityId: true,
      startDate: true,
      currentEmploymentId: true,
    },
  });
  if (e.currentEmploymentId) return e.currentEmploymentId;
  const employment = await tx.employment.create({
    data: {
      employeeId: e.id,
      userId: e.userId,
      companyId: e.companyId,
      type: e.employeeType,
      lspId: e.lspId,
      legalEntityId: e.legalEntityId,
      startDate: e.startDate,
      status: "EMPLOYMENT_STATUS_ACTIVE",
      activeAt: new Date(),
    },
    select: { id: true },
  });
  await tx.employee.update({ where: { id: e.id }, data: { currentEmploymentId: employment.id } });
  await recordAudit(tx, {
    actor,
    action: "employment.create",
    entityType: "Employment",
    entityId: employment.id,
    after: { employeeId: e.id, lspId: e.lspId, startDate: e.startDate?.toISOString().slice(0, 10) ?? null },
  });
  return employment.id;
}
