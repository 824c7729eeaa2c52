// End-to-end tests in Debian's Chromium against `next start` (the production build), with their own
// embedded PostgreSQL each: one normal server and one in read-only mode. scripts/test-all.sh builds first.
import { defineConfig } from "@playwright/test";
import { E2E, E2E_LOG_DIRS } from "./tests/e2e/support/servers";

const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

function server(port: number, dbPort: number, dataDir: string, extraEnv: Record<string, string> = {}) {
  return {
    command: "node node_modules/tsx/dist/cli.mjs scripts/start.ts",
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(port),
      OMNI_DB_PORT: String(dbPort),
      OMNI_DATA_DIR: dataDir,
      NEXTAUTH_URL: `http://localhost:${port}`,
      NEXTAUTH_SECRET: "e2e-secret-not-for-production",
      DATABASE_URL: "",
      // A test database: no fsync (scripts/lib/embedded-db.ts `durable`).
      OMNI_DB_DURABLE: "false",
      // The e2e journeys read invitation mail in the dev viewer (development aid, off unless set).
      DEV_MAIL_VIEWER: "true",
      // The demo admins have no two-factor enrolled: the 'required for staff' gate is off here (on by default).
      TWO_FACTOR_REQUIRED_FOR_ADMINS: "false",
      // No virus scanner in the journeys (uploads are NOT_SCANNED); the scanner has its own Jest suite.
      CLAMAV_HOST: "",
      CLAMAV_SOCKET: "",
      CLAMAV_DB_DIR: "/nonexistent/omni-e2e-no-clamav-signatures",
      ...extraEnv,
    },
  };
}

export default defineConfig({
  testDir: "./tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Three on two cores: a test waits on its servers, the database and the browser in turn, so two left a core idle
  // part of the time (the whole suite: 28 minutes with two, 18 with three, CPU 94% busy).
  workers: Number(process.env.OMNI_E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-results.json" }]],
  globalSetup: "./tests/e2e/support/global-setup.ts",
  // Greps the servers' and workers' logs (OMNI_LOG_DIR, below) for the demo password and bank numbers.
  globalTeardown: "./tests/e2e/support/log-secrets-teardown.ts",
  use: {
    baseURL: E2E.baseURL,
    // Recording a trace costs every test its screencast and snapshots: in CI only the retry of a failed test records.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    // The service worker (the installable app) is tried in tests/e2e/core/installable.spec.ts, which allows it;
    // elsewhere it would only precache the offline page in every fresh context.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: chromiumArgs,
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: [
    // The add-contractor journey needs its flag (off by default, spec 1 section 9); the read-only server keeps
    // the default, so the flag-off 404 is checked there.
    server(E2E.port, E2E.dbPort, ".data/e2e", {
      FEATURE_ADD_CONTRACTOR_HIRE: "true",
      OMNI_LOG_DIR: E2E_LOG_DIRS[0],
      METRICS_TOKEN: E2E.metricsToken,
    }),
    // The read-only server also runs with the newIntegration and benefits flags off (on by default), so their
    // navigation entries and pages are checked both ways (tests/e2e/back-office/integrations.spec.ts).
    server(E2E.readOnlyPort, E2E.readOnlyDbPort, ".data/e2e-read-only", {
      READ_ONLY: "true",
      FEATURE_NEW_INTEGRATION: "false",
      FEATURE_BENEFITS: "false",
      OMNI_LOG_DIR: E2E_LOG_DIRS[1],
    }),
  ],
});
