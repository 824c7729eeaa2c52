// `npx tsx scripts/bench-pack.ts` (BENCH_SIZES=10000,100000 employees by default: 10000): building the signed
// payroll pack (issue 27) on its own embedded PostgreSQL, against zipping the same files with the system `zip`.
//   ours     buildPayrollPack(): the register streamed from storage, the LSP bill and variance (billEmployees() over
//            the report and the previous cycle), findings, justifications and history read from the database,
//            every file hashed, the manifest signed, the ZIP streamed to storage (disk) and hashed.
//   ceiling  `zip -q` (its default level 6) and `zip -q -1` of the very files in the pack (extracted to a folder),
//            written to the same disk. Goal: ours <= 2x the default `zip`.
//   companies the client companies' packs (buildCompanyPacks(), after the whole pack; not part of the ratio): the
//            report's employees belong to BENCH_COMPANIES (4) companies, each pack holds its company's rows of the
//            stored register (PayRegisterRow), bill, variance, findings and justifications.
// Each side runs BENCH_REPS (3) times, interleaved, after one warm-up build; medians.
import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import pg from "pg";
import { setupPublishedReport } from "./lib/bench-published-report";
import { rerunUnderReactServer, runBench, startBenchDatabase } from "./lib/bench-runtime";

const SIZES = (process.env.BENCH_SIZES ?? "10000").split(",").map(Number);
const REPS = Number(process.env.BENCH_REPS ?? 3);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 4);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

async function main() {
  if (rerunUnderReactServer(__filename)) return;
  const bench = await startBenchDatabase("pack");
  const { base, storageDir } = bench;
  const lines = [
    [
      "size (employees)",
      "pack (ZIP)",
      "zip -q",
      "ours/zip",
      "zip -q -1",
      "ours/zip -1",
      "goal",
      `${COMPANIES} company packs`,
    ],
  ];
  try {
    const { migrateDeploy } = await import("./lib/embedded-db");
    await migrateDeploy(bench.url);
    const client = new pg.Client({ connectionString: bench.url });
    client.on("error", () => {});
    await client.connect();
    const { buildPayrollPack } = await import("../lib/payroll/packs/build-pack");
    const { buildCompanyPacks } = await import("../lib/payroll/packs/build-company-packs");
    const { storagePath } = await import("../lib/storage/files");
    for (const n of SIZES) {
      const id = await setupPublishedReport(client, storageDir, n, COMPANIES);
      const build = async () => {
        await client.query(`DELETE FROM "PayrollPack" WHERE "payReportId" = $1`, [id]);
        const started = process.hrtime.bigint();
        const pack = await buildPayrollPack(id);
        return { took: seconds(started), key: pack.storageKey };
      };
      const warm = await build();
      // The same files, extracted where `zip` reads them.
      const dir = path.join(base, `files-${n}`);
      fs.mkdirSync(dir, { recursive: true });
      execFileSync("unzip", ["-q", "-o", storagePath(warm.key), "-d", dir]);
      const zip = (level: string[]) => {
        const target = path.join(base, `zip-${n}.zip`);
        fs.rmSync(target, { force: true });
        const started = process.hrtime.bigint();
        execFileSync("zip", ["-q", ...level, "-r", target, "."], { cwd: dir });
        return seconds(started);
      };
      // The company packs of the last whole pack, after it (as the job runs them).
      const companyPacks = async () => {
        await client.query(`DELETE FROM "PayrollPack" WHERE "payReportId" = $1 AND "companyId" IS NOT NULL`, [id]);
        const whole = await buildPayrollPack(id);
        const started = process.hrtime.bigint();
        const { built, failed } = await buildCompanyPacks(whole);
        if (failed.length || built.length !== COMPANIES)
          throw new Error(`company packs: ${built.length} built, failed: ${JSON.stringify(failed)}`);
        return seconds(started);
      };
      const ours: number[] = [];
      const zip6: number[] = [];
      const zip1: number[] = [];
      const companies: number[] = [];
      for (let rep = 0; rep < REPS; rep++) {
        ours.push((await build()).took);
        zip6.push(zip([]));
        zip1.push(zip(["-1"]));
        companies.push(await companyPacks());
      }
      const [o, z6, z1] = [median(ours), median(zip6), median(zip1)];
      const packBytes = fs.statSync(
        storagePath(
          (
            await client.query(
              `SELECT "storageKey" FROM "PayrollPack" WHERE "payReportId" = $1 AND "companyId" IS NULL`,
              [id],
            )
          ).rows[0].storageKey,
        ),
      ).size;
      lines.push([
        `${n.toLocaleString("en")} (${(packBytes / 1024 ** 2).toFixed(1)} MB)`,
        `${o.toFixed(3)} s`,
        `${z6.toFixed(3)} s`,
        `${(o / z6).toFixed(2)}x`,
        `${z1.toFixed(3)} s`,
        `${(o / z1).toFixed(2)}x`,
        "<= 2x zip",
        `${median(companies).toFixed(3)} s`,
      ]);
    }
    await client.end();
  } finally {
    await bench.stop();
  }
  return lines;
}

runBench(main);
