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
import { decodeCursor, invalidCursor, keysetPage, seekWhere } from "@/lib/queries/keyset";
import { can } from "@/lib/policy";
import { editorKinds } from "@/lib/employees/edit";
import { EDITABLE_BY, type EditorKind, type EmployeeEditField } from "@/lib/employees/edit-schema";

/**
 * One step of a hire. `href`: where this actor completes it, null when they may not open that page (or it lacks
 * the field for them); `hint`: who completes an open step this actor has no link for.
 */
export type ChecklistItem = { label: string; done: boolean; href: string | null; hint: string | null };
export type ChecklistRow = {
  id: string;
  name: string;
  /** The employee page, null when the actor may not open it. */
  href: string | null;
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

const HINT_EMPLOYEE = "The employee completes this step.";
const HINT_MANAGER = "The company's manager or an admin completes this step.";
const HINT_ADMIN = "An admin completes this step.";

/** What the actor edits on the employee's edit page: nothing without employees.update (the page's guard), else the
 *  fields of their editor kinds (the only fields the page shows them). */
function editorKindsOn(actor: Actor, employee: { userId: string | null; companyId: string }): EditorKind[] {
  return can(actor, "employees.update") ? editorKinds(actor, employee) : [];
}

/** A step the edit page completes: linked to its field when the actor edits that field there. */
function editItem(
  kinds: EditorKind[],
  employeeId: string,
  label: string,
  field: EmployeeEditField,
  done: boolean,
): ChecklistItem {
  const editors = EDITABLE_BY[field];
  const href = editors.some((k) => kinds.includes(k)) ? `/employees/${employeeId}/edit#${field}` : null;
  const hint = done || href ? null : editors.includes("manager") ? HINT_MANAGER : HINT_ADMIN;
  return { label, done, href, hint };
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
        userId: true,
        companyId: true,
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
    const detail = can(actor, "employees.read") ? `/employees/${e.id}` : null;
    const profileDone = !e.needsRequiredFieldsFilled;
    const kinds = editorKindsOn(actor, e);
    const items: ChecklistItem[] = [
      {
        label: "Employee profile completed",
        done: profileDone,
        href: detail,
        hint: profileDone || detail ? null : HINT_EMPLOYEE,
      },
      editItem(kinds, e.id, "Start date set", "startDate", e.startDate !== null),
      editItem(kinds, e.id, "Job description written", "jobDescription", !!e.jobDescription),
      editItem(kinds, e.id, "Annual base salary set", "annualBaseSalaryAmount", e.annualBaseSalaryAmount !== null),
      editItem(
        kinds,
        e.id,
        "Additional compensation confirmed",
        "additionalCompensation",
        e.additionalCompensation !== null,
      ),
      editItem(
        kinds,
        e.id,
        "Right to work verified",
        "rightToWorkCheckCompleted",
        e.rightToWorkCheckCompleted === true,
      ),
      editItem(kinds, e.id, "Employer assigned", "lspId", e.lspId !== null),
    ];
    return {
      id: e.id,
      name: `${e.firstName} ${e.lastName}`,
      href: detail,
      startDate: e.startDate,
      percent: progress.percent,
      currentStage: progress.stages.find((s) => s.id === progress.latestInProgressStageId)?.name ?? null,
      items,
    };
  });
  return { rows, nextCursor };
}
