// One employee record as the actor may reach it (tenancy in lib/access/employee.ts), or 404; and the detail the
// employee page shows: the record, its platform invitation state and the actions the actor may take on it.
import "server-only";
import { findEmployeeOrThrow } from "@/lib/access/employee";
import { can } from "@/lib/policy";
import { viewerDetailCards } from "@/lib/config";
import { flagsOf, type Actor } from "@/lib/auth/actor";
import { employeeInvitationOf, INVITE_USER_SELECT, inviteRefusal } from "@/lib/employees/invite-employee";
import { localOnboardingItems } from "@/lib/employees/local-onboarding";
import { editorKinds } from "@/lib/employees/edit";
import { EDITABLE_BY, type EmployeeEditField } from "@/lib/employees/edit-schema";
import { viewerKinds, visibleFields, type CardId } from "@/lib/employees/field-definitions";

export async function getEmployeeOrThrow(actor: Actor, employeeId: string) {
  return findEmployeeOrThrow(actor, employeeId, {
    include: {
      company: { select: { id: true, name: true } },
      country: { select: { name: true } },
      lsp: { select: { id: true, name: true } },
      legalEntity: { select: { id: true, name: true } },
      manager: { select: { id: true, user: { select: { firstName: true, lastName: true } } } },
      user: { select: INVITE_USER_SELECT },
      privateAddress: true,
      locationOfWorkAddress: true,
    },
  });
}

export type EmployeeRecord = Awaited<ReturnType<typeof getEmployeeOrThrow>>;

/**
 * The employee page's record. `invitation` (spec 1 section 4, platform invite status) only for who manages
 * employees' invitations; `actions.invite`: the actor may send the invitation now (not accepted yet, the employee
 * neither archived nor deactivated, a personal email on record), the rule POST /api/employees/{id}/invite applies;
 * `inviteUnavailable`: why not, when the reason is the employee's state rather than the actor's rights.
 * `localOnboarding`: the admins' Local onboarding card rows (spec 1 section 6), null for everyone else.
 * The other `actions` say which of the page's links and widgets the actor may open (the pages behind them check
 * the same permissions): spec 3 section 2 gives non-LSP users links to documents, employments, expenses and time
 * off (LSP users get the Documents tab instead), spec 1 section 2 a document download widget, spec 1 section 6 the
 * contractual compensation link on the manager's role card (admins see everything a manager sees).
 * `fields` and `cards`: the detail cards the actor reads (lib/employees/field-definitions.ts, spec 1 section 6),
 * each field flagged redacted, masked and editable; the sensitive-data viewers read none (spec 1 section 6), or,
 * under VIEWER_DETAIL_CARDS=read-only, their granted employees' cards with nothing editable (their tenancy in
 * lib/access/employee.ts answers 404 outside the grant).
 */
export async function getEmployeeDetail(actor: Actor, employeeId: string) {
  const employee = await getEmployeeOrThrow(actor, employeeId);
  const managesInvitations = can(actor, "invitations.employees");
  const invitation = managesInvitations ? employeeInvitationOf(employee) : null;
  const refusal = managesInvitations ? inviteRefusal(actor, employee) : null;
  const stateRefusal =
    refusal &&
    (refusal.code === "CONFLICT" || refusal.code === "BAD_REQUEST") &&
    invitation?.invitationStatus !== "ACCEPTED";
  const f = flagsOf(actor);
  const isSelf = employee.userId === actor.userId;
  const records = !f.isLSP;
  const readsDocuments = records && can(actor, "documents.read");
  const kinds = f.isLSP ? [] : editorKinds(actor, employee);
  const edits = (field: EmployeeEditField) => EDITABLE_BY[field].some((k) => kinds.includes(k));
  const fields = employeeFieldsOf(actor, employee);
  const cards = [...new Set(fields.map((field) => field.card))] as CardId[];
  return {
    ...employee,
    fields,
    cards,
    invitation,
    inviteUnavailable: stateRefusal ? refusal.message : null,
    localOnboarding: f.isAdmin ? localOnboardingItems(employee.localOnboardingDetails) : null,
    actions: {
      invite: managesInvitations && refusal === null,
      openDocuments: readsDocuments,
      downloadDocuments: readsDocuments,
      openEmployments: records && can(actor, "employments.read"),
      openExpenses: records && can(actor, "expenses.read"),
      openTimeOff: records && can(actor, "timeOff.read"),
      openCompensation: !isSelf && (f.isManager || f.isAdmin),
      // The salary history and bonuses cards (their routes decide who may record one).
      readCompensationHistory: records && can(actor, "compensation.readHistory"),
      edit: kinds.length > 0,
      // The Next step card (lib/employees/next-step.ts): who may take which step of a hire in progress.
      setEmployer: edits("lspId") && edits("legalEntityId"),
      confirmRightToWork: edits("rightToWorkCheckCompleted"),
      generateContract: can(actor, "contracts.manage"),
      manageContract: can(actor, "contracts.manage"),
      reviewContract: can(actor, "contracts.review"),
      signContract: isSelf && can(actor, "contracts.sign"),
      countersignContract: can(actor, "contracts.countersign"),
      readOnboarding: can(actor, "onboarding.read"),
      tickOnboarding: can(actor, "onboarding.update"),
      // Spec 2 section 4: Active employees are offered a termination request (the others an archive, on the
      // company employees tab); the employee themself resigns instead.
      requestTermination:
        !isSelf && employee.onboardingStatus === "ACTIVE" && !employee.archivedAt && can(actor, "terminations.create"),
      resign: isSelf && employee.onboardingStatus === "ACTIVE" && can(actor, "resignations.create"),
      // The data export: admins on the details, LSP users as a download beside their Documents tab.
      exportData: f.isAdmin && can(actor, "employees.dataExport"),
      downloadData: f.isLSP && can(actor, "employees.dataExport"),
      // Spec 3 section 2: the LSP users' Documents tab.
      uploadDocuments: f.isLSP && can(actor, "documents.create"),
      deleteDocuments: f.isLSP && can(actor, "documents.delete"),
      // The 'Onboarding in progress' banner: who follows the hire (LSP users, admins, managers) and an EOR
      // employee on their own page.
      seeOnboardingBanner:
        employee.onboardingStatus === "IN_PROGRESS" &&
        (f.isLSP || f.isAdmin || f.isManager || (isSelf && employee.employeeType === "EOR")),
      // The Next step card: admins, managers and the employee themself.
      readNextStep: f.isAdmin || f.isManager || isSelf,
      // Spec 1 section 6: the manager's notice while the additional compensation is not confirmed.
      seeCompensationNotice: f.isManager,
      // Spec 3 section 2: the LSP users' Documents tab.
      openDocumentsTab: f.isLSP,
    },
  };
}

/** The detail cards' fields the actor reads on this employee (spec 1 section 6): the employee page's and the
 *  contractual compensation page's, each flagged redacted, masked and editable. */
export function employeeFieldsOf(actor: Actor, employee: { userId: string | null; companyId: string }) {
  return visibleFields(viewerKinds(flagsOf(actor), employee.userId === actor.userId), editorKinds(actor, employee), {
    viewerCards: viewerDetailCards() === "read-only",
  });
}

export type EmployeeDetail = Awaited<ReturnType<typeof getEmployeeDetail>>;
