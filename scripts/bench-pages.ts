// `npx tsx scripts/bench-pages.ts`: page speed at scale (issue 28). Not a test. Needs a build (`npm run build`).
// On its own embedded PostgreSQL it seeds the benchmark's data set-based, as `npm run bench:api` does (the
// scenarios of scripts/bench-api/scenarios/: BENCH_EMPLOYEES employees (100k), BENCH_INVOICE_LOGS invoice logs
// (1M), 12 payroll periods), starts `next start` with the production flags, signs in the bench admin with a
// next-auth session cookie and, for every page of lib/pages/routes.ts without a [param] and a few of the seeded
// records (SEEDED_PAGES):
//   server render  BENCH_REQUESTS (30) sequential GETs of the page's HTML after 3 warm-up ones: p50 and p95
//   JavaScript     the <script src> chunks the HTML references, fetched and gzipped (level 9): summed kB
// Budget: p95 < 300 ms and < 250 kB compressed JS per route. Prints every page, then the worst ten of each.
// BENCH_DATABASE_URL=<url> measures an already seeded database instead of making one; BENCH_DATA_DIR=<dir> keeps the
// embedded database it makes there and reuses it, seeded, on the next run. BENCH_PAGES=<regex> measures only the
// pages it matches; BENCH_PORT=<port> picks the server's port (default: a random one of 3900-3989); BENCH_SEED_ONLY=1 with BENCH_DATA_DIR
// seeds the kept database and stops (no build needed).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { spawn, type ChildProcess } from "node:child_process";
import pg from "pg";
import { encode } from "next-auth/jwt";
import type { BenchScenario } from "./bench-api/types";
import { WEB_NODE_FLAGS } from "./lib/web-server-flags";
import { PAGE_ROUTES } from "../lib/pages/routes";
import { BENCH_EMPLOYEE_USER } from "./bench-api/scenarios/payslips";

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const BUDGET_P95_MS = 300;
const BUDGET_JS_KB = 250;
// Pages of the seeded records, as users open them from the lists: the company, one of its 100k employees, the
// LSP, and the company's payroll reports (staff see a company chooser on /payroll-reports without ?companyId=).
const SEEDED_PAGES = [
  "/companies/bench-co",
  "/employees/emp-1",
  "/lsps/bench-lsp",
  "/payroll-reports?companyId=bench-co",
  "/companies/bench-co/invoices",
];
const ADMIN_ROLES = ["admin", "payroll", "finance", "customer-success", "operator"];
/** Pages measured as the bench employee (emp-1's user), not the admin. */
const EMPLOYEE_PAGES = ["/pay", "/time-off", "/expenses"];

function scenarios(): BenchScenario[] {
  const dir = path.join(__dirname, "bench-api", "scenarios");
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".ts"))
    .sort()
    .map((f) => (require(path.join(dir, f)) as { scenario: BenchScenario }).scenario); // eslint-disable-line @typescript-eslint/no-require-imports
}

async function seed(client: pg.Client) {
  await client.query(`INSERT INTO "Country" (code, name, currency, "updatedAt") VALUES ('DE', 'Germany', 'EUR', now())
                      ON CONFLICT DO NOTHING`);
  await client.query(
    `INSERT INTO "Company" (id, name, "enablePayrollReportsTab", "updatedAt") VALUES ('bench-co', 'Bench Co', true, now())`,
  );
  await client.query(
    `INSERT INTO "LocalServiceProvider" (id, name, "updatedAt") VALUES ('bench-lsp', 'Bench LSP', now())`,
  );
  await client.query(
    `INSERT INTO "Employee" (id, "companyId", "countryCode", "firstName", "lastName", "jobTitle", "lspId", "externalId", "updatedAt")
     SELECT 'emp-' || i, 'bench-co', 'DE', 'First' || i, 'Last' || (i * 7919 % $1), 'Engineer', 'bench-lsp', 'X' || i, now()
       FROM generate_series(1, $1) AS i`,
    [EMPLOYEES],
  );
  await client.query(
    // Two-factor on: staff without it are sent to its setup page (lib/auth/gates.ts) and every page would measure
    // that redirect.
    `INSERT INTO "User" (id, email, "firstName", "lastName", "passwordHash", "seenPrivacyPolicy", "totpEnabledAt", "updatedAt")
     VALUES ('bench-admin', 'bench@bench.example', 'Bench', 'Admin', 'x', true, now(), now())`,
  );
  for (const type of ADMIN_ROLES)
    await client.query(
      `INSERT INTO "UserRole" (id, "userId", type, "tenantId", scopes) VALUES ($1, 'bench-admin', $2, NULL, '{}')`,
      [`bench-role-${type}`, type],
    );
  for (const scenario of scenarios()) await scenario.seed(client, { employees: EMPLOYEES });
  await client.query("VACUUM ANALYZE");
}

