import { accepted, route } from "@/lib/http/route";
import { retryFailedJob } from "@/lib/jobs/retry-failed-job";
import { ZJobParams } from "@/lib/jobs/schema";
import { ZRetriedJob } from "@/lib/jobs/response-schema";

// POST /api/back-office/jobs/{id}/retry: run a failed job once more (202); 409 when the job is not failed.
export const POST = route(
  { permission: "jobs.manage", params: ZJobParams, response: ZRetriedJob },
  async ({ actor, params }) => accepted(await retryFailedJob(actor, params.id)),
);
