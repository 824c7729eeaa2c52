// [EMPLOYEES] The Next step of a hire in progress (lib/employees/next-step.ts): one step per stage of the hire,
// who owns it, and the action only for a viewer allowed to take it.
import { nextStep, type NextStepActions, type NextStepEmployee } from "@/lib/employees/next-step";

const ID = "emp-1";
const DOC = "doc-1";

/** A hire with every stage done up to the onboarding ticks. */
const ready: NextStepEmployee = {
  id: ID,
  onboardingStatus: "IN_PROGRESS",
  archived: false,
  hasEmployer: true,
  hasLegalEntity: true,
  needsRequiredFieldsFilled: false,
  invitationStatus: "ACCEPTED",
  inviteBlockedReason: null,
  rightToWorkConfirmed: true,
  contract: { status: "signed_both_parties", documentId: DOC },
  onboarding: { percent: 33, currentStage: "Client Employee Onboarding", allComplete: false },
};
const hire = (over: Partial<NextStepEmployee>): NextStepEmployee => ({ ...ready, ...over });
const contract = (status: NonNullable<NextStepEmployee["contract"]>["status"]) =>
  hire({ contract: { status, documentId: DOC } });

const ADMIN: NextStepActions = {
  setEmployer: true,
  invite: true,
  edit: true,
  confirmRightToWork: true,
  generateContract: true,
  manageContract: true,
  tickOnboarding: true,
};
const CS_ADMIN: NextStepActions = { ...ADMIN, countersignContract: true };
const MANAGER: NextStepActions = { invite: true, edit: true, confirmRightToWork: true, reviewContract: true };
const SELF: NextStepActions = { edit: true, signContract: true };

const admin = { isSelf: false, actions: ADMIN };
const csAdmin = { isSelf: false, actions: CS_ADMIN };
const manager = { isSelf: false, actions: MANAGER };
const self = { isSelf: true, actions: SELF };
const contractHref = `/employees/${ID}/contracts/${DOC}`;

