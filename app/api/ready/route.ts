import { JsonResult, route } from "@/lib/http/route";
import { readReadiness } from "@/lib/jobs/read-readiness";
import { ZReadiness } from "@/lib/jobs/response-schema";

export const dynamic = "force-dynamic";

// GET /api/ready: readiness (database, worker heartbeat, queue wait): 200 when ready, 503 with the same body when
// not. GET /api/health stays the liveness answer.
export const GET = route(
  { auth: "public", response: ZReadiness, summary: "Readiness: database, worker heartbeat and queue wait" },
  async () => {
    const report = await readReadiness();
    return new JsonResult(report, report.ready ? 200 : 503, { "cache-control": "no-store" });
  },
);
