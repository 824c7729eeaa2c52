// `npm run bench:payslips` (BENCH_SIZES=10000,100000 employees; default 10000): every payslip of one published
// period as a PDF, on its own embedded PostgreSQL, against rendering the same documents with pdf-lib alone.
//   ours      companyPackPayslips() for each client company of the report (4), as the pack job runs it on publish:
//             the period read set-based (period-payslip-documents.ts) and rendered on worker threads, one per core
//             (render-payslips.ts); each PDF's bytes hashed, as the pack does on its way into the ZIP.
//   pack job  the whole publish job: the report's pack and each company's pack with its payslips, zipped, signed
//             and stored (lib/payroll/packs/jobs.ts with the payslips plugged in, as scripts/worker.ts does).
//   bare      renderPayslipPdf() of the very same documents, already in memory: pdf-lib in a plain loop.
// Memory (resident set) is sampled every 250 ms over ours: flat memory means no growth with the number of payslips.
import crypto from "node:crypto";
import os from "node:os";
import pg from "pg";
import { setupPublishedReport } from "./lib/bench-published-report";
import { rerunUnderReactServer, runBench, startBenchDatabase } from "./lib/bench-runtime";

const SIZES = (process.env.BENCH_SIZES ?? "10000").split(",").map(Number);
const COMPANIES = 4;
const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;
const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;

async function main() {
  if (rerunUnderReactServer(__filename)) return;
  const bench = await startBenchDatabase("payslips");
  const lines = [
    [
      "employees",
      "ours (threads)",
      "per payslip",
      "bare pdf-lib",
      "ours/bare",
      "goal",
      "pack job",
      "peak RSS",
      "RSS at 10% / end",
    ],
  ];
  try {
    const { migrateDeploy } = await import("./lib/embedded-db");
    await migrateDeploy(bench.url);
    const client = new pg.Client({ connectionString: bench.url });
    client.on("error", () => {});
    await client.connect();
    const { companyPackPayslips } = await import("../lib/payslips/company-pack-payslips");
    const { periodPayslipDocuments } = await import("../lib/payslips/period-payslip-documents");
    const { renderPayslipPdf } = await import("../lib/payslips/render-payslip");
    const { companiesOfReport } = await import("../lib/payroll/packs/build-company-packs");
    const { publishedReport } = await import("../lib/payroll/packs/write-signed-pack");
    const { packJobHandlers } = await import("../lib/payroll/packs/jobs");
    const { PACK_JOB } = await import("../lib/payroll/packs/job-names");
    for (const n of SIZES) {
      const id = await setupPublishedReport(client, bench.storageDir, n, COMPANIES);
      const report = await publishedReport(id);
      const companies = await companiesOfReport(id);

      let peak = 0;
      let atTenth = 0;
      let count = 0;
      let bytes = 0;
      const omitted: string[] = [];
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 250);
      const started = process.hrtime.bigint();
      for (const company of companies)
        for await (const file of companyPackPayslips(report, company, (name, reason) =>
          omitted.push(`${name}: ${reason}`),
        )) {
          const pdf = (await file.open()) as Buffer;
          crypto.createHash("sha256").update(pdf).digest();
          bytes += pdf.length;
          if (++count === Math.round(n / 10)) atTenth = process.memoryUsage().rss;
        }
      const ours = seconds(started);
      clearInterval(sampler);
      const end = process.memoryUsage().rss;
      if (count !== n || omitted.length > 0)
        throw new Error(`${count} payslips of ${n}; omitted: ${omitted.join("; ")}`);

      // The same documents, read ahead of the clock, rendered in a plain loop.
      let bare = 0;
      const chunk: Parameters<typeof renderPayslipPdf>[0][] = [];
      const renderChunk = async () => {
        const start = process.hrtime.bigint();
        for (const doc of chunk) await renderPayslipPdf(doc);
        bare += seconds(start);
        chunk.length = 0;
      };
      for await (const doc of periodPayslipDocuments(id)) if (chunk.push(doc) >= 1000) await renderChunk();
      await renderChunk();

      const jobStart = process.hrtime.bigint();
      await packJobHandlers(companyPackPayslips)[PACK_JOB]({ gtnId: id });
      const packJob = seconds(jobStart);

      lines.push([
        n.toLocaleString("en"),
        `${ours.toFixed(1)} s`,
        `${((ours / n) * 1000).toFixed(2)} ms (${(bytes / n / 1024).toFixed(1)} kB)`,
        `${bare.toFixed(1)} s`,
        `${(ours / bare).toFixed(2)}x`,
        n >= 100_000 ? "<= 300 s" : "",
        `${packJob.toFixed(1)} s`,
        mb(peak),
        `${mb(atTenth)} / ${mb(end)}`,
      ]);
      console.log(lines.at(-1)!.join("  "));
    }
    await client.end();
    console.log(
      `${os.availableParallelism()} cores; render threads: ${process.env.PAYSLIP_RENDER_THREADS ?? "one per core"}`,
    );
  } finally {
    await bench.stop();
  }
  return lines;
}

runBench(main);
