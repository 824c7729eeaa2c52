// The employee a salary change or bonus is about, as the actor reaches them (a foreign id answers 404), and whether
// the actor may record one now: compensation is recorded for active employees only (an employee in onboarding has
// their salary edited on the record itself; an archived one is paid no more).
import "server-only";
import { db, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { can } from "@/lib/policy";
import type { Actor } from "@/lib/auth/actor";
import { findEmployeeOrThrow } from "@/lib/access/employee";

const SELECT = {
  id: true,
  userId: true,
  companyId: true,
  countryCode: true,
  lspId: true,
  onboardingStatus: true,
  archivedAt: true,
  annualBaseSalaryAmount: true,
  annualBaseSalaryCurrency: true,
  jobTitle: true,
} as const;

export function findCompensationEmployee(actor: Actor, employeeId: string, client: Tx | typeof db = db) {
  return findEmployeeOrThrow(actor, employeeId, { select: SELECT }, client);
}
export type CompensationEmployee = Awaited<ReturnType<typeof findCompensationEmployee>>;

export const NOT_ACTIVE_MESSAGE = "Salary changes and bonuses are recorded for active employees only.";

export function recordsCompensation(actor: Actor, employee: CompensationEmployee): boolean {
  return can(actor, "compensation.record") && employee.onboardingStatus === "ACTIVE" && !employee.archivedAt;
}

export function assertRecordsCompensation(actor: Actor, employee: CompensationEmployee): void {
  if (!can(actor, "compensation.record")) throw new AppError("FORBIDDEN");
  if (!recordsCompensation(actor, employee)) throw new AppError("CONFLICT", NOT_ACTIVE_MESSAGE);
}
