// THE contractor and contractor-contract transition tables. Spec 2 section 4 lists the states but shows no
// transitions; these are ours: onboarding goes through KYC to active (a failed KYC may be retried), a
// duplicate e-mail returns to onboarding once corrected, and a contract is switched active/inactive.
import { defineWorkflow } from "@/lib/workflow";

export type ContractorStateValue = "ONBOARDING" | "KYC_PENDING" | "KYC_FAILED" | "ACTIVE" | "DUPLICATE_EMAIL";
export type ContractStateValue = "ACTIVE" | "INACTIVE";

export const contractorWorkflow = defineWorkflow<ContractorStateValue>({
  entityType: "Contractor",
  model: "contractor",
  statusField: "state",
  transitions: {
    ONBOARDING: ["KYC_PENDING", "DUPLICATE_EMAIL"],
    KYC_PENDING: ["ACTIVE", "KYC_FAILED"],
    KYC_FAILED: ["KYC_PENDING"],
    ACTIVE: [],
    DUPLICATE_EMAIL: ["ONBOARDING"],
  },
});

export const contractorContractWorkflow = defineWorkflow<ContractStateValue>({
  entityType: "ContractorContract",
  model: "contractorContract",
  statusField: "state",
  transitions: { ACTIVE: ["INACTIVE"], INACTIVE: ["ACTIVE"] },
});
