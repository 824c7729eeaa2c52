// `npm run bench:api`: the busiest list routes under load, against a bare baseline on the same database in the
// same run. Needs a build of this checkout (`npm run build`). Starts its own embedded PostgreSQL, seeds
// BENCH_EMPLOYEES (100k) employees, 10k pay reports and 12 published payroll periods of 10k employees, then:
//   ours  a real `next start` of this checkout, signed in with a next-auth session cookie (every request
//         authenticates, checks the policy, validates the query, and answers the route's own page);
//   bare  a `node:http` server with a `pg` pool of the same size running the keyset query of the same page
//         (same columns and joins, no session, no count).
// Each route: autocannon, 50 connections, BENCH_SECONDS (10) after a 2 s warm-up, ours then bare. Prints
// requests per second and p97.5 latency with their ratios (goals: >= 40% of bare, p97.5 <= 2.5x).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import { spawn, type ChildProcess } from "node:child_process";
import pg from "pg";
import { encode } from "next-auth/jwt";

type AutocannonResult = {
  requests: { average: number };
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
const PAGE = 10; // page index 10 of 100 rows: past the first page, as users page through a list
const CO = "bench-co";
const PERIODS = Array.from({ length: 12 }, (_, i) => `2031${String(i + 1).padStart(2, "0")}`);

async function seedData(client: pg.Client) {
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
    `INSERT INTO "GrossToNetFile" (id, "fileName", country, "lspId", "payrollCycle", "payrollPeriod", "processingStatus", source, "createdAt", "updatedAt")
     SELECT 'gtn-' || i, 'register-' || i || '.csv', 'DE', 'bench-lsp', 'CYCLE_1', '2030' || lpad((i % 12 + 1)::text, 2, '0'),
            'DUPLICATES_CHECKED', 'MANUAL', now() - i * interval '1 minute', now()
       FROM generate_series(1, 10000) AS i`,
  );
  for (const period of PERIODS) {
    const id = `pub-${period}`;
    await client.query(
      `INSERT INTO "GrossToNetFile" (id, "fileName", country, "payrollCycle", "payrollPeriod", "processingStatus", "updatedAt")
       VALUES ($1, 'published.csv', 'DE', 'CYCLE_2', $2, 'PUBLISHED', now())`,
      [id, period],
    );
    await client.query(
      `INSERT INTO "PayReportEmployeeTotal" (id, "grossToNetId", "employeeRef", "employeeId", currency, salary, "erContribution", status, "updatedAt")
       SELECT $1 || '-' || i, $1, 'E' || i, 'emp-' || i, 'EUR', 3000, 500, 'PUBLISHED', now() FROM generate_series(1, 10000) AS i`,
      [id],
    );
  }
  // An admin with the payroll role (reads every list, and every row of a company's payroll reports).
  await client.query(
    `INSERT INTO "User" (id, email, "firstName", "lastName", "passwordHash", "updatedAt") VALUES ('bench-admin', 'bench@bench.example', 'Bench', 'Admin', 'x', now())`,
  );
  for (const type of ["admin", "payroll"])
    await client.query(
      `INSERT INTO "UserRole" (id, "userId", type, "tenantId", scopes) VALUES ($1, 'bench-admin', $2, NULL, '{}')`,
      [`bench-role-${type}`, type],
    );
  await client.query("VACUUM ANALYZE");
}

