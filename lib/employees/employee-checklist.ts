// The onboarding checklist (spec 3 section 2: /employees/employee-checklist, /companies/{id}/employee-checklist):
// what a manager finishing a hire still has to do, per employee, from the record's own fields and its onboarding
// progress. Employees get their own checklist; managers and staff the company's employees still onboarding.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { employeeWhere } from "@/lib/access/employee";
import { findCompanyOrThrow } from "@/lib/access/company";
import { loadStages } from "@/lib/onboarding/get-progress";
import { summarizeProgress } from "@/lib/onboarding/progress";
import type { Prisma } from "@/generated/prisma/client";

export type ChecklistItem = { label: string; done: boolean; href: string };

export async function employeeChecklist(actor: Actor, companyId?: string) {
  if (companyId) await findCompanyOrThrow(actor, companyId, { id: true });
  const where: Prisma.EmployeeWhereInput = {
    AND: [
      employeeWhere(actor),
      { archivedAt: null, onboardingStatus: { in: ["PENDING", "IN_PROGRESS"] } },
      companyId ? { companyId } : {},
    ],
  };
  const [rows, stages] = await Promise.all([
    db.employee.findMany({
      where,
      orderBy: [{ startDate: "asc" }, { lastName: "asc" }, { id: "asc" }],
      take: 200,
      select: {
        id: true,
        firstName: true,
        lastName: true,
        startDate: true,
        needsRequiredFieldsFilled: true,
        annualBaseSalaryAmount: true,
        rightToWorkCheckCompleted: true,
        lspId: true,
        jobDescription: true,
        additionalCompensation: true,
        onboardingProgress: { select: { completedStepIds: true } },
      },
    }),
    loadStages(),
  ]);
  return rows.map((e) => {
    const progress = summarizeProgress(stages, e.onboardingProgress?.completedStepIds ?? []);
    const edit = (field: string) => `/employees/${e.id}/edit#${field}`;
    const items: ChecklistItem[] = [
      { label: "Employee profile completed", done: !e.needsRequiredFieldsFilled, href: `/employees/${e.id}` },
      { label: "Start date set", done: e.startDate !== null, href: edit("startDate") },
      { label: "Job description written", done: !!e.jobDescription, href: edit("jobDescription") },
      {
        label: "Annual base salary set",
        done: e.annualBaseSalaryAmount !== null,
        href: edit("annualBaseSalaryAmount"),
      },
      {
        label: "Additional compensation confirmed",
        done: e.additionalCompensation !== null,
        href: edit("additionalCompensation"),
      },
      {
        label: "Right to work verified",
        done: e.rightToWorkCheckCompleted === true,
        href: edit("rightToWorkCheckCompleted"),
      },
      { label: "Employer assigned", done: e.lspId !== null, href: edit("lspId") },
    ];
    return {
      id: e.id,
      name: `${e.firstName} ${e.lastName}`,
      startDate: e.startDate,
      percent: progress.percent,
      currentStage: progress.stages.find((s) => s.id === progress.latestInProgressStageId)?.name ?? null,
      items,
    };
  });
}
