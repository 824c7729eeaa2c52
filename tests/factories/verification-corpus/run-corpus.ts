// Runs the labelled corpus through the real pipeline and scores the findings against the labels. Shared by the
// Jest test (small sizes) and `npm run bench:verification`.
//   prepareCorpus   generate from the seed, write the platform side in bulk, ingest the clean months before
//                   the labelled one through acceptUpload() + processGrossToNetFile() (what the upload route
//                   and the worker call), oldest first, without their anomaly checks (see ingestRegister).
//   ingestLabelled  the labelled month's registers the same way (checks included: the pipeline runs them), as many
//                   at a time as the worker takes.
//   scoreCorpus     reads PayReportFinding back and compares with the labels.
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { PrismaClient } from "@/generated/prisma/client";
import { acceptUpload } from "@/lib/payroll/accept-upload";
import { processGrossToNetFile } from "@/lib/payroll/pipeline";
import { PROCESS_JOB_CONCURRENCY } from "@/lib/payroll/job-names";
import { systemTransition } from "@/lib/payroll/run-pipeline-stages";
import { bulkPool, withConnectionTx } from "@/lib/db";
import { generateCorpus, type Corpus, type CorpusOptions } from "./corpus";
import type { Month } from "./calendar";
import type { Provider } from "./model";
import { platformIdRegisterCsv, registerCsv } from "./registers";
import { writeCorpus } from "./write-db";
import { scoreFindings, type Finding, type Score } from "./score";

export type CorpusState = { corpus: Corpus; companyId: string };
/** Per register, epoch ms: upload called, accepted (stored, file row made), findings committed (run returned). */
export type RegisterTimes = { id: string; started: number; accepted: number; ended: number };
export type LabelledRun = {
  reportIds: string[];
  reportProvider: Map<string, string>;
  ms: number;
  rows: number;
  times: RegisterTimes[];
};

/** Whether the pipeline keeps stated-total concepts out of the totals (else the registers state none). */
export function statedTotalsIngested(): boolean {
  const dir = path.join(process.cwd(), "lib/payroll");
  return ["pipeline.ts", "csv.ts"].some((f) => {
    const file = path.join(dir, f);
    return fs.existsSync(file) && fs.readFileSync(file, "utf8").includes("statedTotal");
  });
}

/** A register through acceptUpload() + processGrossToNetFile(). history: a clean month before the labelled one,
 *  stored as the pipeline stores it but without its anomaly checks (no check reads another report's findings, and
 *  at 100,000 employees they took minutes a month): the run stops after TRANSFORMED and the last step is the same
 *  system transition the duplicates stage makes (a corpus month has one register per provider: no duplicates). */
export async function ingestRegister(
  provider: Provider,
  m: Month,
  csv: string,
  name: string,
  options: { times?: RegisterTimes[]; history?: boolean } = {},
): Promise<string> {
  const started = Date.now();
  const file = await acceptUpload(
    null,
    {
      source: "MANUAL",
      payrollPeriod: m.period,
      payrollCycle: "CYCLE_1",
      country: provider.country.code,
      lspId: provider.lspId,
      legalEntityId: provider.legalEntityId,
    },
    { name, stream: Readable.from([csv]) },
    { enqueue: false },
  );
  const accepted = Date.now();
  const status = options.history ? await historyRun(file.id) : await processGrossToNetFile(file.id);
  options.times?.push({ id: file.id, started, accepted, ended: Date.now() });
  if (status !== "DUPLICATES_CHECKED") {
    const { db } = await import("@/lib/db");
    const errors = await db.dataProcessingError.findMany({ where: { grossToNetId: file.id }, take: 5 });
    throw new Error(`${name} ended in ${status}: ${errors.map((e) => e.message).join(" | ")}`);
  }
  return file.id;
}

