// Onboarding stages and steps shown on the employee onboarding tracker.
export const ONBOARDING_STAGES: [string, string[]][] = [
  ["T&C and Proposal signed", ["Proposal sent to client", "Terms and conditions signed"]],
  ["Next steps and client KYB", ["Next steps email sent", "Client KYB checks completed", "Client approved"]],
  [
    "Setup Fee Invoice and OmniManager Invite",
    ["Setup fee invoice sent", "Setup fee invoice paid", "Manager invited to OmniPlatform"],
  ],
  [
    "Client Employee Onboarding",
    ["Employee details requested", "Employee profile completed", "Additional compensation confirmed"],
  ],
  ["Employee Contract review", ["Contract drafted", "Contract reviewed by client", "Right to work verified"]],
  ["Email introduction to LSP", ["Introduction email sent", "LSP confirmed employee details"]],
  ["Employment contract signed", ["Deposit invoice paid", "Contract signed by employee", "Contract countersigned"]],
  [
    "Payroll onboarding",
    [
      "Payroll details collected",
      "Employee registered with payroll provider",
      "Benefits enrolled",
      "First payroll date confirmed",
    ],
  ],
  ["Onboarding complete", ["Welcome pack sent", "Onboarding complete"]],
];
export const ALL_STEP_IDS = ONBOARDING_STAGES.flatMap(([, steps], s) =>
  steps.map((_, i) => `stage-${s + 1}-step-${i + 1}`),
);
