// The harness of the streaming-export benchmarks (scripts/bench-payroll-reports.ts, scripts/bench-expenses-export.ts):
// an embedded PostgreSQL with the migrations, the scenario's seed per size, a manager of each size's company
// signing in with an API token, then each side measured in its own child process (so its peak RSS is its own):
//   ceiling  a bare `COPY (the same SELECT) TO STDOUT WITH (FORMAT csv, HEADER)` on a fresh pg connection;
//   ours     the real route handler (token auth, policy, validation, tenancy, stream) read to the end.
// Prints time to first byte, total time, throughput ratio and peak RSS (RUNS runs, medians).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { counter, drain, printTable, runChild, summarise, throughput, timing, type Result } from "./stream-bench";

const RUNS = 3;

export type ExportBench = {
  /** The benchmark script (its own __filename): run again as the child of each measurement. */
  script: string;
  sizes: number[];
  /** The first column of a size's row. */
  sizeLabel: (size: number) => string;
  companyOf: (size: number) => string;
  /** The UserRole scopes of the company's manager who downloads. */
  managerScopes: string[];
  seed: (client: pg.Client, size: number) => Promise<void>;
  /** After the seed and VACUUM ANALYZE (an EXPLAIN, say). */
  afterSeed?: (client: pg.Client) => Promise<void>;
  goals: string;
};

/** `count` employees `${companyId}-emp-${i}` of the company in DE; every 50th name needs CSV quoting (comma, quote). */
export async function seedEmployees(client: pg.Client, companyId: string, count: number) {
  await client.query(
    `INSERT INTO "Employee" (id, "companyId", "countryCode", "firstName", "lastName", "updatedAt")
     SELECT $1 || '-emp-' || i, $1, 'DE', CASE WHEN i % 50 = 0 THEN 'Ann "A"' ELSE 'First' || i END,
            CASE WHEN i % 50 = 0 THEN 'Last, ' || i ELSE 'Last' || i END, now()
       FROM generate_series(1, $2) AS i`,
    [companyId, count],
  );
}

/** The ceiling side: the COPY of `sql` on a fresh connection, RUNS times. */
export async function measureCopy(sql: string): Promise<Result> {
  const runs: Result[] = [];
  const baseRssMb = process.memoryUsage().rss / 2 ** 20;
  for (let i = 0; i < RUNS; i++) {
    const started = process.hrtime.bigint();
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const { sink, state } = counter();
    await pipeline(client.query(copyTo(sql)), sink);
    const done = process.hrtime.bigint();
    await client.end();
    runs.push(timing(started, state, done, baseRssMb));
  }
  return summarise(runs);
}

/** Our side: the route handler's response read to the end, RUNS times after one untimed warm-up call. */
export async function measureRoute(call: () => Promise<Response>): Promise<Result> {
  // A running app has warm pools and loaded modules.
  await (await call()).arrayBuffer();
  const baseRssMb = process.memoryUsage().rss / 2 ** 20;
  const runs: Result[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = process.hrtime.bigint();
    const response = await call();
    if (response.status !== 200) throw new Error(`route answered ${response.status}: ${await response.text()}`);
    const { sink, state } = counter();
    await drain(response, sink);
    runs.push(timing(started, state, process.hrtime.bigint(), baseRssMb));
  }
  return summarise(runs);
}

/** The parent: database, seed, tokens, the two children per size, the table. */
export async function runExportBench(bench: ExportBench) {
  const { findFreePort, migrateDeploy, startEmbeddedDb } = await import("./embedded-db");
  const { newSecret, sha256 } = await import("../../lib/auth/tokens");
  const base = fs.mkdtempSync(path.join(os.tmpdir(), `omni-${path.basename(bench.script, ".ts")}-`));
  fs.chmodSync(base, 0o755);
  const db = await startEmbeddedDb({ dataDir: path.join(base, "pg"), port: await findFreePort(), persistent: false });
  const env = { ...process.env, DATABASE_URL: db.url };
  const table: string[][] = [
    [
      "size",
      "rows out",
      "ceiling ttfb",
      "ours ttfb",
      "ceiling",
      "ours",
      "throughput ours/ceiling",
      "peak RSS ceiling",
      "peak RSS ours (base)",
    ],
  ];
  const client = new pg.Client({ connectionString: db.url });
  client.on("error", () => {});
  try {
    await migrateDeploy(db.url, { quiet: true });
    await client.connect();
    await client.query(
      `INSERT INTO "Country" (code, name, currency, "updatedAt") VALUES ('DE', 'Germany', 'EUR', now()) ON CONFLICT DO NOTHING`,
    );
    for (const size of bench.sizes) {
      const t = Date.now();
      await bench.seed(client, size);
      console.error(`[bench] seeded ${bench.sizeLabel(size)} in ${Date.now() - t} ms`);
    }
    await client.query(`VACUUM ANALYZE`);
    await bench.afterSeed?.(client);
    for (const size of bench.sizes) {
      const userId = `bench-user-${size}`;
      const token = newSecret("omni_");
      await client.query(
        `INSERT INTO "User" (id, email, "firstName", "lastName", "passwordHash", "updatedAt") VALUES ($1, $2, 'Bench', 'Boss', 'x', now())`,
        [userId, `${userId}@bench.example`],
      );
      await client.query(
        `INSERT INTO "UserRole" (id, "userId", type, "tenantId", scopes) VALUES ($1, $1, 'manager', $2, $3)`,
        [userId, bench.companyOf(size), bench.managerScopes],
      );
      await client.query(`INSERT INTO "ApiToken" (id, "userId", name, "tokenHash") VALUES ($1, $1, 'bench', $2)`, [
        userId,
        sha256(token),
      ]);
      const ceiling = await runChild(bench.script, ["--child", "ceiling", String(size)], env);
      const ours = await runChild(bench.script, ["--child", "ours", String(size), token], env);
      if (ours.lines !== size + 1 || ceiling.lines !== size + 1)
        throw new Error(`expected ${size + 1} lines, got ours ${ours.lines}, ceiling ${ceiling.lines}`);
      table.push([
        bench.sizeLabel(size),
        size.toLocaleString("en-US"),
        `${ceiling.ttfbMs.toFixed(0)} ms`,
        `${ours.ttfbMs.toFixed(0)} ms`,
        throughput(ceiling),
        throughput(ours),
        `${((ceiling.totalMs / ours.totalMs) * 100).toFixed(0)}%`,
        `${ceiling.maxRssMb.toFixed(0)} MB`,
        `${ours.maxRssMb.toFixed(0)} MB (${ours.baseRssMb.toFixed(0)} MB)`,
      ]);
    }
  } finally {
    await client.end().catch(() => {});
    await db.stop();
    fs.rmSync(base, { recursive: true, force: true });
  }
  printTable(table);
  console.log(`Goals: ${bench.goals} (${RUNS} runs, medians).`);
}

/** A benchmark script's entry: the child side of one measurement (`--child ceiling|ours size [token]`), else the parent. */
export function mainOf(
  bench: ExportBench,
  child: { ceiling: (size: number) => Promise<Result>; ours: (size: number, token: string) => Promise<Result> },
) {
  const run = async () => {
    if (process.argv[2] !== "--child") return runExportBench(bench);
    const [mode, size, token] = process.argv.slice(3);
    const result = mode === "ceiling" ? await child.ceiling(Number(size)) : await child.ours(Number(size), token);
    console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
    process.exit(0);
  };
  run().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
