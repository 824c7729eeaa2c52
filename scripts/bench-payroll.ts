// `npm run bench:payroll`: payroll verification at 10k, 100k and 1M concept rows on its own embedded
// PostgreSQL. Not a timed test: it prints a table of measurements against their ceilings.
//   ingest   ceiling = raw `COPY "PayRegisterRow" FROM STDIN` of the same rows (pre-encoded) into the same
//            table; ours = upload accepted (file streamed to disk + DRAFT row) -> every pipeline stage ->
//            DUPLICATES_CHECKED, through acceptUpload() and the job handler the worker runs. Each runs in its
//            own child process so its peak RSS (maxRSS) is its own, after a 1,000-row warm-up (warm pools and JIT,
//            as in a running worker). Below 1M rows each side runs BENCH_REPS (3) times, interleaved: medians.
//   variance each size of 10k employees or more (10 concepts each) against a previous cycle: billEmployees() (the
//            service's SQL, every row) vs a bare per-employee, per-category difference query; 7 interleaved
//            runs of each after one warm-up, medians.
//   checks   the anomaly checks (issue 27) at 10k employees or more against a previous cycle: rerunChecks() vs the
//            bare INSERT ... SELECT statements of the same checks; 5 interleaved runs of each after a warm-up, medians.
//   bill     billDetail() for a 10k-employee bill (first page of 100, counts, summary); goal < 150 ms.
//   export   the streamed zip (archiver over COPY TO STDOUT) vs bare COPY TO STDOUT of the same queries.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import { bulkPool } from "../lib/db";
import { COPY_COLUMNS } from "../lib/payroll/csv";
import { VARIANCE_COLUMNS } from "../lib/payroll/bill-employees";
import { SYNTHETIC_CONCEPTS as CONCEPTS } from "../tests/factories/payroll";

const SIZES = (process.env.BENCH_SIZES ?? "10000,100000,1000000").split(",").map(Number);
// BENCH_ONLY=checks: ingest (ours only, no ceiling) and the anomaly checks, nothing else.
const ONLY_CHECKS = process.env.BENCH_ONLY === "checks";
const FX = { lspId: "bench-lsp", legalEntityId: "bench-le", workbookId: "bench-wb", country: "DE" };
const periodFor = (size: number) => `2030${String(SIZES.indexOf(size) + 1).padStart(2, "0")}`;

/** stagesSeconds: ours up to DUPLICATES_CHECKED, before the anomaly checks and the statistics refresh that
 *  follow in the same transaction (their own measure is `checks`). */
type ChildResult = {
  seconds: number;
  maxRssMb: number;
  rows: number;
  status?: string;
  stagesSeconds?: number;
  /** Seconds from the previous step (the upload's start for the first) to each pipeline status. */
  steps?: Record<string, number>;
};

// ------------------------------------------------------------------------------------------------
// Children
// ------------------------------------------------------------------------------------------------

async function childCeiling(copyFile: string, size: number): Promise<ChildResult> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const gtnId = `bench-ceiling-${size}`;
  // Warm-up (as for ours): a 1,000-row COPY of the same lines, rolled back.
  const head = fs.readFileSync(copyFile, "utf8").slice(0, 200_000).split("\n").slice(0, 1000).join("\n") + "\n";
  await client.query(
    `INSERT INTO "GrossToNetFile" (id, "fileName", country, "payrollCycle", "payrollPeriod", "updatedAt") VALUES ($1, 'ceiling.csv', 'DE', 'OFF_CYCLE', '209901', now())`,
    [gtnId],
  );
  await client.query("BEGIN");
  await pipeline(
    Readable.from([head]),
    client.query(copyFrom(`COPY "PayRegisterRow" (${COPY_COLUMNS.map((c) => `"${c}"`).join(", ")}) FROM STDIN`)),
  );
  await client.query("ROLLBACK");
  await client.query(`DELETE FROM "GrossToNetFile" WHERE id = $1`, [gtnId]);
  await client.query(
    `INSERT INTO "GrossToNetFile" (id, "fileName", country, "payrollCycle", "payrollPeriod", "updatedAt") VALUES ($1, 'ceiling.csv', 'DE', 'OFF_CYCLE', '209901', now())`,
    [gtnId],
  );
  const started = process.hrtime.bigint();
  await client.query("BEGIN");
  await pipeline(
    fs.createReadStream(copyFile, { highWaterMark: 256 * 1024 }),
    client.query(copyFrom(`COPY "PayRegisterRow" (${COPY_COLUMNS.map((c) => `"${c}"`).join(", ")}) FROM STDIN`)),
  );
  await client.query("COMMIT");
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await client.end();
  return { seconds, maxRssMb: process.resourceUsage().maxRSS / 1024, rows: size };
}

