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
import { decodeCursor, invalidCursor, keysetPage, seekWhere } from "@/lib/http/keyset";

export type ChecklistItem = { label: string; done: boolean; href: string };
export type ChecklistRow = {
  id: string;
  name: string;
  startDate: Date | null;
  percent: number;
  currentStage: string | null;
  items: ChecklistItem[];
};

/** Employees per page (issue 28: keyset paged; 200 cards at once were the slowest server render of the app). */
export const CHECKLIST_PAGE_SIZE = 50;

/**
 * The rows after a cursor in the list's order: start date (no date last, as PostgreSQL sorts NULL ascending), last
 * name, id. The cursor carries the start date's ISO text, "" for none. 400 naming `cursor` for any other text.
 */
function afterCursor(cursor: string | undefined): Prisma.EmployeeWhereInput {
  if (!cursor) return {};
  const at = decodeCursor(cursor, 3);
  const startDate = at?.[0] ? new Date(at[0]) : null;
  if (!at || (startDate && Number.isNaN(startDate.getTime()))) throw invalidCursor("cursor");
  const [, lastName, id] = at;
  const sameDay = seekWhere<Prisma.EmployeeWhereInput>(["lastName", "id"], [lastName, id], "asc");
  if (!startDate) return { AND: [{ startDate: null }, sameDay] };
  return { OR: [{ startDate: { gt: startDate } }, { AND: [{ startDate }, sameDay] }, { startDate: null }] };
}

export async function employeeChecklist(
  actor: Actor,
  companyId?: string,
  cursor?: string,
): Promise<{ rows: ChecklistRow[]; nextCursor: string | null }> {
  if (companyId) await findCompanyOrThrow(actor, companyId, { id: true });
  const where: Prisma.EmployeeWhereInput = {
    AND: [
      employeeWhere(actor),
      { archivedAt: null, onboardingStatus: { in: ["PENDING", "IN_PROGRESS"] } },
      companyId ? { companyId } : {},
      afterCursor(cursor),
    ],
  };
  const [read, stages] = await Promise.all([
    db.employee.findMany({
      where,
      orderBy: [{ startDate: "asc" }, { lastName: "asc" }, { id: "asc" }],
      take: CHECKLIST_PAGE_SIZE + 1,
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
  const { page, nextCursor } = keysetPage(read, CHECKLIST_PAGE_SIZE, (e) => [
    e.startDate ? e.startDate.toISOString() : "",
    e.lastName,
    e.id,
  ]);
  const rows = page.map((e): ChecklistRow => {
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
  return { rows, nextCursor };
}
