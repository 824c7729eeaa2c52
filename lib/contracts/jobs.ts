// Contract background jobs (assembled and run by scripts/worker.ts).
import type { JobHandler } from "@/lib/jobs/queue";
import { GENERATE_CONTRACT_JOB } from "@/lib/contracts/job-names";
import { generateContractDocument } from "@/lib/contracts/generate-contract-document";

export const CONTRACT_JOB_HANDLERS: Record<string, JobHandler> = {
  [GENERATE_CONTRACT_JOB]: async (data) => {
    const id = String(data.contractId ?? "");
    if (id) await generateContractDocument(id);
  },
};
