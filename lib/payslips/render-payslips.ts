// Payslip PDFs of a stream of documents, in order, rendered on worker threads (piscina): pdf-lib is CPU-bound, so
// a whole period renders on every core while the reading (period-payslip-documents.ts) and the writing go on in
// this thread. Documents go to a thread a few at a time (the hand-over costs about as much as a render), a bounded
// number are in flight, so memory stays flat however long the period. A document that fails to render fails
// alone: it comes out with its reason instead of its bytes.
import os from "node:os";
import path from "node:path";
import { Piscina } from "piscina";
import { readableReason } from "@/lib/jobs/job-failure";
import { renderPayslipPdf } from "@/lib/payslips/render-payslip";
import type { PayslipDocument } from "@/lib/payslips/payslip-sections";

export type RenderedPayslip = { doc: PayslipDocument; pdf: Uint8Array } | { doc: PayslipDocument; error: string };
type Outcome = { pdf: Uint8Array } | { error: string };

const FAILED = "The payslip could not be rendered";
/** Documents per task. */
const TASK_SIZE = 25;

/** Threads by default: one per core; PAYSLIP_RENDER_THREADS=0 renders in this thread. */
const defaultThreads = () => Number(process.env.PAYSLIP_RENDER_THREADS ?? os.availableParallelism());

/** The entry is TypeScript: a thread needs the tsx loader when this process was not started with it (Jest). */
function threadExecArgv(): string[] {
  const hasLoader = process.execArgv.some((arg) => arg.includes("tsx"));
  return hasLoader ? process.execArgv : [...process.execArgv, "--import", "tsx"];
}

async function renderHere(docs: PayslipDocument[]): Promise<Outcome[]> {
  const out: Outcome[] = [];
  for (const doc of docs)
    out.push(
      await renderPayslipPdf(doc).then(
        (pdf) => ({ pdf }),
        (e) => ({ error: readableReason(e, FAILED) }),
      ),
    );
  return out;
}

/** One pool per process, kept warm between periods and companies (starting a thread loads the renderer anew);
 *  idle threads end after a while, and an idle pool keeps no process alive. */
let shared: { pool: Piscina; threads: number } | null = null;
function poolOf(threads: number): Piscina {
  if (shared?.threads !== threads) {
    void shared?.pool.destroy();
    const pool = new Piscina({
      filename: path.join(__dirname, "render-thread.ts"),
      maxThreads: threads,
      minThreads: 0,
      idleTimeout: 15_000,
      execArgv: threadExecArgv(),
    });
    shared = { pool, threads };
  }
  return shared.pool;
}

export async function* renderPayslips(
  docs: AsyncIterable<PayslipDocument>,
  options: { threads?: number } = {},
): AsyncGenerator<RenderedPayslip> {
  const threads = options.threads ?? defaultThreads();
  const pool = threads > 0 ? poolOf(threads) : null;
  const run = (task: PayslipDocument[]): Promise<RenderedPayslip[]> =>
    (pool ? (pool.run(task) as Promise<Outcome[]>) : renderHere(task)).then(
      (outcomes) => task.map((doc, i) => ({ doc, ...outcomes[i] })),
      // A thread lost (out of memory, killed) fails its task's payslips, not the others'.
      (error: unknown) => task.map((doc) => ({ doc, error: readableReason(error, FAILED) })),
    );
  // Enough tasks in flight to keep every thread busy while the next batch is read; out in the order read.
  const ahead = Math.max(2, threads * 4);
  const inFlight: Promise<RenderedPayslip[]>[] = [];
  let task: PayslipDocument[] = [];
  try {
    for await (const doc of docs) {
      task.push(doc);
      if (task.length < TASK_SIZE) continue;
      inFlight.push(run(task));
      task = [];
      if (inFlight.length >= ahead) yield* await inFlight.shift()!;
    }
    if (task.length > 0) inFlight.push(run(task));
    while (inFlight.length > 0) yield* await inFlight.shift()!;
  } finally {
    await Promise.allSettled(inFlight);
  }
}
