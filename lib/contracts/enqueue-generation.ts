// Queues the generation job. A failed enqueue is not lost: opening the contract queues it again while it has
// no document (lib/contracts/get-contract-view.ts).
import { enqueueOrLog } from "@/lib/jobs/enqueue-or-log";
import { GENERATE_CONTRACT_JOB } from "@/lib/contracts/job-names";

export function enqueueContractGeneration(contractId: string) {
  return enqueueOrLog(GENERATE_CONTRACT_JOB, { contractId });
}
