// What the employee pages show besides the profile: direct reports, employments, salary history and
// onboarding progress.
import type { Prisma } from "../../generated/prisma/client";
import type { SeedContext } from "./context";
import { ALL_STEP_IDS, ONBOARDING_STAGES } from "./data/onboarding";
import type { Employees } from "./employees";
import type { Managers } from "./managers";
import { at, dec, ymd } from "./values";

export async function seedEmployeeRecords({ tx, count }: SeedContext, staff: Employees, managers: Managers) {
  const employees = staff.list;
  const activeLike = staff.activeLike;
  // Direct reports.
  const associations: Prisma.UserAssociationCreateManyInput[] = [];
  for (const e of employees) {
    if (!e.userId || !e.managerId) continue;
    const managerUserId = managers.userIdOf(e.managerId)!;
    associations.push({ userId: managerUserId, associatedUserId: e.userId });
  }
  await tx.userAssociation.createMany({ data: associations });
  count("UserAssociation", associations.length);

  // Employments + current employment pointer.
  const employments: Prisma.EmploymentCreateManyInput[] = employees
    .filter((e) => e.onboardingStatus !== "PENDING")
    .map((e) => ({
      id: `employment-${e.id}`,
      employeeId: e.id,
      userId: e.userId ?? null,
      type: e.employeeType ?? "EOR",
      companyId: e.companyId,
      lspId: e.lspId ?? null,
      legalEntityId: e.legalEntityId ?? null,
      status:
        e.onboardingStatus === "ACTIVE"
          ? "EMPLOYMENT_STATUS_ACTIVE"
          : e.onboardingStatus === "INACTIVE"
            ? "EMPLOYMENT_STATUS_TERMINATED"
            : "EMPLOYMENT_STATUS_CREATED",
      startDate: e.startDate as Date,
      terminationDate: e.onboardingStatus === "INACTIVE" ? (e.archivedAt as Date) : null,
      firstPayrollDate: (e.firstPayDate as Date | null) ?? null,
      lastPayrollDate: e.onboardingStatus === "INACTIVE" ? (e.archivedAt as Date) : null,
      activeAt: e.onboardingStatus === "ACTIVE" || e.onboardingStatus === "INACTIVE" ? (e.startDate as Date) : null,
      createdAt: e.createdAt as Date,
    }));
  await tx.employment.createMany({ data: employments });
  await tx.$executeRaw`UPDATE "Employee" e SET "currentEmploymentId" = m.id FROM "Employment" m WHERE m."employeeId" = e.id`;
  count("Employment", employments.length);

  // Salary history for employees who started.
  const salaryHistory: Prisma.SalaryHistoryCreateManyInput[] = [];
  for (const e of activeLike) {
    const amount = Number(e.annualBaseSalaryAmount);
    const raised = Number(e.id.slice(-1)) % 2 === 0 || e.id === "emp-emma";
    salaryHistory.push({
      employeeId: e.id,
      amount: dec(raised ? Math.round(amount / 1.05) : amount),
      currency: e.annualBaseSalaryCurrency!,
      effectiveDate: e.startDate as Date,
      note: "Starting salary",
    });
    if (raised)
      salaryHistory.push({
        employeeId: e.id,
        amount: dec(amount),
        currency: e.annualBaseSalaryCurrency!,
        effectiveDate: ymd(2026, 1, 1),
        note: "Annual review",
      });
  }
  await tx.salaryHistory.createMany({ data: salaryHistory });
  count("SalaryHistory", salaryHistory.length);

  // Onboarding stages, steps and progress.
  await tx.onboardingStage.createMany({
    data: ONBOARDING_STAGES.map(([name], i) => ({ id: `stage-${i + 1}`, position: i + 1, name })),
  });
  await tx.onboardingStep.createMany({
    data: ONBOARDING_STAGES.flatMap(([, steps], s) =>
      steps.map((name, i) => ({
        id: `stage-${s + 1}-step-${i + 1}`,
        stageId: `stage-${s + 1}`,
        position: i + 1,
        name,
      })),
    ),
  });
  await tx.employeeOnboardingProgress.createMany({
    data: employees.map((e, i) => {
      let done = 0;
      if (e.onboardingStatus === "ACTIVE" || e.onboardingStatus === "INACTIVE") done = ALL_STEP_IDS.length;
      else if (e.onboardingStatus === "IN_PROGRESS") done = e.id === "emp-incomplete" ? 6 : 8 + (i % 16);
      else done = i % 3;
      return {
        employeeId: e.id,
        completedStepIds: ALL_STEP_IDS.slice(0, done),
        territory: e.countryCode,
        updatedAt: at(-5 - (i % 20)),
      };
    }),
  });
  count("OnboardingStage", ONBOARDING_STAGES.length);
  count("OnboardingStep", ALL_STEP_IDS.length);
  count("EmployeeOnboardingProgress", employees.length);
}
