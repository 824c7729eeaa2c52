// One line per onboarding stage (spec 1 section 4, the nine stages of the onboarding tracker): what the stage is
// about, shown above its tick boxes. Keyed by the stage's name; a stage not listed here gets the general line.
export const STAGE_EXPLANATIONS: Record<string, string> = {
  "T&C and Proposal signed": "The client receives the proposal and signs the terms and conditions.",
  "Next steps and client KYB": "The client hears what comes next and passes the know-your-business checks.",
  "Setup Fee Invoice and OmniManager Invite":
    "The setup fee is invoiced and paid, and the client's manager is invited to the platform.",
  "Client Employee Onboarding":
    "The manager provides the employee's details and compensation; the employee completes their profile.",
  "Employee Contract review":
    "Customer support drafts the contract, the client reviews it and the right to work is verified.",
  "Email introduction to LSP": "The local employer (LSP) is introduced and confirms the employee's details.",
  "Employment contract signed": "The deposit is paid, the employee signs the contract and the employer countersigns.",
  "Payroll onboarding": "The employee is registered for payroll and benefits, and the first pay date is confirmed.",
  "Onboarding complete": "The welcome pack goes out; ticking the last step makes the employee Active.",
};

export const DEFAULT_STAGE_EXPLANATION = "Tick each step of this stage as it is done.";

export function stageExplanation(name: string): string {
  return STAGE_EXPLANATIONS[name] ?? DEFAULT_STAGE_EXPLANATION;
}
