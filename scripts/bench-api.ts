// `npm run bench:api`: the busiest list routes under load, against a bare baseline on the same database in the
// same run. Needs a build of this checkout (`npm run build`). Starts its own embedded PostgreSQL, seeds
// BENCH_EMPLOYEES (100k) employees of one company plus every scenario of scripts/bench-api/scenarios/ (one
// file per domain, see scripts/bench-api/types.ts), then for each scenario route:
//   ours  a real `next start` of this checkout with the production server's node flags
//         (scripts/lib/web-server-flags.ts), signed in with a next-auth session cookie (every request
//         authenticates, checks the policy, validates the query, and answers the route's own page);
//   bare  a `node:http` server with a `pg` pool of the same size running the keyset query of the same page
//         (same columns and joins, no session, no count).
// Each route: autocannon, 50 connections, BENCH_SECONDS (10) after a 5 s warm-up, ours then bare. Prints
// requests per second and p97.5 latency with their ratios (goals: >= 40% of bare, p97.5 <= 2.5x).
// BENCH_ONLY=<scenario name> runs one scenario; BENCH_PROFILE=<dir> writes a CPU profile of our server.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import { spawn, type ChildProcess } from "node:child_process";
import pg from "pg";
import { encode } from "next-auth/jwt";
import type { BenchRoute, BenchScenario } from "./bench-api/types";
import { WEB_NODE_FLAGS } from "./lib/web-server-flags";

type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p97_5: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require("autocannon") as (opts: Record<string, unknown>) => Promise<AutocannonResult>;

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const POOL = 10; // the app's Prisma pool (DB_POOL_SIZE default)
const CO = "bench-co";
const ADMIN_ROLES = ["admin", "payroll", "finance", "customer-success", "operator"];

function loadScenarios(): BenchScenario[] {
  const dir = path.join(__dirname, "bench-api", "scenarios");
  const only = process.env.BENCH_ONLY;
  return (
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith(".ts"))
      .sort()
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      .map((file) => (require(path.join(dir, file)) as { scenario: BenchScenario }).scenario)
      .filter((s) => !only || s.name === only)
  );
}

/** What every scenario shares: country DE, company bench-co with EMPLOYEES employees, LSP bench-lsp, the admin. */
async function seedShared(client: pg.Client) {
  await client.query(`INSERT INTO "Country" (code, name, currency, "updatedAt") VALUES ('DE', 'Germany', 'EUR', now())
                      ON CONFLICT DO NOTHING`);
  await client.query(
    `INSERT INTO "Company" (id, name, "enablePayrollReportsTab", "updatedAt") VALUES ($1, 'Bench Co', true, now())`,
    [CO],
  );
  await client.query(
    `INSERT INTO "LocalServiceProvider" (id, name, "updatedAt") VALUES ('bench-lsp', 'Bench LSP', now())`,
  );
  await client.query(
    `INSERT INTO "Employee" (id, "companyId", "countryCode", "firstName", "lastName", "jobTitle", "lspId", "externalId", "updatedAt")
     SELECT 'emp-' || i, $1, 'DE', 'First' || i, 'Last' || (i * 7919 % $2), 'Engineer', 'bench-lsp', 'X' || i, now()
       FROM generate_series(1, $2) AS i`,
    [CO, EMPLOYEES],
  );
  await client.query(
    // Two-factor on: staff without it get 403 from every route while it is required (lib/auth/two-factor/api-hold.ts).
    `INSERT INTO "User" (id, email, "firstName", "lastName", "passwordHash", "totpEnabledAt", "updatedAt")
     VALUES ('bench-admin', 'bench@bench.example', 'Bench', 'Admin', 'x', now(), now())`,
  );
  for (const type of ADMIN_ROLES)
    await client.query(
      `INSERT INTO "UserRole" (id, "userId", type, "tenantId", scopes) VALUES ($1, 'bench-admin', $2, NULL, '{}')`,
      [`bench-role-${type}`, type],
    );
}

