// Queueing a job after the work that asks for it has committed (an upload, a publish, a signature request): the
// work stands even when the queue cannot take the job (database busy, pg-boss not started), because a sweep or a
// later visit queues it again. So a failed enqueue is logged, not thrown, and returned to the caller, which may
// tell the user why the follow-up is late. Platform code: imports no domain.
import { enqueue, type EnqueueOptions } from "@/lib/jobs/queue";
import { errorField, logger } from "@/lib/observability/logger";

export type EnqueueOutcome = { queued: true } | { queued: false; reason: string };

/** The reason a caller may show: the database's own words stay in the log. */
export const ENQUEUE_FAILED = "The background job could not be queued right now.";

/** Queues the job (enqueue of lib/jobs/queue.ts, same options); on failure logs it with the job's name and data
 *  (ids: the logger redacts secrets anyway) and answers { queued: false, reason }. Never throws. */
export async function enqueueOrLog<T extends object>(
  name: string,
  data: T,
  options: EnqueueOptions = {},
): Promise<EnqueueOutcome> {
  try {
    await enqueue(name, data, options);
    return { queued: true };
  } catch (error) {
    logger().error({ msg: "could not queue a job", job: name, data, error: errorField(error) });
    return { queued: false, reason: ENQUEUE_FAILED };
  }
}
