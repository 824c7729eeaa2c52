// `npm run bench:payslips` (BENCH_SIZES=10000,100000 employees; default 10000): every payslip of one published
// period as a PDF, on its own embedded PostgreSQL, against rendering the same documents with pdf-lib alone.
//   ours     getPayslip() (the employee in reach, their row of the report, its concept lines, the year to date)
//            and renderPayslipPdf(), as the download route and the signed record run them, BENCH_CONCURRENCY (4)
//            at a time on a pool of 4 connections.
//   bare     renderPayslipPdf() of the very same documents, already in memory: pdf-lib in a plain loop.
// Both go chunk by chunk (1,000 employees), interleaved, so they share the machine's state; memory is sampled every
// 250 ms over the whole run (resident set and heap): flat memory means no growth with the number of payslips.
import pg from "pg";
import { setupPublishedReport } from "./lib/bench-published-report";
import { rerunUnderReactServer, runBench, startBenchDatabase } from "./lib/bench-runtime";

const SIZES = (process.env.BENCH_SIZES ?? "10000").split(",").map(Number);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const CHUNK = 1000;
const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;
const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;

async function main() {
  if (rerunUnderReactServer(__filename)) return;
  const bench = await startBenchDatabase("payslips");
  const lines = [
    ["employees", "ours", "per payslip", "bare pdf-lib", "ours/bare", "goal", "peak RSS", "RSS at 10% / end"],
  ];
  try {
    const { migrateDeploy } = await import("./lib/embedded-db");
    await migrateDeploy(bench.url);
    const client = new pg.Client({ connectionString: bench.url });
    client.on("error", () => {});
    await client.connect();
    const { getPayslip } = await import("../lib/payslips/get-payslip");
    const { renderPayslipPdf } = await import("../lib/payslips/render-payslip");
    const { buildActor } = await import("../lib/auth/actor");
    const actor = buildActor({
      userId: "bench-payroll-admin",
      email: "bench@omniplatform.example",
      name: "Bench",
      roles: [
        { type: "admin", tenantId: null, scopes: [] },
        { type: "payroll", tenantId: null, scopes: [] },
      ],
    });
    for (const n of SIZES) {
      const id = await setupPublishedReport(client, bench.storageDir, n, 4);
      const employees = (
        await client.query<{ employeeId: string }>(
          `SELECT "employeeId" FROM "PayReportEmployeeTotal" WHERE "grossToNetId" = $1 ORDER BY "employeeId"`,
          [id],
        )
      ).rows.map((r) => r.employeeId);
      let peak = 0;
      let atTenth = 0;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 250);
      let ours = 0;
      let bare = 0;
      let bytes = 0;
      for (let at = 0; at < employees.length; at += CHUNK) {
        const chunk = employees.slice(at, at + CHUNK);
        const docs: Awaited<ReturnType<typeof getPayslip>>[] = new Array(chunk.length);
        const started = process.hrtime.bigint();
        let next = 0;
        await Promise.all(
          Array.from({ length: CONCURRENCY }, async () => {
            while (next < chunk.length) {
              const i = next++;
              docs[i] = await getPayslip(actor, chunk[i], id);
              bytes += (await renderPayslipPdf(docs[i])).length;
            }
          }),
        );
        ours += seconds(started);
        const bareStart = process.hrtime.bigint();
        for (const doc of docs) await renderPayslipPdf(doc);
        bare += seconds(bareStart);
        if (at < n / 10) atTenth = process.memoryUsage().rss;
      }
      clearInterval(sampler);
      const end = process.memoryUsage().rss;
      lines.push([
        n.toLocaleString("en"),
        `${ours.toFixed(1)} s`,
        `${((ours / n) * 1000).toFixed(2)} ms (${(bytes / n / 1024).toFixed(1)} kB)`,
        `${bare.toFixed(1)} s`,
        `${(ours / bare).toFixed(2)}x`,
        n >= 100_000 ? "<= 300 s" : "",
        mb(peak),
        `${mb(atTenth)} / ${mb(end)}`,
      ]);
      console.log(lines.at(-1)!.join("  "));
    }
    await client.end();
  } finally {
    await bench.stop();
  }
  return lines;
}

runBench(main);
