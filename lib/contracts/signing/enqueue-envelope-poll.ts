// Queues the job that asks DocuSign how an envelope stands until it is signed, declined or 24 hours passed:
// a signer who never comes back to the app still gets their contract advanced.
import { enqueueOrLog } from "@/lib/jobs/enqueue-or-log";
import { DOCUSIGN_POLL_JOB } from "@/lib/contracts/job-names";

const FIRST_CHECK_SECONDS = 120;
const RETRY_SECONDS = 900;
const RETRIES = 96;

/** A failed enqueue is not lost: the signer's return (event=signing_complete) completes the envelope too. */
export function enqueueEnvelopePoll(contractId: string, envelopeId: string) {
  return enqueueOrLog(
    DOCUSIGN_POLL_JOB,
    { contractId, envelopeId },
    { startAfter: FIRST_CHECK_SECONDS, retryLimit: RETRIES, retryDelay: RETRY_SECONDS, singletonKey: envelopeId },
  );
}
