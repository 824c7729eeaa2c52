// Queues the generation job. A failed enqueue is not lost: opening the contract queues it again while it has
// no document (lib/contracts/get-contract-view.ts).
import { enqueue } from "@/lib/jobs/queue";
import { GENERATE_CONTRACT_JOB } from "@/lib/contracts/job-names";

export async function enqueueContractGeneration(contractId: string) {
  try {
    await enqueue(GENERATE_CONTRACT_JOB, { contractId });
  } catch (error) {
    console.error("[contracts] could not queue generation", contractId, error);
  }
}
