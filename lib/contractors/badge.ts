// Contractor state badge (spec 2 section 4, spec 3 section 4): ACTIVE success; ONBOARDING and KYC_PENDING
// warning; KYC_FAILED and DUPLICATE_EMAIL error; anything else default. Case-insensitive as the spec lists both.
export type BadgeTone = "success" | "warning" | "error" | "default";

export function contractorBadgeTone(state: string): BadgeTone {
  switch (state.toUpperCase()) {
    case "ACTIVE":
      return "success";
    case "ONBOARDING":
    case "KYC_PENDING":
      return "warning";
    case "KYC_FAILED":
    case "DUPLICATE_EMAIL":
      return "error";
    default:
      return "default";
  }
}

export const CONTRACTOR_STATE_LABEL: Record<string, string> = {
  ONBOARDING: "Onboarding",
  KYC_PENDING: "KYC pending",
  KYC_FAILED: "KYC failed",
  ACTIVE: "Active",
  DUPLICATE_EMAIL: "Duplicate email",
};
