// Queues the job that asks DocuSign how an envelope stands until it is signed, declined or 24 hours passed:
// a signer who never comes back to the app still gets their contract advanced.
import { ensureQueue, getBoss } from "@/lib/jobs/queue";
import { DOCUSIGN_POLL_JOB } from "@/lib/contracts/job-names";

const FIRST_CHECK_SECONDS = 120;
const RETRY_SECONDS = 900;
const RETRIES = 96;

export async function enqueueEnvelopePoll(contractId: string, envelopeId: string) {
  try {
    await ensureQueue(DOCUSIGN_POLL_JOB);
    await (
      await getBoss()
    ).send(
      DOCUSIGN_POLL_JOB,
      { contractId, envelopeId },
      { startAfter: FIRST_CHECK_SECONDS, retryLimit: RETRIES, retryDelay: RETRY_SECONDS, singletonKey: envelopeId },
    );
  } catch (error) {
    // Not lost: the signer's return (event=signing_complete) completes the envelope too.
    console.error("[contracts] could not queue the DocuSign poll", envelopeId, error);
  }
}
