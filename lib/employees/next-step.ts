// What comes next for a hire in progress (the employee page's "Next step" card, the home page's hires in
// progress): a pure function from the employee's state to the one step that moves the hire on, who owns it,
// and, only when the viewer may do it, the action that does it. Pure (no Prisma, no server-only): importable
// by server loaders, client components and unit tests alike.
//
// The order follows the hire's path (spec 1 sections 2-4): the admin sets the employer (LSP) and legal entity;
// the manager (or an admin) sends the platform invitation; the employee completes their profile; customer
// support generates the contract and takes it through the internal review; the manager confirms the right to
// work and reviews it; customer support sends it to the employee; the employee signs; customer support
// countersigns; the admin ticks the remaining onboarding steps, the last of which makes the employee Active.
import type { ContractStatusValue } from "@/lib/contracts/statuses";

export type NextStepId =
  | "employer"
  | "invite"
  | "profile"
  | "generate-contract"
  | "prepare-contract"
  | "right-to-work"
  | "review-contract"
  | "send-contract"
  | "sign-contract"
  | "countersign-contract"
  | "onboarding-steps";

/** Who the step waits for, as the role label the card shows. */
export type NextStepOwner = "Admin" | "Manager" | "Employee" | "Customer support";

/** The employee's state the step is computed from (a loader builds it from the record). */
export type NextStepEmployee = {
  id: string;
  onboardingStatus: "PENDING" | "IN_PROGRESS" | "ACTIVE" | "INACTIVE";
  archived: boolean;
  /** lspId set. */
  hasEmployer: boolean;
  /** legalEntityId set. */
  hasLegalEntity: boolean;
  /** The employee still has required profile fields to fill (the redirect gate). */
  needsRequiredFieldsFilled: boolean;
  /** The platform invitation (spec 1 section 3): none yet (null), SENT, or ACCEPTED. */
  invitationStatus: "ACCEPTED" | "SENT" | null;
  /** Why the invitation cannot be sent because of the employee's state (no personal email …), else null. */
  inviteBlockedReason?: string | null;
  rightToWorkConfirmed: boolean;
  /** The current contract (the newest not archived), null when there is none yet. */
  contract: { status: ContractStatusValue; documentId: string } | null;
  /** The onboarding stages (null when the viewer may not read them). */
  onboarding: { percent: number; currentStage: string | null; allComplete: boolean } | null;
};

/**
 * What the viewer may do: the employee detail loader's `actions` (lib/employees/get-employee.ts) fit as they are;
 * a missing flag is false.
 */
export type NextStepActions = Partial<
  Record<
    | "setEmployer"
    | "invite"
    | "edit"
    | "confirmRightToWork"
    | "generateContract"
    | "manageContract"
    | "reviewContract"
    | "signContract"
    | "countersignContract"
    | "tickOnboarding",
    boolean
  >
>;

export type NextStepViewer = { isSelf: boolean; actions: NextStepActions };

export type NextStep = {
  step: NextStepId;
  /** For the viewer: the imperative when they may act, "Waiting for …: …" otherwise. */
  title: string;
  explanation: string;
  owner: NextStepOwner;
  action: { label: string; href: string } | null;
};

/** The anchor of the employee page's Next step card (the employer dialog opens from there). */
export const NEXT_STEP_ANCHOR = "next-step";
/** The anchor of the onboarding progress widget on the employee page. */
export const ONBOARDING_ANCHOR = "onboarding-progress";

const OWNER_PHRASE: Record<NextStepOwner, string> = {
  Admin: "the admin",
  Manager: "the manager",
  Employee: "the employee",
  "Customer support": "customer support",
};

type Draft = {
  step: NextStepId;
  owner: NextStepOwner;
  /** Lower-case imperative, third person ("sign the contract"). */
  task: string;
  /** The employee's own wording when the owner is the employee viewing ("Sign your contract"). */
  selfTask?: string;
  explanation: string;
  selfExplanation?: string;
  /** The action, offered only when `allowed`. */
  action: { label: string; href: string; allowed: boolean } | null;
};

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function contractHref(e: NextStepEmployee) {
  return e.contract ? `/employees/${e.id}/contracts/${e.contract.documentId}` : `/employees/${e.id}`;
}

