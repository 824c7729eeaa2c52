import { route } from "@/lib/http/route";
import { AppError } from "@/lib/errors";
import { metricsAccess } from "@/lib/observability/metrics-token";
import { renderMetrics } from "@/lib/observability/metrics";
import { registerPoolMetrics } from "@/lib/observability/pool-metrics";
import { registerQueueMetrics } from "@/lib/jobs/queue-metrics";

export const dynamic = "force-dynamic";

registerPoolMetrics();
registerQueueMetrics();

// GET /api/metrics: this server's Prometheus metrics (docs/operations.md 'Metrics'). Not a user's endpoint: a
// scraper sends `Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN the metrics are off and the route
// answers 404 like any unknown path. No policy action: the token is the permission (no user, no tenant).
export const GET = route(
  { auth: "public", summary: "Prometheus metrics of this server (bearer METRICS_TOKEN; 404 when unset)." },
  async ({ req }) => {
    const access = metricsAccess(req.headers.get("authorization"));
    if (access === "off") throw new AppError("NOT_FOUND");
    if (access === "refused") throw new AppError("UNAUTHORIZED");
    const { body, contentType } = await renderMetrics();
    return new Response(body, { headers: { "content-type": contentType, "cache-control": "no-store" } });
  },
);
