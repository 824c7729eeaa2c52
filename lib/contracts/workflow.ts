// The contract workflow over the one transition table (lib/contracts/transitions.ts, pure for unit tests).
import { defineWorkflow } from "@/lib/workflow";
import type { ContractStatusValue } from "@/lib/contracts/statuses";
import { CONTRACT_TRANSITIONS } from "@/lib/contracts/transitions";

export const contractWorkflow = defineWorkflow<ContractStatusValue>({
  entityType: "Contract",
  model: "contract",
  transitions: CONTRACT_TRANSITIONS,
});
