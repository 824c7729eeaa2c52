// A converted seat becomes an employee: the record, its first salary and its onboarding progress at the first of
// the nine stages. Runs inside the caller's transaction (lib/hiring/convert-seat.ts).
import "server-only";
import type { Seat, SeatEmployeeProfile } from "@/generated/prisma/client";
import type { Tx } from "@/lib/db";
import { AppError, MESSAGES } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";

/** 409 when a user or a current employee already uses the e-mail address. */
export async function assertEmployeeEmailFree(tx: Tx, email: string, field = "personalEmail") {
  // lower() = lower(), not Prisma's insensitive equals: that is ILIKE, which reads '_' and '%' in an address as
  // wildcards and cannot use the lower("personalEmail") / lower("workEmail") indexes.
  const address = email.trim().toLowerCase();
  const [{ clash }] = await tx.$queryRaw<{ clash: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM "User" WHERE email = ${email})
        OR EXISTS (SELECT 1 FROM "Employee" WHERE "archivedAt" IS NULL
                     AND (lower("personalEmail") = ${address} OR lower("workEmail") = ${address})) AS clash`;
  if (clash)
    throw new AppError("CONFLICT", MESSAGES.duplicateEmail, { fieldErrors: { [field]: [MESSAGES.duplicateEmail] } });
}

export type SeatForEmployee = Pick<
  Seat,
  "id" | "companyId" | "countryCode" | "desiredStartDate" | "purchaseOrderNumber" | "billingCurrency"
> & { employeeProfile: SeatEmployeeProfile };

export async function createEmployeeFromSeat(
  tx: Tx,
  actor: Actor,
  input: { seat: SeatForEmployee; firstName: string; lastName: string; email: string; managerId: string | null },
) {
  const { seat, firstName, lastName, email, managerId } = input;
  const prof = seat.employeeProfile;
  const employee = await tx.employee.create({
    data: {
      companyId: seat.companyId,
      managerId,
      seatId: seat.id,
      countryCode: seat.countryCode,
      onboardingStatus: "IN_PROGRESS",
      employeeType: prof.employeeType ?? "EOR",
      firstName,
      lastName,
      pronouns: prof.pronouns,
      citizenship: prof.citizenship,
      privateAddressId: prof.privateAddressId,
      personalEmail: email,
      workEmail: prof.workEmail,
      jobTitle: prof.jobTitle,
      jobDescription: prof.jobDescription,
      startDate: prof.startDate ?? seat.desiredStartDate,
      locationOfWorkType: prof.locationOfWorkType,
      locationOfWorkAddressId: prof.locationOfWorkAddressId,
      hoursOfWork: prof.hoursOfWork,
      annualBaseSalaryAmount: prof.annualBaseSalaryAmount,
      annualBaseSalaryCurrency: prof.annualBaseSalaryCurrency,
      holidayAllowanceValue: prof.holidayEntitlementDays,
      holidayAllowanceType: prof.holidayEntitlementType,
      probationaryPeriodLength: prof.probationaryPeriodLength,
      rightToWorkCheckCompleted: prof.rightToWorkCheckCompleted,
      hasSupplementaryBenefits: prof.hasSupplementaryBenefits,
      purchaseOrderNumber: seat.purchaseOrderNumber,
      billingCurrency: seat.billingCurrency,
      managementFeeAmount: prof.managementFeeAmount,
      depositType: prof.depositType,
      zeroDepositFee: prof.zeroDepositFee,
      setupFee: prof.setupFeeAmount,
      setupFeeStructure: prof.setupFeeStructure,
      advancedPaymentDepositPercentage: prof.advancedPaymentDepositPercentage,
    },
  });
  if (prof.annualBaseSalaryAmount && prof.annualBaseSalaryCurrency)
    await tx.salaryHistory.create({
      data: {
        employeeId: employee.id,
        amount: prof.annualBaseSalaryAmount,
        currency: prof.annualBaseSalaryCurrency,
        effectiveDate: prof.startDate ?? seat.desiredStartDate,
        createdById: actor.userId,
      },
    });
  // Onboarding starts at the first of the nine stages: no step completed yet.
  await tx.employeeOnboardingProgress.create({
    data: { employeeId: employee.id, completedStepIds: [], territory: seat.countryCode, updatedById: actor.userId },
  });
  await recordAudit(tx, {
    actor,
    action: "employee.create",
    entityType: "Employee",
    entityId: employee.id,
    after: { seatId: seat.id, companyId: seat.companyId, firstName: employee.firstName, lastName: employee.lastName },
  });
  return employee;
}
