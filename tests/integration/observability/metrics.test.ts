/** @jest-environment node */
// GET /api/metrics (issue 28 'Logs and metrics') against a real PostgreSQL: off (404) without METRICS_TOKEN, 401
// with a wrong or missing bearer, and with the token the Prometheus text holds the request series the route wrapper
// recorded (route pattern, method, status), the job series of the engine, the queue and worker gauges and the
// database pool. The wrapper's request log line carries request id, actor id, route, status and duration, and
// nothing of the request's body.
import { Writable } from "node:stream";
import * as metricsRoute from "@/app/api/metrics/route";
import * as healthRoute from "@/app/api/health/route";
import * as tokenRoute from "@/app/api/api-tokens/[tokenId]/route";
import * as tokensRoute from "@/app/api/api-tokens/route";
import { getDb } from "@/lib/db";
import { createLogger } from "@/lib/observability/logger";
import { recordJob } from "@/lib/observability/job-log";
import { serveWorkerMetrics } from "@/lib/observability/serve-metrics";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { findSecrets } from "../../e2e/support/log-secrets";

const db = getDb();
const TOKEN = "metrics-test-token-0123456789";

async function scrape(authorization?: string) {
  return call<string>(metricsRoute.GET, {
    path: "/api/metrics",
    headers: authorization ? { authorization } : {},
  });
}

describe("[OPS] metrics and request logs", () => {
  afterEach(() => {
    delete process.env.METRICS_TOKEN;
  });

  it("answers 404 while METRICS_TOKEN is unset, whoever asks", async () => {
    expect((await scrape()).status).toBe(404);
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(404);
  });

  it("refuses a missing or wrong bearer with 401", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    expect((await scrape()).status).toBe(401);
    expect((await scrape("Bearer not-the-token")).status).toBe(401);
    expect((await scrape(`Basic ${TOKEN}`)).status).toBe(401);
  });

  it("serves request, job, queue, worker and pool series with the token", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    const { user } = await createUser(db, { roles: ["employee"] });
    const token = await tokenFor(user.id);
    for (let i = 0; i < 3; i++) expect((await call(healthRoute.GET, { path: "/api/health" })).status).toBe(200);
    const missing = await call(tokenRoute.DELETE, {
      method: "DELETE",
      path: "/api/api-tokens/cnotatoken000000000000000",
      params: { tokenId: "cnotatoken000000000000000" },
      token,
    });
    expect(missing.status).toBe(404);
    recordJob({ jobId: "job-1", type: "test-job", attempt: 1, durationMs: 12, outcome: "completed" });
    recordJob({ jobId: "job-2", type: "test-job", attempt: 2, durationMs: 30, outcome: "failed", reason: "boom" });

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = res.body;
    const count = (line: RegExp) => Number(text.match(line)?.[1] ?? NaN);
    expect(
      count(/^omni_http_requests_total\{route="\/api\/health",method="GET",status="200"\} (\d+)$/m),
    ).toBeGreaterThanOrEqual(3);
    // The route's pattern, not the concrete id: bounded label values.
    expect(text).toMatch(
      /^omni_http_requests_total\{route="\/api\/api-tokens\/\[tokenId\]",method="DELETE",status="404"\} \d+$/m,
    );
    expect(text).not.toContain("cnotatoken");
    expect(text).toMatch(
      /^omni_http_request_duration_seconds_bucket\{le="0.1",route="\/api\/health",method="GET",status="200"\} \d+$/m,
    );
    expect(count(/^omni_jobs_total\{type="test-job",outcome="completed"\} (\d+)$/m)).toBeGreaterThanOrEqual(1);
    expect(count(/^omni_job_failures_total\{type="test-job"\} (\d+)$/m)).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^omni_job_duration_seconds_count\{type="test-job",outcome="failed"\} \d+$/m);
    expect(text).toMatch(/^omni_workers_alive \d+$/m);
    expect(text).toMatch(/^omni_worker_heartbeat_age_seconds \S+$/m);
    expect(text).toMatch(/^omni_db_pool_connections\{state="total"\} \d+$/m);
    expect(text).toMatch(/^omni_db_pool_connections\{state="waiting"\} \d+$/m);
    expect(text).toMatch(/^omni_process_resident_memory_bytes \d+/m);
    // The gauges per job type appear once pg-boss has created its tables (the first enqueue or worker).
    const installed = await db.$queryRaw<{ ok: boolean }[]>`SELECT to_regclass('pgboss.queue') IS NOT NULL AS ok`;
    if (installed[0]?.ok) expect(text).toMatch(/^# TYPE omni_job_queue_oldest_age_seconds gauge$/m);
  });

  it("the worker's metrics port: off without the token, 401 without the bearer, the job series with it", async () => {
    const port = 40_000 + Math.floor(Math.random() * 20_000);
    expect(serveWorkerMetrics(port)).toBeNull();
    process.env.METRICS_TOKEN = TOKEN;
    const server = serveWorkerMetrics(port)!;
    await new Promise((resolve) => (server.listening ? resolve(null) : server.once("listening", resolve)));
    try {
      recordJob({ jobId: "job-3", type: "port-job", attempt: 1, durationMs: 5, outcome: "completed" });
      const url = `http://127.0.0.1:${port}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
      const res = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/^omni_jobs_total\{type="port-job",outcome="completed"\} 1$/m);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("writes one JSON line per request: request id, actor id, route, status, duration, no body", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split("\n").filter(Boolean));
        done();
      },
    });
    const holder = globalThis as unknown as { omniLogger?: unknown };
    const previous = holder.omniLogger;
    const saved = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = "info";
    holder.omniLogger = createLogger(sink);
    try {
      const { user } = await createUser(db, { roles: ["employee"] });
      const token = await tokenFor(user.id);
      const res = await call(tokensRoute.POST, {
        method: "POST",
        path: "/api/api-tokens",
        json: { name: "", password: "Omni-demo-2026!", iban: "DE89370400440532013000" },
        token,
        headers: { "x-request-id": "req-observability-1" },
      });
      expect(res.status).toBe(400);
      const entry = lines.map((line) => JSON.parse(line)).find((e) => e.requestId === "req-observability-1");
      expect(entry).toMatchObject({
        msg: "request",
        level: "warn",
        actorId: user.id,
        method: "POST",
        route: "/api/api-tokens",
        status: 400,
      });
      expect(typeof entry.durationMs).toBe("number");
      expect(findSecrets(lines.join("\n"))).toEqual([]);
    } finally {
      holder.omniLogger = previous;
      if (saved === undefined) delete process.env.LOG_LEVEL;
      else process.env.LOG_LEVEL = saved;
    }
  });
});
