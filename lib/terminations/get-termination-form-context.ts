// What the 'Request termination' page needs (spec 2 section 2 'Termination request form'): the employee
// (reached through tenancy and under the company of the address), the company's manager e-mails for the
// 'is the employee a manager' answer, whether an open request already blocks a new one, and where the form goes
// back to (spec 2 section 2: managers to /employees, everyone else to the company page).
import "server-only";
import { db } from "@/lib/db";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { employeeNotFound, findEmployeeOrThrow } from "@/lib/access/employee";
import { OPEN_TERMINATION_STATUSES } from "@/lib/terminations/workflow";

export type TerminationFormContext = {
  companyId: string;
  employeeId: string;
  employeeName: string;
  onboardingStatus: string;
  managerEmails: string[];
  openRequestId: string | null;
  links: { back: string };
};

export async function getTerminationFormContext(
  actor: Actor,
  companyId: string,
  employeeId: string,
): Promise<TerminationFormContext> {
  const employee = await findEmployeeOrThrow(actor, employeeId, {
    select: { id: true, companyId: true, firstName: true, lastName: true, onboardingStatus: true },
  });
  if (employee.companyId !== companyId) throw employeeNotFound();
  const [managers, open] = await Promise.all([
    db.manager.findMany({
      where: { companyId },
      select: { user: { select: { email: true } } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    }),
    db.terminationRequest.findFirst({
      where: { employeeId, status: { in: OPEN_TERMINATION_STATUSES } },
      select: { id: true },
    }),
  ]);
  return {
    companyId,
    employeeId,
    employeeName: `${employee.firstName} ${employee.lastName}`,
    onboardingStatus: employee.onboardingStatus,
    managerEmails: [...new Set(managers.map((m) => m.user.email))],
    openRequestId: open?.id ?? null,
    links: { back: flagsOf(actor).isManager ? "/employees#employees" : `/companies/${companyId}#employees` },
  };
}