/** The bare baseline: the same pages by keyset, straight from a pg pool. */
function bareServer(url: string, cursors: { employee: unknown[]; gtn: unknown[] }) {
  const pool = new pg.Pool({ connectionString: url, max: POOL });
  const queries: Record<string, () => Promise<unknown>> = {
    "/employees": async () =>
      (
        await pool.query(
          `SELECT e.id, e."firstName", e."lastName", e."jobTitle", e."onboardingStatus", e."countryCode", e."externalId", e."companyId",
                  c.name AS "companyName", co.name AS "countryName", l.id AS "lspId", l.name AS "lspName"
             FROM "Employee" e JOIN "Company" c ON c.id = e."companyId" JOIN "Country" co ON co.code = e."countryCode"
             LEFT JOIN "LocalServiceProvider" l ON l.id = e."lspId"
            WHERE (e."lastName", e."firstName", e.id) > ($1, $2, $3) ORDER BY e."lastName", e."firstName", e.id LIMIT 100`,
          cursors.employee,
        )
      ).rows,
    "/gross-to-net": async () =>
      (
        await pool.query(
          `SELECT * FROM "GrossToNetFile" WHERE ("createdAt" < $1) OR ("createdAt" = $1 AND id > $2)
            ORDER BY "createdAt" DESC, id LIMIT 100`,
          cursors.gtn,
        )
      ).rows,
    "/periods": async () =>
      (
        await pool.query(
          `SELECT DISTINCT f."payrollPeriod" AS period FROM "GrossToNetFile" f JOIN "PayReportEmployeeTotal" t ON t."grossToNetId" = f.id
             JOIN "Employee" e ON e.id = t."employeeId" WHERE f."processingStatus" = 'PUBLISHED' AND e."companyId" = $1 ORDER BY 1 DESC`,
          [CO],
        )
      ).rows,
  };
  const server = http.createServer(async (req, res) => {
    const query = queries[req.url ?? ""];
    if (!query) return void res.writeHead(404).end();
    try {
      const body = JSON.stringify({ items: await query() });
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

async function load(url: string, headers: Record<string, string>) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers }); // warm-up
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (r.non2xx || r.errors > r.timeouts) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  if (r.timeouts) console.error(`[bench] ${url}: ${r.timeouts} requests timed out (10 s)`);
  return { rps: r.requests.average, p975: r.latency.p97_5 };
}

async function main() {
  if (!fs.existsSync(".next/BUILD_ID")) throw new Error("No build: run `npm run build` first.");
  const { findFreePort, migrateDeploy, startEmbeddedDb } = await import("./lib/embedded-db");
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "omni-bench-api-"));
  fs.chmodSync(base, 0o755);
  const db = await startEmbeddedDb({ dataDir: path.join(base, "pg"), port: await findFreePort(), persistent: false });
  let web: ChildProcess | null = null;
  let bare: ReturnType<typeof bareServer> | null = null;
  const table = [["route", "ours req/s", "bare req/s", "ours/bare", "ours p97.5", "bare p97.5", "p97.5 ratio"]];
  try {
    await migrateDeploy(db.url, { quiet: true });
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const t = Date.now();
    await seedData(client);
    console.error(`[bench] seeded ${EMPLOYEES} employees in ${Date.now() - t} ms`);
    // The keyset cursors of page PAGE: the last row of the page before it.
    const offset = PAGE * 100 - 1;
    const emp = await client.query(
      `SELECT "lastName", "firstName", id FROM "Employee" ORDER BY "lastName", "firstName", id OFFSET $1 LIMIT 1`,
      [offset],
    );
    const gtn = await client.query(
      `SELECT "createdAt", id FROM "GrossToNetFile" ORDER BY "createdAt" DESC, id OFFSET $1 LIMIT 1`,
      [offset],
    );
    const { rows } = await client.query<{ v: number }>(
      `SELECT "sessionVersion" AS v FROM "User" WHERE id = 'bench-admin'`,
    );
    await client.end();

    const secret = "bench-api-secret-bench-api-secret";
    const webPort = await findFreePort();
    web = spawn(process.execPath, [path.resolve("node_modules/next/dist/bin/next"), "start", "-p", String(webPort)], {
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

    bare = bareServer(db.url, {
      employee: [emp.rows[0].lastName, emp.rows[0].firstName, emp.rows[0].id],
      gtn: [gtn.rows[0].createdAt, gtn.rows[0].id],
    });
    const barePort = await findFreePort();
    await new Promise<void>((r) => bare!.server.listen(barePort, "127.0.0.1", r));

    const routes: [string, string, string][] = [
      [
        "employees (GET /api/employees/paginated)",
        `/api/employees/paginated?pageIndex=${PAGE}&pageSize=100`,
        "/employees",
      ],
      ["pay reports (GET /api/gross-to-net)", `/api/gross-to-net?pageIndex=${PAGE}&pageSize=100`, "/gross-to-net"],
      [
        "payroll reports (GET /api/payroll-reports/companies/{id}/gross-to-net)",
        `/api/payroll-reports/companies/${CO}/gross-to-net`,
        "/periods",
      ],
    ];
    for (const [name, oursPath, barePath] of routes) {
      const probe = await fetch(`http://127.0.0.1:${webPort}${oursPath}`, { headers });
      if (probe.status !== 200) throw new Error(`${oursPath} answered ${probe.status}: ${await probe.text()}`);
      const ours = await load(`http://127.0.0.1:${webPort}${oursPath}`, headers);
      const b = await load(`http://127.0.0.1:${barePort}${barePath}`, {});
      table.push([
        name,
        ours.rps.toFixed(0),
        b.rps.toFixed(0),
        `${((ours.rps / b.rps) * 100).toFixed(0)}%`,
        `${ours.p975} ms`,
        `${b.p975} ms`,
        `${(ours.p975 / Math.max(b.p975, 1)).toFixed(2)}x`,
      ]);
      console.error(`[bench] ${name} done`);
    }
  } finally {
    web?.kill("SIGTERM");
    if (bare) {
      bare.server.close();
      await bare.pool.end();
    }
    await new Promise((r) => setTimeout(r, 500));
    await db.stop().catch(() => {});
    fs.rmSync(base, { recursive: true, force: true });
  }
  table.push(["goal", "", "", ">= 40%", "", "", "<= 2.5x"]);
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