/** The bare baseline: each route's keyset query straight from a pg pool, at /r/<index>. */
function bareServer(url: string, routes: BenchRoute[]) {
  const pool = new pg.Pool({ connectionString: url, max: POOL });
  const server = http.createServer(async (req, res) => {
    const route = routes[Number(/^\/r\/(\d+)$/.exec(req.url ?? "")?.[1] ?? -1)];
    if (!route) return void res.writeHead(404).end();
    try {
      const [main, ...extra] = await Promise.all(
        [route.bare, ...(route.bare.extra ?? [])].map((q) => pool.query(q.sql, q.params)),
      );
      const body = JSON.stringify({ items: main.rows, extra: extra.map((r) => r.rows) });
      res.writeHead(200, { "content-type": "application/json" }).end(body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  return { server, pool };
}

async function waitForHttp(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** The request of a route: GET, or POST with its JSON body. */
function requestOf(headers: Record<string, string>, post?: unknown) {
  return post === undefined
    ? { method: "GET", headers }
    : { method: "POST", body: JSON.stringify(post), headers: { ...headers, "content-type": "application/json" } };
}

/** Committed transactions of the database so far: each autocommit statement is one. */
async function commits(stats: pg.Client) {
  const { rows } = await stats.query<{ n: string }>(
    `SELECT pg_stat_force_next_flush(), xact_commit AS n FROM pg_stat_database WHERE datname = current_database()`,
  );
  return Number(rows[0].n);
}

async function load(url: string, headers: Record<string, string>, stats: pg.Client, post?: unknown) {
  const request = requestOf(headers, post);
  // Warm-up: until the JIT has compiled the route's path (2 s left the first route measured cold, 25-30% slower).
  await autocannon({ url, connections: CONNECTIONS, duration: 5, ...request });
  await new Promise((r) => setTimeout(r, 1500)); // backends flush their counters at most once a second
  const before = await commits(stats);
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...request });
  // Statements per request (the stats client's own two reads aside): each is a round trip to the database.
  await new Promise((r) => setTimeout(r, 1500));
  const statements = (await commits(stats)) - before - 1;
  if (r.non2xx || r.errors > r.timeouts) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  if (r.timeouts) console.error(`[bench] ${url}: ${r.timeouts} requests timed out (10 s)`);
  return { rps: r.requests.average, p975: r.latency.p97_5, statements: statements / r.requests.total };
}

async function main() {
  if (!fs.existsSync(".next/BUILD_ID")) throw new Error("No build: run `npm run build` first.");
  const { findFreePort, migrateDeploy, startEmbeddedDb } = await import("./lib/embedded-db");
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "omni-bench-api-"));
  fs.chmodSync(base, 0o755);
  const db = await startEmbeddedDb({ dataDir: path.join(base, "pg"), port: await findFreePort(), persistent: false });
  let web: ChildProcess | null = null;
  let bare: ReturnType<typeof bareServer> | null = null;
  let client: pg.Client | null = null;
  const table = [
    ["route", "ours req/s", "bare req/s", "ours/bare", "ours p97.5", "bare p97.5", "p97.5 ratio", "SQL/req ours, bare"],
  ];
  try {
    await migrateDeploy(db.url, { quiet: true });
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
    client.on("error", () => {}); // the database stops under it when a step fails; the step's own error is reported
    const t = Date.now();
    const scenarios = loadScenarios();
    await seedShared(client);
    for (const scenario of scenarios) await scenario.seed(client, { employees: EMPLOYEES });
    await client.query("VACUUM ANALYZE");
    console.error(`[bench] seeded ${EMPLOYEES} employees and ${scenarios.length} scenario(s) in ${Date.now() - t} ms`);
    const routes: BenchRoute[] = [];
    for (const scenario of scenarios) routes.push(...(await scenario.routes(client)));
    const { rows } = await client.query<{ v: number }>(
      `SELECT "sessionVersion" AS v FROM "User" WHERE id = 'bench-admin'`,
    );

    const secret = "bench-api-secret-bench-api-secret";
    const webPort = await findFreePort();
    // BENCH_PROFILE=<dir>: a CPU profile of our server, written when it stops (open it in Chrome DevTools).
    const profile = process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
    const next = path.resolve("node_modules/next/dist/bin/next");
    web = spawn(process.execPath, [...WEB_NODE_FLAGS, ...profile, next, "start", "-p", String(webPort)], {
      env: {
        ...process.env,
        DATABASE_URL: db.url,
        NEXTAUTH_SECRET: secret,
        NEXTAUTH_URL: `http://localhost:${webPort}`,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        DB_POOL_SIZE: String(POOL),
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    await waitForHttp(`http://127.0.0.1:${webPort}/api/health`);
    const session = await encode({
      token: { sub: "bench-admin", userId: "bench-admin", sessionVersion: rows[0].v },
      secret,
    });
    const headers = { cookie: `next-auth.session-token=${session}` };

    bare = bareServer(db.url, routes);
    const barePort = await findFreePort();
    await new Promise<void>((r) => bare!.server.listen(barePort, "127.0.0.1", r));

    for (const [index, { name, ours: oursPath, post }] of routes.entries()) {
      const probe = await fetch(`http://127.0.0.1:${webPort}${oursPath}`, requestOf(headers, post));
      if (probe.status !== 200) throw new Error(`${oursPath} answered ${probe.status}: ${await probe.text()}`);
      const ours = await load(`http://127.0.0.1:${webPort}${oursPath}`, headers, client, post);
      const b = await load(`http://127.0.0.1:${barePort}/r/${index}`, {}, client);
      table.push([
        name,
        ours.rps.toFixed(0),
        b.rps.toFixed(0),
        `${((ours.rps / b.rps) * 100).toFixed(0)}%`,
        `${ours.p975} ms`,
        `${b.p975} ms`,
        `${(ours.p975 / Math.max(b.p975, 1)).toFixed(2)}x`,
        `${ours.statements.toFixed(2)}, ${b.statements.toFixed(2)}`,
      ]);
      console.error(`[bench] ${name} done`);
    }
  } finally {
    await client?.end().catch(() => {});
    web?.kill("SIGTERM");
    if (bare) {
      bare.server.close();
      await bare.pool.end();
    }
    await new Promise((r) => setTimeout(r, 500));
    await db.stop().catch(() => {});
    fs.rmSync(base, { recursive: true, force: true });
  }
  table.push(["goal", "", "", ">= 40%", "", "", "<= 2.5x", ""]);
  const widths = table[0].map((_, i) => Math.max(...table.map((l) => l[i].length)));
  for (const [i, l] of table.entries()) {
    console.log(l.map((c, j) => c.padEnd(widths[j])).join(" | "));
    if (i === 0) console.log(widths.map((w) => "-".repeat(w)).join("-|-"));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
