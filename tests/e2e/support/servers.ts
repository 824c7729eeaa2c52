// Ports of the two e2e servers and their databases (scripts/start.ts with OMNI_DB_PORT).
// E2E_PORT_OFFSET moves all four, so two checkouts on one machine can run the suite side by side.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const port = 3100 + offset;
const dbPort = 54330 + offset * 2;
const readOnlyPort = 3101 + offset;
const readOnlyDbPort = 54331 + offset * 2;

export const E2E = {
  port,
  dbPort,
  readOnlyPort,
  readOnlyDbPort,
  baseURL: `http://localhost:${port}`,
  readOnlyBaseURL: `http://localhost:${readOnlyPort}`,
  databaseUrl: `postgresql://postgres:postgres@127.0.0.1:${dbPort}/omniplatform`,
  readOnlyDatabaseUrl: `postgresql://postgres:postgres@127.0.0.1:${readOnlyDbPort}/omniplatform`,
  /** METRICS_TOKEN of the normal server (GET /api/metrics); the read-only server has none (404). */
  metricsToken: "e2e-metrics-token-not-for-production",
};

/** Where each server's web and worker JSON logs go (scripts/start.ts OMNI_LOG_DIR): kept after the run, and
 *  grepped for secrets by the global teardown. Under test-results/, which Playwright empties before the servers start. */
export const E2E_LOG_DIRS = ["test-results/logs/e2e", "test-results/logs/e2e-read-only"] as const;
