// Prometheus metrics (prom-client), one registry per process kept on globalThis (Next bundles a module more than
// once). The web server records requests (route wrapper), the worker records jobs (job engine); each process
// serves its own registry: the web at GET /api/metrics, the worker on WORKER_METRICS_PORT (serve-metrics.ts).
// Gauges read at scrape time (queue depth, pool use) are registered by their owners with addCollector().
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

type Metrics = {
  registry: Registry;
  httpRequests: Counter<"route" | "method" | "status">;
  httpDuration: Histogram<"route" | "method" | "status">;
  jobs: Counter<"type" | "outcome">;
  jobDuration: Histogram<"type" | "outcome">;
  jobFailures: Counter<"type">;
  collectors: Map<string, () => Promise<void>>;
};

const globalForMetrics = globalThis as unknown as { omniMetrics?: Metrics };

function create(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "omni_" });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: "omni_http_requests_total",
      help: "API requests answered, by route pattern, method and status",
      labelNames: ["route", "method", "status"],
      registers,
    }),
    httpDuration: new Histogram({
      name: "omni_http_request_duration_seconds",
      help: "API request duration, by route pattern, method and status",
      labelNames: ["route", "method", "status"],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    jobs: new Counter({
      name: "omni_jobs_total",
      help: "Background jobs run, by type and outcome (completed, failed)",
      labelNames: ["type", "outcome"],
      registers,
    }),
    jobDuration: new Histogram({
      name: "omni_job_duration_seconds",
      help: "Background job duration, by type and outcome",
      labelNames: ["type", "outcome"],
      buckets: [0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900],
      registers,
    }),
    jobFailures: new Counter({
      name: "omni_job_failures_total",
      help: "Background job attempts that failed, by type",
      labelNames: ["type"],
      registers,
    }),
    collectors: new Map(),
  };
}

export function metrics(): Metrics {
  if (!globalForMetrics.omniMetrics) globalForMetrics.omniMetrics = create();
  return globalForMetrics.omniMetrics;
}

/** A gauge whose value is read at scrape time: `collect` sets it (a failing read leaves the last value). */
export function addCollector(name: string, collect: () => Promise<void>) {
  metrics().collectors.set(name, collect);
}

export function gauge<L extends string>(name: string, help: string, labelNames: L[] = []): Gauge<L> {
  const { registry } = metrics();
  const existing = registry.getSingleMetric(name);
  if (existing) return existing as Gauge<L>;
  return new Gauge({ name, help, labelNames, registers: [registry] });
}

/** The exposition text (Prometheus text format 0.0.4), after running the scrape-time collectors. */
export async function renderMetrics(): Promise<{ body: string; contentType: string }> {
  const { registry, collectors } = metrics();
  await Promise.all([...collectors.values()].map((collect) => collect().catch(() => {})));
  return { body: await registry.metrics(), contentType: registry.contentType };
}