async function waitForHttp(url: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

type Row = { page: string; status: number; p50: number; p95: number; jsKb: number };

async function measure(base: string, page: string, headers: Record<string, string>, chunkKb: Map<string, number>) {
  const url = `${base}${page}`;
  let html = "";
  let status = 0;
  const times: number[] = [];
  for (let i = 0; i < REQUESTS + 3; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers, redirect: "manual" });
    html = await res.text();
    status = res.status;
    if (i >= 3) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  let jsKb = 0;
  // noModule scripts (Next's polyfills) are skipped by every browser that runs modules: not sent, not counted.
  const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]).filter((a) => !/\snomodule/i.test(a));
  const srcs = scripts.flatMap((a) => [...a.matchAll(/\ssrc="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, "&")));
  for (const src of new Set(srcs)) {
    if (!chunkKb.has(src)) {
      const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
      chunkKb.set(src, zlib.gzipSync(body, { level: 9 }).length / 1024);
    }
    jsKb += chunkKb.get(src)!;
  }
  return { page, status, p50: quantile(times, 0.5), p95: quantile(times, 0.95), jsKb };
}

// A page that answers a redirect, 403 or 404 is not a page of the bench admin (home's redirect to the landing page,
// a gate's page that sends a user past it, a role's or a feature flag's page): listed, not held to the budget. An
// error (5xx) fails the run.
const isOver = (r: Row) => r.status >= 500 || (r.status === 200 && (r.p95 >= BUDGET_P95_MS || r.jsKb >= BUDGET_JS_KB));

function print(title: string, rows: Row[]) {
  console.log(`\n${title}`);
  console.log(["page".padEnd(44), "status", "p50 ms", "p95 ms", "JS kB gz", "budget"].join("  "));
  for (const r of rows) {
    const held = r.status === 200;
    const over = [
      r.status >= 500 && "error",
      held && r.p95 >= BUDGET_P95_MS && "render",
      held && r.jsKb >= BUDGET_JS_KB && "JS",
    ]
      .filter(Boolean)
      .join("+");
    const verdict = over ? `OVER (${over})` : r.status === 200 ? "ok" : "not the admin's page";
    console.log(
      [
        r.page.padEnd(44),
        String(r.status).padStart(6),
        r.p50.toFixed(0).padStart(6),
        r.p95.toFixed(0).padStart(6),
        r.jsKb.toFixed(0).padStart(8),
        verdict,
      ].join("  "),
    );
  }
}

async function main() {
  const seedOnly = process.env.BENCH_SEED_ONLY === "1";
  if (!seedOnly && !fs.existsSync(".next/BUILD_ID")) throw new Error("No build: run `npm run build` first.");
  let stopDb = async () => {};
  let url = process.env.BENCH_DATABASE_URL;
  const keepDir = process.env.BENCH_DATA_DIR;
  if (!url) {
    const { findFreePort, migrateDeploy, startEmbeddedDb } = await import("./lib/embedded-db");
    const dir = keepDir ? path.resolve(keepDir) : fs.mkdtempSync(path.join(os.tmpdir(), "omni-bench-pages-"));
    fs.mkdirSync(dir, { recursive: true });
    fs.chmodSync(dir, 0o755);
    const dataDir = path.join(dir, "pg");
    const db = await startEmbeddedDb({ dataDir, port: await findFreePort(), persistent: !!keepDir });
    stopDb = db.stop;
    url = db.url;
    await migrateDeploy(url, { quiet: true });
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let web: ChildProcess | null = null;
  try {
    // BENCH_DATA_DIR keeps the seeded database between runs (seeding 1M invoice logs takes minutes).
    const seeded = await client.query(`SELECT 1 FROM "User" WHERE id = 'bench-admin'`);
    if (!process.env.BENCH_DATABASE_URL && seeded.rowCount === 0) {
      const t = Date.now();
      await seed(client);
      console.error(`[bench-pages] seeded ${EMPLOYEES} employees and the scenarios in ${Date.now() - t} ms`);
    }
    if (seedOnly) return;
    const { rows } = await client.query<{ v: number }>(
      `SELECT "sessionVersion" AS v FROM "User" WHERE id = 'bench-admin'`,
    );
    const secret = "bench-pages-secret-bench-pages-secret";
    const port = Number(process.env.BENCH_PORT ?? 0) || 3900 + Math.floor(Math.random() * 90);
    web = spawn(
      process.execPath,
      [...WEB_NODE_FLAGS, path.resolve("node_modules/next/dist/bin/next"), "start", "-p", String(port)],
      {
        env: {
          ...process.env,
          DATABASE_URL: url,
          NEXTAUTH_SECRET: secret,
          NEXTAUTH_URL: `http://localhost:${port}`,
          NODE_ENV: "production",
          NEXT_TELEMETRY_DISABLED: "1",
        },
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/api/health`);
    const session = await encode({
      token: { sub: "bench-admin", userId: "bench-admin", sessionVersion: rows[0].v },
      secret,
    });
    const headers = { cookie: `next-auth.session-token=${session}` };
    const only = process.env.BENCH_PAGES ? new RegExp(process.env.BENCH_PAGES) : null;
    const pages = [...PAGE_ROUTES.filter((p) => !p.includes("[")), ...SEEDED_PAGES].filter(
      (p) => !only || only.test(p),
    );
    const chunkKb = new Map<string, number>();
    const results: Row[] = [];
    for (const page of pages) results.push(await measure(base, page, headers, chunkKb));
    // The employee's own pages, signed in as emp-1's user (24 months of payslips, scripts/bench-api/scenarios/payslips.ts).
    const employee = await client.query<{ v: number }>(`SELECT "sessionVersion" AS v FROM "User" WHERE id = $1`, [
      BENCH_EMPLOYEE_USER,
    ]);
    if (employee.rows[0]) {
      const token = { sub: BENCH_EMPLOYEE_USER, userId: BENCH_EMPLOYEE_USER, sessionVersion: employee.rows[0].v };
      const employeeHeaders = { cookie: `next-auth.session-token=${await encode({ token, secret })}` };
      for (const page of EMPLOYEE_PAGES.filter((p) => !only || only.test(p)))
        results.push({ ...(await measure(base, page, employeeHeaders, chunkKb)), page: `${page} (as employee)` });
    }
    print(`All ${results.length} pages (${REQUESTS} requests each, sequential)`, results);
    const pagesOfAdmin = results.filter((r) => r.status === 200 || r.status >= 500);
    print("Worst ten by p95 server render", [...pagesOfAdmin].sort((a, b) => b.p95 - a.p95).slice(0, 10));
    print("Worst ten by JavaScript sent", [...pagesOfAdmin].sort((a, b) => b.jsKb - a.jsKb).slice(0, 10));
    const over = results.filter((r) => isOver(r));
    console.log(
      `\n${over.length} of ${results.length} pages over budget (p95 < ${BUDGET_P95_MS} ms, < ${BUDGET_JS_KB} kB JS)`,
    );
    process.exitCode = over.length ? 1 : 0;
  } finally {
    web?.kill("SIGTERM");
    await client.end().catch(() => {});
    await stopDb().catch(() => {});
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
