// POST /api/employees: a record created without a seat (spec call catalogue). One transaction: the employee,
// its onboarding progress at the first stage, and the audit event.
import "server-only";
import { parseISO } from "date-fns";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import { canReachCompany, companyNotFound } from "@/lib/access/company";
import { assertEmployeeEmailFree } from "@/lib/employees/create-employee-from-seat";
import type { TCreateEmployee } from "@/lib/employees/create-schema";

export async function createEmployee(actor: Actor, input: TCreateEmployee) {
  if (!canReachCompany(actor, input.companyId)) throw companyNotFound();
  return db.$transaction(async (tx) => {
    const company = await tx.company.findUnique({ where: { id: input.companyId }, select: { id: true } });
    if (!company) throw companyNotFound();
    const country = await tx.country.findUnique({ where: { code: input.countryCode }, select: { code: true } });
    if (!country)
      throw new AppError("BAD_REQUEST", "Please choose a country", {
        fieldErrors: { countryCode: ["Please choose a country"] },
      });
    const email = input.personalEmail.trim().toLowerCase();
    await assertEmployeeEmailFree(tx, email);
    const employee = await tx.employee.create({
      data: {
        companyId: input.companyId,
        countryCode: input.countryCode,
        firstName: input.firstName,
        lastName: input.lastName,
        personalEmail: email,
        jobTitle: input.jobTitle,
        employeeType: input.employeeType,
        startDate: input.startDate ? parseISO(input.startDate) : null,
        onboardingStatus: "PENDING",
      },
      select: { id: true, companyId: true, firstName: true, lastName: true, onboardingStatus: true },
    });
    await tx.employeeOnboardingProgress.create({
      data: { employeeId: employee.id, completedStepIds: [], territory: input.countryCode, updatedById: actor.userId },
    });
    await recordAudit(tx, {
      actor,
      action: "employee.create",
      entityType: "Employee",
      entityId: employee.id,
      after: { ...input, personalEmail: email },
    });
    return employee;
  });
}