async function historyRun(id: string) {
  const status = await processGrossToNetFile(id, { stopAfter: "TRANSFORMED" });
  if (status !== "TRANSFORMED") return status;
  const client = await bulkPool().connect();
  try {
    await withConnectionTx(client, async (tx) => {
      await client.query("BEGIN");
      await systemTransition({ tx, last: Date.now() }, id, "TRANSFORMED", "DUPLICATES_CHECKED");
      await client.query("COMMIT");
    });
  } finally {
    client.release();
  }
  return "DUPLICATES_CHECKED";
}

export async function prepareCorpus(
  db: PrismaClient,
  options: Omit<CorpusOptions, "statedTotals" | "tag"> & { tag?: string; statedTotals?: boolean },
  log: (message: string) => void = () => {},
): Promise<CorpusState> {
  const corpus = generateCorpus({
    ...options,
    tag: options.tag ?? `vc${options.seed.toString(36)}`,
    statedTotals: options.statedTotals ?? statedTotalsIngested(),
  });
  const started = Date.now();
  const { companyId } = await writeCorpus(db, corpus, log);
  log(`records of ${corpus.employees.length} employees written in ${Date.now() - started} ms`);
  for (const m of corpus.priors) {
    const t = Date.now();
    for (const p of corpus.providers) {
      const csv = registerCsv(corpus, p, m);
      if (csv.indexOf("\n") < csv.length - 1)
        await ingestRegister(p, m, csv, `register-${p.key}-${m.period}.csv`, { history: true });
    }
    log(`period ${m.period} ingested in ${Date.now() - t} ms`);
  }
  return { corpus, companyId };
}

/** The labelled month's registers: each provider's, then the second registers under platform ids. */
export function labelledRegisters(corpus: Corpus): { provider: Provider; name: string; csv: string }[] {
  const files: { provider: Provider; name: string; csv: string }[] = [];
  const m = corpus.labelled;
  for (const p of corpus.providers) {
    const csv = registerCsv(corpus, p, m);
    if (csv.indexOf("\n") < csv.length - 1) files.push({ provider: p, name: `register-${p.key}-${m.period}.csv`, csv });
  }
  for (const p of corpus.providers) {
    const csv = platformIdRegisterCsv(corpus, p);
    if (csv) files.push({ provider: p, name: `register-${p.key}-${m.period}-platform-ids.csv`, csv });
  }
  return files;
}

export async function ingestLabelled(state: CorpusState): Promise<LabelledRun> {
  const files = labelledRegisters(state.corpus);
  const reportIds: string[] = [];
  const reportProvider = new Map<string, string>();
  const times: RegisterTimes[] = [];
  let rows = 0;
  const started = performance.now();
  // As the worker takes them: PROCESS_JOB_CONCURRENCY registers at a time, each uploaded then processed.
  let next = 0;
  const lane = async () => {
    while (next < files.length) {
      const at = next++;
      const f = files[at];
      reportIds[at] = await ingestRegister(f.provider, state.corpus.labelled, f.csv, f.name, { times });
      rows += f.csv.split("\n").length - 2;
    }
  };
  await Promise.all(Array.from({ length: PROCESS_JOB_CONCURRENCY }, lane));
  for (const [at, id] of reportIds.entries()) reportProvider.set(id, files[at].provider.key);
  return { reportIds, reportProvider, ms: performance.now() - started, rows, times };
}

export async function scoreCorpus(db: PrismaClient, state: CorpusState, run: LabelledRun): Promise<Score> {
  const findings = await db.$queryRaw<Finding[]>`
    SELECT f."payReportId" AS "reportId", f."employeeId", f."check", f.severity::text AS severity,
           f."values"->>'employeeRef' AS "employeeRef"
      FROM "PayReportFinding" f WHERE f."payReportId" = ANY(${run.reportIds}::text[])`;
  return scoreFindings(state.corpus, findings, run.reportProvider);
}

export async function runCorpus(
  db: PrismaClient,
  options: Parameters<typeof prepareCorpus>[1],
  log?: (message: string) => void,
) {
  const state = await prepareCorpus(db, options, log);
  const run = await ingestLabelled(state);
  return { state, run, score: await scoreCorpus(db, state, run) };
}