async function childIngest(csvFile: string, size: number): Promise<ChildResult> {
  const { acceptUpload } = await import("../lib/payroll/accept-upload");
  const { PAYROLL_JOB_HANDLERS } = await import("../lib/payroll/jobs");
  const { PROCESS_JOB } = await import("../lib/payroll/job-names");
  const { getDb } = await import("../lib/db");
  // A running app (and worker) has warm connection pools: open them before the clock starts.
  await getDb().$queryRaw`SELECT 1`;
  await bulkPool().query("SELECT 1");
  // ...and its code is warm (JIT): ingest the first 1,000 lines once in another period, then remove that file.
  const head = fs.readFileSync(csvFile, "utf8").slice(0, 200_000).split("\n").slice(0, 1001).join("\n") + "\n";
  const warm = await acceptUpload(
    null,
    {
      source: "MANUAL",
      payrollPeriod: "209912",
      payrollCycle: "OFF_CYCLE",
      country: FX.country,
      lspId: FX.lspId,
      legalEntityId: null,
    },
    { name: "warm-up.csv", stream: Readable.from([head]) },
    { enqueue: false },
  );
  await PAYROLL_JOB_HANDLERS[PROCESS_JOB]({ gtnId: warm.id });
  await getDb().grossToNetFile.delete({ where: { id: warm.id } });
  const started = process.hrtime.bigint();
  const startedAt = Date.now();
  const file = await acceptUpload(
    null,
    {
      source: "MANUAL",
      payrollPeriod: periodFor(size),
      payrollCycle: "CYCLE_1",
      country: FX.country,
      lspId: FX.lspId,
      legalEntityId: FX.legalEntityId,
      workbookId: FX.workbookId,
    },
    { name: `bench-${size}.csv`, stream: fs.createReadStream(csvFile, { highWaterMark: 256 * 1024 }) },
    { enqueue: false },
  );
  await PAYROLL_JOB_HANDLERS[PROCESS_JOB]({ gtnId: file.id });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const row = await getDb().grossToNetFile.findUniqueOrThrow({
    where: { id: file.id },
    select: { processingStatus: true, rowCount: true },
  });
  // Each step's history row is written with the run's clock when its stage ends, before the checks start.
  const history = await getDb().statusHistory.findMany({
    where: { entityId: file.id },
    orderBy: { createdAt: "asc" },
    select: { toStatus: true, createdAt: true },
  });
  const steps: Record<string, number> = {};
  let previous = startedAt;
  for (const h of history) {
    steps[h.toStatus] = (h.createdAt.getTime() - previous) / 1000;
    previous = h.createdAt.getTime();
  }
  const checked = history.find((h) => h.toStatus === "DUPLICATES_CHECKED");
  const stagesSeconds = checked ? (checked.createdAt.getTime() - startedAt) / 1000 : undefined;
  await getDb().$disconnect();
  await bulkPool().end();
  return {
    seconds,
    stagesSeconds,
    steps,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    rows: row.rowCount,
    status: row.processingStatus,
  };
}

