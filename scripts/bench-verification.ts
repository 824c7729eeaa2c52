// `npm run bench:verification`: how well the payroll checks catch what a payroll specialist catches, on the
// labelled corpus (tests/factories/verification-corpus) run through the real pipeline on its own embedded
// PostgreSQL. Prints tables; writes nothing into docs.
//   accuracy  a dense corpus (--dense N employees, 60% with a mistake) and a realistic one (--realistic N, 3%):
//             recall per mistake kind and overall, clean employees flagged (any finding, blocking apart), precision
//             of blocking and review findings and of each check.
//   timing    --sizes 20000,100000: a realistic corpus of that many employees (3 clean months first), then the
//             labelled month's registers from upload accepted to findings available (acceptUpload() +
//             processGrossToNetFile(), every register of the month) against the bare `COPY "PayRegisterRow"
//             FROM STDIN` of the same registers (pre-encoded) plus the bare check statements on the same reports.
//             Goal: <= 1.5x. Its accuracy table is printed too, and where the time goes per pipeline phase.
// Flags: --dense 1800 --realistic 3000 --sizes a,b --seed 38 --no-accuracy
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import type { RegisterTimes } from "../tests/factories/verification-corpus/run-corpus";
import { rerunUnderReactServer, startBenchDatabase } from "./lib/bench-runtime";

function flag(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function main() {
  if (rerunUnderReactServer(__filename)) return;
  const seed = Number(flag("seed") ?? 38);
  const denseSize = Number(flag("dense") ?? 1800);
  const realisticSize = Number(flag("realistic") ?? 3000);
  const sizes = (flag("sizes") ?? "").split(",").filter(Boolean).map(Number);
  const accuracy = !process.argv.includes("--no-accuracy");
  const { migrateDeploy } = await import("./lib/embedded-db");
  const embedded = await startBenchDatabase("verification");
  const log = (message: string) => console.error(`[bench] ${message}`);
  // Each table is printed as soon as it is measured (a long run stopped early keeps what it has).
  const emit = (table: string) => console.log(`${table}\n`);
  try {
    await migrateDeploy(embedded.url, { quiet: true });
    const { getDb, bulkPool } = await import("../lib/db");
    const { runCorpus, prepareCorpus, ingestLabelled, scoreCorpus, labelledRegisters } =
      await import("../tests/factories/verification-corpus/run-corpus");
    const { formatScore } = await import("../tests/factories/verification-corpus/score");
    const db = getDb();
    if (accuracy) {
      const started = Date.now();
      const dense = await runCorpus(db, { seed, employees: denseSize, prevalence: 0.6 }, log);
      emit(formatScore(dense.score, `Dense corpus: ${denseSize} employees, 60% with a mistake (seed ${seed})`));
      const realistic = await runCorpus(db, { seed: seed + 1, employees: realisticSize, prevalence: 0.03 }, log);
      emit(
        formatScore(
          realistic.score,
          `Realistic corpus: ${realisticSize} employees, 3% with a mistake (seed ${seed + 1})`,
        ),
      );
      log(`accuracy runs took ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    const timing: string[][] = [];
    const phaseRows: string[][] = [];
    for (const [i, size] of sizes.entries()) {
      const state = await prepareCorpus(db, { seed: seed + 10 + i, employees: size, prevalence: 0.03, priors: 3 }, log);
      const client = new pg.Client({ connectionString: embedded.url });
      client.on("error", () => {});
      await client.connect();
      await client.query("VACUUM ANALYZE");
      // Bare COPY of the same registers, encoded beforehand by the pipeline's own reader (untimed).
      const files = labelledRegisters(state.corpus);
      const { PayRegisterCopyStream, COPY_COLUMNS } = await import("../lib/payroll/csv");
      const copyTexts: string[] = [];
      for (const [j, f] of files.entries()) {
        const { rows } = await client.query<{ concept: string; category: string; applicationType: string }>(
          `SELECT concept, category, "applicationType" FROM "TaxonomyMapping" WHERE "lspId" = $1`,
          [f.provider.lspId],
        );
        const taxonomy = new Map(rows.map((r) => [r.concept.toLowerCase(), r]));
        const encoder = new PayRegisterCopyStream(`bare-${size}-${j}`, (concept) => {
          const t = taxonomy.get(concept.trim().toLowerCase());
          return t
            ? {
                category: t.category,
                applicationType: t.applicationType as "Income",
                payrollGlobal: null,
                payrollGlobalSubCategory: null,
                inputType: null,
              }
            : undefined;
        });
        let text = "";
        await pipeline(
          Readable.from([Buffer.from(f.csv)]),
          encoder,
          new Writable({
            write(chunk, _e, cb) {
              text += String(chunk);
              cb();
            },
          }),
        );
        copyTexts.push(text);
        await client.query(
          `INSERT INTO "GrossToNetFile" (id, "fileName", country, "payrollCycle", "payrollPeriod", "updatedAt")
           VALUES ($1, 'bare.csv', $2, 'OFF_CYCLE', '209901', now())`,
          [`bare-${size}-${j}`, f.provider.country.code],
        );
      }
      let copyMs = 0;
      for (const text of copyTexts) {
        const t = performance.now();
        await client.query("BEGIN");
        await pipeline(
          Readable.from([text]),
          client.query(copyFrom(`COPY "PayRegisterRow" (${COPY_COLUMNS.map((c) => `"${c}"`).join(", ")}) FROM STDIN`)),
        );
        await client.query("COMMIT");
        copyMs += performance.now() - t;
      }
      await client.query(`DELETE FROM "GrossToNetFile" WHERE "fileName" = 'bare.csv'`);
      await client.query(`VACUUM ANALYZE "PayRegisterRow"`);
      // Ours: upload accepted -> findings available, every register of the labelled month.
      const run = await ingestLabelled(state);
      // The bare check statements on the same reports (delete + one INSERT ... SELECT per check), committed.
      const { CHECKS } = await import("../lib/payroll/anomalies/checks");
      const { checkParams } = await import("../lib/payroll/anomalies/check-params");
      let checksMs = 0;
      const perCheck = new Map<string, number>(CHECKS.map((c) => [c.key, 0]));
      for (const id of run.reportIds) {
        const params = await checkParams(client, id);
        const t = performance.now();
        await client.query("BEGIN");
        await client.query(`DELETE FROM "PayReportFinding" WHERE "payReportId" = $1`, [id]);
        for (const check of CHECKS) {
          const c = performance.now();
          await client.query(check.sql, params ?? []);
          perCheck.set(check.key, perCheck.get(check.key)! + performance.now() - c);
        }
        await client.query("COMMIT");
        checksMs += performance.now() - t;
      }
      // What each check costs at this size: its bare statement summed over the month's registers.
      emit(
        table(
          `Each check's bare statement at ${size.toLocaleString("en-US")} employees (summed over ${run.reportIds.length} registers)`,
          ["check", "time", "share of the bare checks"],
          [...perCheck]
            .sort((a, b) => b[1] - a[1])
            .map(([key, ms]) => [key, `${(ms / 1000).toFixed(2)} s`, `${((100 * ms) / checksMs).toFixed(1)}%`]),
        ),
      );
      const phases = await labelledPhases(client, run.times);
      await client.end();
      const bare = copyMs + checksMs;
      timing.push([
        size.toLocaleString("en-US"),
        `${run.rows.toLocaleString("en-US")} rows, ${run.reportIds.length} registers`,
        `${(copyMs / 1000).toFixed(2)} s + ${(checksMs / 1000).toFixed(2)} s = ${(bare / 1000).toFixed(2)} s`,
        `${(run.ms / 1000).toFixed(2)} s`,
        `${(run.ms / bare).toFixed(2)}x`,
        "<= 1.5x",
      ]);
      phaseRows.push([
        size.toLocaleString("en-US"),
        ...phases.map((ms) => `${(ms / 1000).toFixed(2)} s`),
        `${(checksMs / 1000).toFixed(2)} s`,
      ]);
      // Logged too: the tables come at the end, and a run stopped at a larger size keeps this one's figures.
      log(`timing at ${size} employees: ${timing.at(-1)?.join(" | ")}; phases: ${phaseRows.at(-1)?.join(" | ")}`);
      emit(
        formatScore(
          await scoreCorpus(db, state, run),
          `Realistic corpus at ${size.toLocaleString("en-US")} employees, 3% with a mistake (seed ${seed + 10 + i})`,
        ),
      );
    }
    if (timing.length) {
      const head = ["employees", "labelled month", "bare COPY + bare checks", "upload -> findings", "ratio", "goal"];
      emit(table("Upload accepted -> findings available", head, timing));
      emit(table("Where upload -> findings goes (summed over the month's registers)", PHASES, phaseRows));
    }
    await db.$disconnect();
    await bulkPool().end();
  } finally {
    await embedded.stop();
  }
}