/** The contract stages (a contract exists and is not signed by both parties yet), or null. */
function contractDraft(e: NextStepEmployee, a: NextStepActions, isSelf: boolean): Draft | null {
  const href = contractHref(e);
  const status = e.contract?.status ?? null;
  if (status === null || status === "archived")
    return {
      step: "generate-contract",
      owner: "Customer support",
      task: "generate the contract",
      explanation: "Customer support answers the contract questionnaire and generates the employment contract.",
      // The questionnaire opens from an existing contract document; without one there is nothing to link yet.
      action: e.contract ? { label: "Generate the contract", href, allowed: !!a.generateContract } : null,
    };
  switch (status) {
    case "draft":
    case "pending_internal_review":
      return {
        step: "prepare-contract",
        owner: "Customer support",
        task: "finish the contract's internal review",
        explanation: "The contract is a draft: customer support completes it and sends it to the manager for review.",
        action: { label: "Open the contract", href, allowed: !!a.manageContract },
      };
    case "pending_review":
      if (!e.rightToWorkConfirmed)
        return {
          step: "right-to-work",
          owner: "Manager",
          task: "confirm the right to work",
          explanation: "The manager sees the contract for review once the employee's right to work is verified.",
          action: {
            label: "Confirm the right to work",
            href: `/employees/${e.id}/edit#rightToWorkCheckCompleted`,
            allowed: !!a.confirmRightToWork,
          },
        };
      return {
        step: "review-contract",
        owner: "Manager",
        task: "review the contract",
        explanation: "The contract waits for the manager's review before it goes to the employee.",
        action: { label: "Review the contract", href, allowed: !!a.reviewContract },
      };
    case "review_done":
      return {
        step: "send-contract",
        owner: "Customer support",
        task: "send the contract to the employee",
        explanation: "The manager has reviewed the contract: customer support approves it and sends it for signature.",
        action: { label: "Open the contract", href, allowed: !!a.manageContract },
      };
    case "approved":
      return {
        step: "sign-contract",
        owner: "Employee",
        task: "sign the contract",
        selfTask: "Sign your contract",
        explanation:
          e.invitationStatus === "ACCEPTED"
            ? "The contract is ready: the employee reviews and signs it on the platform."
            : "The contract is ready: the employee accepts the platform invitation, then reviews and signs it.",
        selfExplanation: "Your employment contract is ready: review it and sign it.",
        action: { label: "Sign your contract", href, allowed: isSelf && !!a.signContract },
      };
    case "signed_employee":
      return {
        step: "countersign-contract",
        owner: "Customer support",
        task: "countersign the contract",
        explanation: "The employee has signed: the contract waits for the employer's countersignature.",
        action: { label: "Countersign the contract", href, allowed: !!a.countersignContract },
      };
    default:
      return null;
  }
}

function draftFor(e: NextStepEmployee, a: NextStepActions, isSelf: boolean): Draft | null {
  if (!e.hasEmployer || !e.hasLegalEntity)
    return {
      step: "employer",
      owner: "Admin",
      task: "set the employer (LSP) and legal entity",
      explanation: "The employer of record and its legal entity in the employee's country come first.",
      action: {
        label: "Set employer and legal entity",
        href: `/employees/${e.id}#${NEXT_STEP_ANCHOR}`,
        allowed: !!a.setEmployer,
      },
    };
  if (e.invitationStatus === null)
    return {
      step: "invite",
      owner: "Manager",
      task: "send the invitation",
      explanation: e.inviteBlockedReason
        ? `The employee signs in to complete their profile and sign their contract. ${e.inviteBlockedReason}`
        : "The employee signs in to the platform to complete their profile and sign their contract.",
      action: { label: "Send the invitation", href: `/employees/${e.id}#platform-invite`, allowed: !!a.invite },
    };
  if (e.invitationStatus === "ACCEPTED" && e.needsRequiredFieldsFilled)
    return {
      step: "profile",
      owner: "Employee",
      task: "complete the profile",
      selfTask: "Complete your profile",
      explanation: "Some required personal details are missing from the employee's profile.",
      selfExplanation: "A few required personal details are missing: fill them in to continue.",
      action: { label: "Complete your profile", href: `/employees/${e.id}/edit`, allowed: isSelf && !!a.edit },
    };
  const contract = contractDraft(e, a, isSelf);
  if (contract) return contract;
  const stage = e.onboarding?.currentStage;
  return {
    step: "onboarding-steps",
    owner: "Admin",
    task: "complete the onboarding steps",
    explanation: e.onboarding
      ? `${e.onboarding.percent}% of the onboarding stages are complete${stage ? `; current stage: ${stage}` : ""}. The last step makes the employee Active.`
      : "The admin ticks the remaining onboarding steps; the last one makes the employee Active.",
    action: {
      label: "Open the onboarding steps",
      href: `/employees/${e.id}#${ONBOARDING_ANCHOR}`,
      allowed: !!a.tickOnboarding,
    },
  };
}

/**
 * The next step of a hire in progress for this viewer, or null when the employee is not onboarding (Active,
 * Inactive or archived). `action` is set only when the viewer may take it.
 */
export function nextStep(e: NextStepEmployee, viewer: NextStepViewer): NextStep | null {
  if (e.archived || (e.onboardingStatus !== "PENDING" && e.onboardingStatus !== "IN_PROGRESS")) return null;
  const draft = draftFor(e, viewer.actions, viewer.isSelf);
  if (!draft) return null;
  const action = draft.action?.allowed ? { label: draft.action.label, href: draft.action.href } : null;
  const own = viewer.isSelf && draft.owner === "Employee";
  const title = action
    ? capitalize(draft.task)
    : own
      ? (draft.selfTask ?? capitalize(draft.task))
      : `Waiting for ${OWNER_PHRASE[draft.owner]}: ${draft.task}`;
  return {
    step: draft.step,
    title: action && own && draft.selfTask ? draft.selfTask : title,
    explanation: own && draft.selfExplanation ? draft.selfExplanation : draft.explanation,
    owner: draft.owner,
    action,
  };
}