function runChild(args: string[], env: NodeJS.ProcessEnv): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), __filename, ...args], {
      env,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("exit", (code) => {
      const line = out.split("\n").find((l) => l.startsWith("BENCH_RESULT "));
      if (code !== 0 || !line) return reject(new Error(`child ${args.join(" ")} exited ${code}: ${out.slice(-500)}`));
      resolve(JSON.parse(line.slice("BENCH_RESULT ".length)));
    });
  });
}

// ------------------------------------------------------------------------------------------------
// Data
// ------------------------------------------------------------------------------------------------

async function writeFiles(dir: string, size: number) {
  const csv = path.join(dir, `register-${size}.csv`);
  const copy = path.join(dir, `register-${size}.copy`);
  const csvOut = fs.createWriteStream(csv);
  const copyOut = fs.createWriteStream(copy);
  const write = (s: fs.WriteStream, text: string) =>
    s.write(text) ? Promise.resolve() : new Promise<void>((r) => s.once("drain", () => r()));
  await write(csvOut, "employeeId,firstName,lastName,concept,value\n");
  const employees = size / CONCEPTS.length;
  let csvBuf = "";
  let copyBuf = "";
  let rowNumber = 0;
  for (let i = 0; i < employees; i++) {
    const ref = `E${String(i).padStart(6, "0")}`;
    for (const [concept, type, category] of CONCEPTS) {
      rowNumber++;
      const cents = (i * 37 + rowNumber) % 100;
      const amount = concept === "Base Salary" ? 3000 + (i % 997) : 50 + (i % 300);
      const csvValue =
        amount >= 1000
          ? `"${Math.floor(amount / 1000)},${String(amount % 1000).padStart(3, "0")}.${String(cents).padStart(2, "0")}"`
          : `${amount}.${String(cents).padStart(2, "0")}`;
      csvBuf += `${ref},First${i},Last${i},${concept},${csvValue}\n`;
      copyBuf += `bench-ceiling-${size}\t${rowNumber}\t${ref}\tFirst${i}\tLast${i}\t${concept}\t${amount}.${String(cents).padStart(2, "0")}\t${type}\t${category}\t\\N\t\\N\t\\N\t\\N\n`;
    }
    if (csvBuf.length > 1 << 20) {
      await write(csvOut, csvBuf);
      await write(copyOut, copyBuf);
      csvBuf = copyBuf = "";
    }
  }
  await write(csvOut, csvBuf);
  await write(copyOut, copyBuf);
  await Promise.all([new Promise((r) => csvOut.end(r)), new Promise((r) => copyOut.end(r))]);
  return { csv, copy };
}

async function setupFixture(client: pg.Client, employees: number) {
  await client.query(
    `INSERT INTO "Country" (code, name, currency, "updatedAt") VALUES ('DE', 'Germany', 'EUR', now()) ON CONFLICT DO NOTHING`,
  );
  await client.query(`INSERT INTO "LocalServiceProvider" (id, name, "updatedAt") VALUES ($1, 'Bench LSP', now())`, [
    FX.lspId,
  ]);
  await client.query(
    `INSERT INTO "LegalEntity" (id, name, "countryCode", "lspId", "updatedAt") VALUES ($1, 'Bench Payroll GmbH', 'DE', $2, now())`,
    [FX.legalEntityId, FX.lspId],
  );
  await client.query(
    `INSERT INTO "Workbook" (id, name, month, year, "updatedAt") VALUES ($1, 'Bench', 1, 2030, now())`,
    [FX.workbookId],
  );
  for (const [concept, type, category] of CONCEPTS)
    await client.query(
      `INSERT INTO "TaxonomyMapping" (id, "countryCode", "lspId", concept, category, "applicationType", "updatedAt") VALUES (gen_random_uuid()::text, 'DE', NULL, $1, $2, $3::"ApplicationType", now())`,
      [concept, category, type],
    );
  await client.query(`INSERT INTO "Company" (id, name, "updatedAt") VALUES ('bench-co', 'Bench Co', now())`);
  await client.query(
    `INSERT INTO "Employee" (id, "companyId", "countryCode", "firstName", "lastName", "payrollId", "lspId", "updatedAt")
     SELECT 'bench-emp-' || i, 'bench-co', 'DE', 'First' || i, 'Last' || i, 'E' || lpad(i::text, 6, '0'), $2, now() FROM generate_series(0, $1 - 1) AS i`,
    [employees, FX.lspId],
  );
}