describe("nextStep", () => {
  it("has no step once the employee is not onboarding (Active, Inactive, archived)", () => {
    expect(nextStep(hire({ onboardingStatus: "ACTIVE" }), admin)).toBeNull();
    expect(nextStep(hire({ onboardingStatus: "INACTIVE" }), admin)).toBeNull();
    expect(nextStep(hire({ archived: true, hasEmployer: false }), admin)).toBeNull();
  });

  it("starts with the employer (LSP) and legal entity: the admin's, with the button; others wait", () => {
    for (const state of [hire({ hasEmployer: false }), hire({ hasLegalEntity: false, onboardingStatus: "PENDING" })]) {
      expect(nextStep(state, admin)).toEqual({
        step: "employer",
        title: "Set the employer (LSP) and legal entity",
        explanation: expect.any(String),
        owner: "Admin",
        action: { label: "Set employer and legal entity", href: `/employees/${ID}#next-step` },
      });
      expect(nextStep(state, manager)).toMatchObject({
        step: "employer",
        title: "Waiting for the admin: set the employer (LSP) and legal entity",
        owner: "Admin",
        action: null,
      });
    }
  });

  it("then the invitation: the manager sends it; the reason it cannot be sent is explained", () => {
    const state = hire({ invitationStatus: null, inviteBlockedReason: "The employee has no personal email." });
    expect(nextStep(state, manager)).toMatchObject({
      step: "invite",
      title: "Send the invitation",
      owner: "Manager",
      action: { label: "Send the invitation", href: `/employees/${ID}#platform-invite` },
    });
    expect(nextStep(state, manager)?.explanation).toContain("no personal email");
    expect(nextStep(state, { isSelf: false, actions: { ...MANAGER, invite: false } })).toMatchObject({
      title: "Waiting for the manager: send the invitation",
      action: null,
    });
  });

  it("then the employee's profile, in their own words for them", () => {
    const state = hire({ needsRequiredFieldsFilled: true });
    expect(nextStep(state, self)).toMatchObject({
      step: "profile",
      title: "Complete your profile",
      owner: "Employee",
      action: { label: "Complete your profile", href: `/employees/${ID}/edit` },
    });
    expect(nextStep(state, admin)).toMatchObject({
      title: "Waiting for the employee: complete the profile",
      action: null,
    });
    // An invitation not yet accepted: nobody can fill the profile, the contract goes on meanwhile.
    expect(
      nextStep(hire({ needsRequiredFieldsFilled: true, invitationStatus: "SENT", contract: null }), admin)?.step,
    ).toBe("generate-contract");
  });

  it("then customer support generates the contract", () => {
    expect(nextStep(hire({ contract: null }), csAdmin)).toMatchObject({
      step: "generate-contract",
      owner: "Customer support",
      title: "Waiting for customer support: generate the contract",
      // No contract document yet: the questionnaire has nothing to open from.
      action: null,
    });
    expect(nextStep(contract("archived"), csAdmin)).toMatchObject({
      step: "generate-contract",
      title: "Generate the contract",
      action: { label: "Generate the contract", href: contractHref },
    });
    expect(nextStep(hire({ contract: null }), manager)?.title).toBe(
      "Waiting for customer support: generate the contract",
    );
  });

  it("takes a draft through the internal review with customer support", () => {
    for (const status of ["draft", "pending_internal_review"] as const) {
      expect(nextStep(contract(status), csAdmin)).toMatchObject({
        step: "prepare-contract",
        owner: "Customer support",
        action: { label: "Open the contract", href: contractHref },
      });
      expect(nextStep(contract(status), manager)).toMatchObject({ step: "prepare-contract", action: null });
    }
  });

  it("asks the manager for the right to work, then the review", () => {
    const noRightToWork = hire({
      contract: { status: "pending_review", documentId: DOC },
      rightToWorkConfirmed: false,
    });
    expect(nextStep(noRightToWork, manager)).toMatchObject({
      step: "right-to-work",
      title: "Confirm the right to work",
      owner: "Manager",
      action: { href: `/employees/${ID}/edit#rightToWorkCheckCompleted` },
    });
    expect(nextStep(contract("pending_review"), manager)).toMatchObject({
      step: "review-contract",
      title: "Review the contract",
      owner: "Manager",
      action: { label: "Review the contract", href: contractHref },
    });
    expect(nextStep(contract("pending_review"), admin)).toMatchObject({
      title: "Waiting for the manager: review the contract",
      action: null,
    });
  });

  it("has customer support send the reviewed contract", () => {
    expect(nextStep(contract("review_done"), csAdmin)).toMatchObject({
      step: "send-contract",
      owner: "Customer support",
      action: { href: contractHref },
    });
  });

  it("asks the employee to sign: the button only for them", () => {
    expect(nextStep(contract("approved"), self)).toMatchObject({
      step: "sign-contract",
      title: "Sign your contract",
      owner: "Employee",
      action: { label: "Sign your contract", href: contractHref },
    });
    expect(nextStep(contract("approved"), admin)).toMatchObject({
      title: "Waiting for the employee: sign the contract",
      action: null,
    });
    const notAccepted = hire({ contract: { status: "approved", documentId: DOC }, invitationStatus: "SENT" });
    expect(nextStep(notAccepted, manager)?.explanation).toContain("accepts the platform invitation");
  });

  it("has customer support countersign", () => {
    expect(nextStep(contract("signed_employee"), csAdmin)).toMatchObject({
      step: "countersign-contract",
      title: "Countersign the contract",
      action: { label: "Countersign the contract", href: contractHref },
    });
    expect(nextStep(contract("signed_employee"), admin)).toMatchObject({
      title: "Waiting for customer support: countersign the contract",
      action: null,
    });
  });

  it("ends with the admin's onboarding ticks, naming the current stage", () => {
    const step = nextStep(ready, admin);
    expect(step).toMatchObject({
      step: "onboarding-steps",
      title: "Complete the onboarding steps",
      owner: "Admin",
      action: { label: "Open the onboarding steps", href: `/employees/${ID}#onboarding-progress` },
    });
    expect(step?.explanation).toContain("33%");
    expect(step?.explanation).toContain("Client Employee Onboarding");
    expect(nextStep(hire({ onboarding: null }), manager)).toMatchObject({
      title: "Waiting for the admin: complete the onboarding steps",
      action: null,
    });
  });

  it("never offers an action the viewer may not take", () => {
    const nobody = { isSelf: false, actions: {} };
    const states = [
      hire({ hasEmployer: false }),
      hire({ invitationStatus: null }),
      hire({ needsRequiredFieldsFilled: true }),
      contract("archived"),
      contract("draft"),
      contract("pending_review"),
      contract("review_done"),
      contract("approved"),
      contract("signed_employee"),
      ready,
    ];
    for (const state of states) {
      const step = nextStep(state, nobody);
      expect(step?.action).toBeNull();
      expect(step?.title).toMatch(/^Waiting for /);
    }
  });
});
