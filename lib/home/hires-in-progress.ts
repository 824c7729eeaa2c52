// Hires not yet Active (onboarding Pending or In progress) that the caller reaches: counts per status, each linking
// to the employee list filtered by that status (lib/employees/list-employees.ts: the same tenancy, not archived),
// and the oldest few with their status and next step (lib/employees/next-step.ts). Shared by the manager's, the
// LSP's and the admins' panels.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { employeeWhere } from "@/lib/access/employee";
import { invitationStatusOfUser } from "@/lib/employees/invite-employee";
import { nextStep, type NextStepActions } from "@/lib/employees/next-step";
import type { ContractStatusValue } from "@/lib/contracts/statuses";
import { countOf, type WaitingEntry, type WaitingItem } from "@/lib/home/waiting-types";

export const HIRE_STATUSES = ["PENDING", "IN_PROGRESS"] as const;
type HireStatus = (typeof HIRE_STATUSES)[number];
const LABEL: Record<HireStatus, string> = { PENDING: "Pending", IN_PROGRESS: "In progress" };

/** The rows of /employees?onboardingStatus=<status> (listEmployees' tenancy and archived rule). */
export function hiresWhere(actor: Actor, status: HireStatus) {
  return { AND: [employeeWhere(actor), { archivedAt: null, onboardingStatus: status }] };
}

const HIRE_SELECT = {
  id: true,
  firstName: true,
  lastName: true,
  lspId: true,
  legalEntityId: true,
  needsRequiredFieldsFilled: true,
  rightToWorkCheckCompleted: true,
  user: { select: { passwordHash: true, seenPrivacyPolicy: true, sentInvitationAt: true } },
  contracts: {
    where: { status: { not: "archived" as const } },
    orderBy: [{ contractVersion: "desc" as const }, { createdAt: "desc" as const }],
    take: 1,
    select: { status: true, documentId: true },
  },
};

type HireRow = {
  id: string;
  lspId: string | null;
  legalEntityId: string | null;
  needsRequiredFieldsFilled: boolean;
  rightToWorkCheckCompleted: boolean | null;
  user: { passwordHash: string | null; seenPrivacyPolicy: boolean; sentInvitationAt: Date | null } | null;
  contracts: { status: ContractStatusValue; documentId: string }[];
};

function nextStepInput(e: HireRow, status: HireStatus): Parameters<typeof nextStep>[0] {
  return {
    id: e.id,
    onboardingStatus: status,
    archived: false,
    hasEmployer: e.lspId !== null,
    hasLegalEntity: e.legalEntityId !== null,
    needsRequiredFieldsFilled: e.needsRequiredFieldsFilled,
    invitationStatus: invitationStatusOfUser(e.user),
    rightToWorkConfirmed: e.rightToWorkCheckCompleted === true,
    contract: e.contracts[0] ?? null,
    onboarding: null,
  };
}

/** What the viewer may do on a hire, by the policy (the employee detail loader's actions, without the row). */
function hireActions(actor: Actor): NextStepActions {
  return {
    setEmployer: can(actor, "employments.write"),
    invite: can(actor, "invitations.employees"),
    confirmRightToWork: can(actor, "employees.update") && !can(actor, "contracts.sign"),
    generateContract: can(actor, "contracts.manage"),
    manageContract: can(actor, "contracts.manage"),
    reviewContract: can(actor, "contracts.review"),
    countersignContract: can(actor, "contracts.countersign"),
    tickOnboarding: can(actor, "onboarding.update"),
  };
}

export async function hiresInProgress(actor: Actor, entriesPerStatus = 5): Promise<WaitingItem[]> {
  const actions = hireActions(actor);
  const rows = await Promise.all(
    HIRE_STATUSES.map(async (status) => {
      const where = hiresWhere(actor, status);
      const [count, oldest] = await Promise.all([
        db.employee.count({ where }),
        db.employee.findMany({
          where,
          select: HIRE_SELECT,
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          take: entriesPerStatus,
        }),
      ]);
      const entries: WaitingEntry[] = oldest.map((e) => ({
        key: e.id,
        label: `${e.firstName} ${e.lastName}`,
        href: `/employees/${e.id}`,
        status: LABEL[status],
        next: nextStep(nextStepInput(e, status), { isSelf: false, actions })?.title,
      }));
      return {
        key: `hires-${status.toLowerCase()}`,
        count,
        text:
          status === "PENDING"
            ? `${countOf(count, "hire")} not started onboarding yet`
            : `${countOf(count, "hire")} in onboarding`,
        href: `/employees?onboardingStatus=${status}`,
        entries,
      } satisfies WaitingItem;
    }),
  );
  return rows;
}
