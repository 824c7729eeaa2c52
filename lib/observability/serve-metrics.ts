// The worker's metrics: a small HTTP server on WORKER_METRICS_PORT answering GET /metrics (bearer METRICS_TOKEN,
// like the web's /api/metrics). Off unless both are set. The worker is its own process, so its job counters live
// here, not in the web server's registry.
import http from "node:http";
import { logger } from "@/lib/observability/logger";
import { metricsAccess } from "@/lib/observability/metrics-token";
import { renderMetrics } from "@/lib/observability/metrics";

export function serveWorkerMetrics(port = Number(process.env.WORKER_METRICS_PORT ?? 0)): http.Server | null {
  if (!port || metricsAccess(null) === "off") return null;
  const server = http.createServer((req, res) => {
    if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") {
      res.writeHead(404).end();
      return;
    }
    if (metricsAccess(req.headers.authorization) !== "allowed") {
      res.writeHead(401, { "www-authenticate": "Bearer" }).end();
      return;
    }
    renderMetrics().then(
      ({ body, contentType }) => res.writeHead(200, { "content-type": contentType }).end(body),
      () => res.writeHead(500).end(),
    );
  });
  server.on("error", (error) => logger().error({ msg: "worker metrics port", port, error: error.message }));
  server.listen(port, () => logger().info({ msg: "worker metrics listening", port }));
  server.unref();
  return server;
}
