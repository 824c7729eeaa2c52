import { route } from "@/lib/http/route";
import { listFailedJobs } from "@/lib/jobs/list-failed-jobs";
import { ZFailedJobsQuery } from "@/lib/jobs/schema";
import { ZFailedJobPage } from "@/lib/jobs/response-schema";

// GET /api/back-office/jobs/failed: jobs failed over the last day, newest first, with their reason and the ids
// their data names; keyset pages (nextPageKey).
export const GET = route(
  { permission: "jobs.manage", query: ZFailedJobsQuery, response: ZFailedJobPage },
  ({ query }) => listFailedJobs(query),
);