/** The phases of upload -> findings, from each register's times and its pipeline steps' StatusHistory rows
 *  (written with the run's clock, one per stage, before the run commits). */
const PHASES = [
  "employees",
  "upload -> accepted",
  "accepted -> ingested (scan, parse, COPY)",
  "-> enriched (taxonomize, enrich)",
  "-> checks started (transform, duplicates)",
  "checks + commit -> findings",
  "bare checks",
];

async function labelledPhases(client: pg.Client, times: RegisterTimes[]): Promise<number[]> {
  const { rows } = await client.query<{ entityId: string; toStatus: string; at: string }>(
    `SELECT "entityId", "toStatus", (extract(epoch FROM "createdAt") * 1000)::float8::text AS at
       FROM "StatusHistory" WHERE "entityId" = ANY($1::text[])`,
    [times.map((t) => t.id)],
  );
  const at = new Map(rows.map((r) => [`${r.entityId} ${r.toStatus}`, Number(r.at)]));
  const sums = [0, 0, 0, 0, 0];
  for (const t of times) {
    const step = (status: string) => {
      const value = at.get(`${t.id} ${status}`);
      if (value === undefined) throw new Error(`no ${status} step for ${t.id}`);
      return value;
    };
    const marks = [t.started, t.accepted, step("INGESTED"), step("ENRICHED"), step("DUPLICATES_CHECKED"), t.ended];
    for (let i = 0; i < sums.length; i++) sums[i] += marks[i + 1] - marks[i];
  }
  return sums;
}

function table(title: string, head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  return [`### ${title}`, line(head), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`]
    .concat(rows.map(line))
    .join("\n");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
