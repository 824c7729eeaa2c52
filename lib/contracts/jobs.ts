// Contract background jobs (assembled and run by scripts/worker.ts).
import type { JobHandler } from "@/lib/jobs/queue";
import { DOCUSIGN_POLL_JOB, GENERATE_CONTRACT_JOB } from "@/lib/contracts/job-names";
import { generateContractDocument } from "@/lib/contracts/generate-contract-document";
import { completeEnvelope } from "@/lib/contracts/signing/complete-envelope";

export const CONTRACT_JOB_HANDLERS: Record<string, JobHandler> = {
  [GENERATE_CONTRACT_JOB]: async (data) => {
    const id = String(data.contractId ?? "");
    if (id) await generateContractDocument(id);
  },
  [DOCUSIGN_POLL_JOB]: async (data) => {
    const contractId = String(data.contractId ?? "");
    const envelopeId = String(data.envelopeId ?? "");
    if (!contractId || !envelopeId) return;
    // Not signed yet: throwing makes pg-boss try again after its retry delay.
    if ((await completeEnvelope(contractId, envelopeId, null)) === "pending")
      throw new Error(`DocuSign envelope ${envelopeId} is not completed yet`);
  },
};