// ------------------------------------------------------------------------------------------------
// Measurements in the parent
// ------------------------------------------------------------------------------------------------

/** Medians of a and b over `runs` interleaved runs (after one warm-up of each). */
async function pairedMedians(runs: number, a: () => Promise<unknown>, b: () => Promise<unknown>) {
  await a();
  await b();
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < runs; i++) {
    for (const [fn, times] of [
      [a, ta],
      [b, tb],
    ] as const) {
      const t = process.hrtime.bigint();
      await fn();
      times.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
  }
  const mid = (t: number[]) => [...t].sort((x, y) => x - y)[Math.floor(t.length / 2)];
  return [mid(ta), mid(tb)];
}

async function median(runs: number, fn: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const devNull = () =>
  new Writable({
    write(_chunk, _enc, cb) {
      cb();
    },
  });

async function main() {
  // The services import "server-only", as they do inside Next: run (and let the children run) under its condition.
  if (!(process.env.NODE_OPTIONS ?? "").includes("--conditions=react-server")) {
    const NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ""} --conditions=react-server`;
    const self = spawn(
      process.execPath,
      [path.resolve("node_modules/tsx/dist/cli.mjs"), __filename, ...process.argv.slice(2)],
      {
        env: { ...process.env, NODE_OPTIONS },
        stdio: "inherit",
      },
    );
    self.on("exit", (code) => process.exit(code ?? 1));
    return;
  }
  if (process.argv[2] === "--child") {
    const [mode, file, size] = process.argv.slice(3);
    const result = mode === "ceiling" ? await childCeiling(file, Number(size)) : await childIngest(file, Number(size));
    console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
    return;
  }
  const { findFreePort, migrateDeploy, startEmbeddedDb } = await import("./lib/embedded-db");
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "omni-bench-"));
  fs.chmodSync(base, 0o755);
  const db = await startEmbeddedDb({
    dataDir: path.join(base, "pg"),
    port: await findFreePort(),
    persistent: false,
    database: "omni_bench",
  });
  const env = { ...process.env, DATABASE_URL: db.url, OMNI_STORAGE_DIR: path.join(base, "files"), DB_POOL_SIZE: "4" };
  Object.assign(process.env, env);
  const lines: string[][] = [
    ["measure", "size", "ceiling", "ours", "ours/ceiling", "peak RSS ceiling", "peak RSS ours", "goal"],
  ];
  try {
    await migrateDeploy(db.url);
    const client = new pg.Client({ connectionString: db.url });
    // Stopping the database on a failure must not turn into an unhandled 'error' that hides the failure.
    client.on("error", () => {});
    await client.connect();
    await setupFixture(client, Math.max(...SIZES) / CONCEPTS.length);
    const fileIds: Record<number, string> = {};
    for (const size of SIZES) {
      const { csv, copy } = await writeFiles(base, size);
      // Small sizes repeat (interleaved, median of each) so one scheduling hiccup on a shared machine does not
      // decide the ratio; the last file of ours stays for the variance, bill and export measurements.
      const reps = size >= 1_000_000 ? 1 : Number(process.env.BENCH_REPS ?? 3);
      const ceilings: ChildResult[] = [];
      const oursRuns: ChildResult[] = [];
      for (let rep = 0; rep < reps; rep++) {
        if (ONLY_CHECKS) ceilings.push({ seconds: NaN, maxRssMb: NaN, rows: size });
        else ceilings.push(await runChild(["--child", "ceiling", copy, String(size)], env));
        await client.query(`DELETE FROM "GrossToNetFile" WHERE id = $1`, [`bench-ceiling-${size}`]);
        await client.query(`DELETE FROM "GrossToNetFile" WHERE "fileName" = $1`, [`bench-${size}.csv`]);
        await client.query(`VACUUM ANALYZE "PayRegisterRow"`);
        const run = await runChild(["--child", "ingest", csv, String(size)], env);
        if (run.status !== "DUPLICATES_CHECKED" || run.rows !== size)
          throw new Error(`ingest of ${size} ended ${run.status} with ${run.rows} rows`);
        oursRuns.push(run);
      }
      const mid = (runs: ChildResult[]) => [...runs].sort((a, b) => a.seconds - b.seconds)[Math.floor(runs.length / 2)];
      const ceiling = { ...mid(ceilings), maxRssMb: Math.max(...ceilings.map((r) => r.maxRssMb)) };
      const ours = { ...mid(oursRuns), maxRssMb: Math.max(...oursRuns.map((r) => r.maxRssMb)) };
      const { rows } = await client.query<{ id: string }>(`SELECT id FROM "GrossToNetFile" WHERE "fileName" = $1`, [
        `bench-${size}.csv`,
      ]);
      fileIds[size] = rows[0].id;
      const rowsPerSec = (r: ChildResult) =>
        `${Math.round(size / r.seconds).toLocaleString("en-US")} rows/s (${r.seconds.toFixed(2)} s)`;
      lines.push([
        "ingest",
        size.toLocaleString("en-US"),
        rowsPerSec(ceiling),
        rowsPerSec(ours),
        `${((ceiling.seconds / ours.seconds) * 100).toFixed(0)}%`,
        `${ceiling.maxRssMb.toFixed(0)} MB`,
        `${ours.maxRssMb.toFixed(0)} MB`,
        ">= 50%, flat RSS",
      ]);
      // The same runs up to DUPLICATES_CHECKED: the ingest's own stages, without the checks that follow them.
      const stages = oursRuns.map((r) => r.stagesSeconds ?? NaN).sort((a, b) => a - b)[Math.floor(reps / 2)];
      lines.push([
        "ingest, stages only",
        size.toLocaleString("en-US"),
        rowsPerSec(ceiling),
        rowsPerSec({ ...ours, seconds: stages }),
        `${((ceiling.seconds / stages) * 100).toFixed(0)}%`,
        "-",
        "-",
        "(reference)",
      ]);
      const stepNames = Object.keys(oursRuns[0].steps ?? {});
      const medianStep = (name: string) =>
        oursRuns.map((r) => r.steps?.[name] ?? NaN).sort((a, b) => a - b)[Math.floor(reps / 2)];
      console.error(
        `[bench] ${size} rows, seconds to each status (medians): ${stepNames.map((n) => `${n} ${medianStep(n).toFixed(2)}`).join(", ")}`,
      );
      fs.rmSync(csv);
      fs.rmSync(copy);
      console.error(`[bench] ${size} rows done`);
    }
    await client.query(`VACUUM ANALYZE`);

    const { billEmployees } = await import("../lib/payroll/bill-employees");
    const { billDetail } = await import("../lib/payroll/bill-detail");
    const { exportZipStream, exportQueries } = await import("../lib/payroll/export");
    // The variance at every size of at least 10,000 employees (10 concepts each): the small case pays the
    // service's fixed costs over fewer rows, so each size is its own line.
    for (const size of SIZES.filter((s) => !ONLY_CHECKS && s / CONCEPTS.length >= 10_000)) {
      const fileId = fileIds[size];
      // Previous cycle: the same employees with shifted values, as another published file of its own period.
      const previous = { period: `2029${String(SIZES.indexOf(size) + 1).padStart(2, "0")}`, cycle: "CYCLE_2" };
      const prevId = `bench-prev-${size}`;
      await client.query(
        `INSERT INTO "GrossToNetFile" (id, "fileName", country, "lspId", "payrollCycle", "payrollPeriod", "processingStatus", "updatedAt")
         VALUES ($1, 'prev.csv', 'DE', $2, 'CYCLE_2', $3, 'PUBLISHED', now())`,
        [prevId, FX.lspId, previous.period],
      );
      await client.query(
        `INSERT INTO "PayReportEmployeeTotal" (id, "grossToNetId", "employeeRef", "employeeId", "firstName", "lastName", currency, salary, allowance, "variablePay", expenses,
           "pensionContribution", "benefitContribution", "socialCosts", "eeDeductions", "erContribution", gross, "taxableGross", net, "totalCost", status, "updatedAt")
         SELECT gen_random_uuid()::text, $2, "employeeRef", "employeeId", "firstName", "lastName", currency, salary * 0.97, allowance, "variablePay" + 5, expenses,
           "pensionContribution", "benefitContribution", "socialCosts", "eeDeductions", "erContribution", gross, "taxableGross", net, "totalCost", 'PUBLISHED', now()
           FROM "PayReportEmployeeTotal" WHERE "grossToNetId" = $1 AND "employeeRef" <> 'E000000'`,
        [fileId, prevId],
      );
      await client.query(`ANALYZE "PayReportEmployeeTotal"`);
      const employees = size / CONCEPTS.length;
      let ourCount = 0;
      const ours = async () => {
        const r = await billEmployees([fileId], {
          country: "DE",
          lspId: FX.lspId,
          variance: previous,
          limit: null,
          offset: 0,
        });
        ourCount = r.items.length;
      };
      // The bare query: the same per-employee, per-category arithmetic (current, previous, variance, percent)
      // with nothing else (no names, status, justification, LSP data, counts or ordering).
      const cats = VARIANCE_COLUMNS.filter((c) => c !== "total");
      const pct = (cur: string, prev: string) =>
        `CASE WHEN ${cur} = 0 AND ${prev} = 0 THEN 0 WHEN ${prev} = 0 THEN 100 WHEN ${cur} = 0 THEN -100 ELSE round((${cur} - ${prev}) / abs(${prev}) * 100, 2) END`;
      const bare = `SELECT c."employeeRef", ${cats
        .map(
          (k) =>
            `c."${k}", coalesce(p."${k}", 0) AS "p_${k}", c."${k}" - coalesce(p."${k}", 0) AS "v_${k}", ${pct(`c."${k}"`, `coalesce(p."${k}", 0)`)} AS "pct_${k}"`,
        )
        .join(", ")}
                      FROM "PayReportEmployeeTotal" c LEFT JOIN "PayReportEmployeeTotal" p ON p."grossToNetId" = $2 AND p."employeeRef" = c."employeeRef"
                     WHERE c."grossToNetId" = $1`;
      const [oursVar, bareVar] = await pairedMedians(7, ours, () => client.query(bare, [fileId, prevId]));
      if (ourCount !== employees) throw new Error(`variance returned ${ourCount} rows`);
      lines.push([
        "variance",
        `${employees.toLocaleString("en-US")} employees`,
        `${bareVar.toFixed(0)} ms (bare SQL)`,
        `${oursVar.toFixed(0)} ms`,
        `${(oursVar / bareVar).toFixed(2)}x`,
        "-",
        "-",
        "<= 2x",
      ]);
    }

    // Anomaly checks (issue 27) at every size of at least 10,000 employees: rerunChecks() (pool connection,
    // pipeline lock, parameters, delete, one INSERT ... SELECT per check, acknowledgements kept, commit) vs the bare
    // statements of the same checks (delete + the INSERTs with precomputed parameters) in one transaction.
    const { rerunChecks } = await import("../lib/payroll/anomalies/run-checks");
    const { checkParams } = await import("../lib/payroll/anomalies/check-params");
    const { CHECKS } = await import("../lib/payroll/anomalies/checks");
    // The employees as the checks meet them in production: active, with a start date and an annual base salary,
    // so the employee-side checks (missing from the register, paid but not employed, base salary) look at every
    // one instead of filtering them out on a null. Employees beyond a smaller file start in the next size's
    // period, so each file's register covers every employee active in its period.
    const largest = Math.max(...SIZES) / CONCEPTS.length;
    for (const [i, size] of SIZES.entries())
      await client.query(
        `UPDATE "Employee" SET "onboardingStatus" = 'Active', "startDate" = $2::date,
                "annualBaseSalaryAmount" = 12 * (3000 + substr("payrollId", 2)::int % 997), "annualBaseSalaryCurrency" = 'EUR'
          WHERE "companyId" = 'bench-co' AND substr("payrollId", 2)::int >= $1`,
        [
          i === 0 ? 0 : SIZES[i - 1] / CONCEPTS.length,
          i === 0 ? "2020-01-01" : `${periodFor(size).slice(0, 4)}-${periodFor(size).slice(4)}-01`,
        ],
      );
    await client.query(`ANALYZE "Employee"`);
    if (largest < 10_000) console.error("[bench] no size of 10,000 employees or more: no checks measured");
    for (const size of SIZES.filter((s) => s / CONCEPTS.length >= 10_000)) {
      const fileId = fileIds[size];
      const period = periodFor(size);
      const month = Number(period.slice(4));
      const prevPeriod =
        month === 1
          ? `${Number(period.slice(0, 4)) - 1}12`
          : `${period.slice(0, 4)}${String(month - 1).padStart(2, "0")}`;
      const prevId = `bench-checks-prev-${size}`;
      // The previous cycle: the same employees, every 10th one paid 30% less (a change beyond the threshold).
      await client.query(
        `INSERT INTO "GrossToNetFile" (id, "fileName", country, "lspId", "payrollCycle", "payrollPeriod", "processingStatus", currency, "updatedAt")
         VALUES ($1, 'checks-prev.csv', 'DE', $2, 'CYCLE_1', $3, 'PUBLISHED', 'EUR', now())`,
        [prevId, FX.lspId, prevPeriod],
      );
      await client.query(
        `INSERT INTO "PayReportEmployeeTotal" (id, "grossToNetId", "employeeRef", "employeeId", "firstName", "lastName", currency, salary, gross, net, "totalCost", status, "updatedAt")
         SELECT gen_random_uuid()::text, $2, "employeeRef", "employeeId", "firstName", "lastName", currency,
                salary, CASE WHEN right("employeeRef", 1) = '0' THEN gross * 0.7 ELSE gross END,
                CASE WHEN right("employeeRef", 1) = '0' THEN net * 0.7 ELSE net END, "totalCost", 'PUBLISHED', now()
           FROM "PayReportEmployeeTotal" WHERE "grossToNetId" = $1`,
        [fileId, prevId],
      );
      await client.query(`ANALYZE "PayReportEmployeeTotal"`);
      const params = await checkParams(client, fileId);
      if (!params) throw new Error("checks: no parameters");
      let findings = 0;
      const perCheck: Record<string, number[]> = {};
      const ours = async () => {
        const result = await rerunChecks(fileId);
        findings = result.findings;
        for (const [key, ms] of Object.entries(result.timings)) (perCheck[key] ??= []).push(ms);
      };
      const bare = async () => {
        await client.query("BEGIN");
        await client.query(`DELETE FROM "PayReportFinding" WHERE "payReportId" = $1`, [fileId]);
        for (const check of CHECKS) await client.query(check.sql, params);
        await client.query("COMMIT");
      };
      const [oursChecks, bareChecks] = await pairedMedians(5, ours, bare);
      // Where the time goes: each check's median inside rerunChecks(), slowest first.
      const mid = (t: number[]) => [...t].sort((x, y) => x - y)[Math.floor(t.length / 2)];
      const slowest = Object.entries(perCheck)
        .map(([key, t]) => [key, mid(t)] as const)
        .sort((a, b) => b[1] - a[1]);
      console.error(
        `[bench] checks at ${size / CONCEPTS.length} employees: ${slowest.map(([k, ms]) => `${k} ${ms.toFixed(0)} ms`).join(", ")}`,
      );
      // BENCH_EXPLAIN=1: the plan of every check at this size (EXPLAIN ANALYZE inside a rolled-back transaction).
      if (process.env.BENCH_EXPLAIN) {
        await client.query("BEGIN");
        for (const check of CHECKS) {
          const plan = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${check.sql}`, params);
          console.error(`[bench] plan of ${check.key}:\n${plan.rows.map((r) => r["QUERY PLAN"]).join("\n")}`);
        }
        await client.query("ROLLBACK");
      }
      lines.push([
        "checks",
        `${(size / CONCEPTS.length).toLocaleString("en-US")} employees (${findings.toLocaleString("en-US")} findings)`,
        `${bareChecks.toFixed(0)} ms (bare SQL)`,
        `${oursChecks.toFixed(0)} ms`,
        `${(oursChecks / bareChecks).toFixed(2)}x`,
        "-",
        "-",
        "<= 2x",
      ]);
    }

    if (!ONLY_CHECKS) {
      const billSize = SIZES.find((s) => s / CONCEPTS.length === 10000) ?? SIZES[Math.min(1, SIZES.length - 1)];
      const billMs = await median(5, () =>
        billDetail({
          country: "DE",
          lspId: FX.lspId,
          payrollCycle: "CYCLE_1",
          payrollPeriod: periodFor(billSize),
          pageIndex: 0,
          pageSize: 100,
        }),
      );
      lines.push([
        "bill detail",
        `${(billSize / CONCEPTS.length).toLocaleString("en-US")} employees`,
        "-",
        `${billMs.toFixed(0)} ms`,
        "-",
        "-",
        "-",
        "< 150 ms",
      ]);

      // Export: bare COPY TO STDOUT of the same two queries vs the streamed zip, on the largest file.
      const big = Math.max(...SIZES);
      const bigId = fileIds[big];
      const bareExport = await median(3, async () => {
        const q = exportQueries((s) => client.escapeLiteral(s), bigId);
        for (const sql of [q.totals, q.concepts]) await pipeline(client.query(copyTo(sql)), devNull());
      });
      let zipBytes = 0;
      const zipExport = await median(3, async () => {
        zipBytes = 0;
        await pipeline(
          exportZipStream([{ id: bigId, fileName: "bench.csv" }]),
          new Writable({
            write(chunk, _e, cb) {
              zipBytes += chunk.length;
              cb();
            },
          }),
        );
      });
      lines.push([
        "export",
        `${big.toLocaleString("en-US")} rows`,
        `${bareExport.toFixed(0)} ms (COPY TO)`,
        `${zipExport.toFixed(0)} ms (${(zipBytes / 1e6).toFixed(1)} MB zip)`,
        `${((bareExport / zipExport) * 100).toFixed(0)}%`,
        "-",
        "-",
        ">= 50%",
      ]);
    }
    await client.end();
    const { getDb } = await import("../lib/db");
    await getDb().$disconnect();
    await bulkPool().end();
  } finally {
    await db.stop().catch(() => {});
    fs.rmSync(base, { recursive: true, force: true });
  }
  const widths = lines[0].map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  for (const [i, l] of lines.entries()) {
    console.log(l.map((c, j) => c.padEnd(widths[j])).join(" | "));
    if (i === 0) console.log(widths.map((w) => "-".repeat(w)).join("-|-"));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
