import { route } from "@/lib/http/route";
import { readJobOverview } from "@/lib/jobs/read-job-overview";
import { ZJobsOverview } from "@/lib/jobs/response-schema";

// GET /api/back-office/jobs: per job type the queued, running, failed and completed counts of the last day and
// the oldest queued job's wait, with every worker's heartbeat (OP admins).
export const GET = route({ permission: "jobs.manage", response: ZJobsOverview }, () => readJobOverview());
