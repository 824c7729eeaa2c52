// One run of the pay-report pipeline's stages (lib/payroll/pipeline.ts) in ONE transaction on one pg connection:
// take an advisory lock on the file (held to the end: a second run waits, then finds nothing to do), read its
// status, run each remaining stage and move the status one step with transition() (lib/workflow.ts, the pay
// report table, actor null = system), written through a Prisma client on the same connection and transaction
// (withConnectionTx, lib/db.ts). The stages run inside a savepoint: a stage that fails, or a value PostgreSQL
// refuses, rolls the run's work back, and the file goes to ERROR with its messages in the same transaction, under
// the same lock. After DUPLICATES_CHECKED the anomaly checks run in the same transaction (their own savepoint).
import type pg from "pg";
import type { Tx } from "@/lib/db";
import { transition } from "@/lib/workflow";
import { payReportWorkflow } from "@/lib/payroll/workflow";
import { type PayReportStatusValue } from "@/lib/payroll/pay-report-status";
import { runChecksInPipeline } from "@/lib/payroll/anomalies/run-checks";

export type FileRow = {
  id: string;
  processingStatus: PayReportStatusValue;
  country: string;
  lspId: string | null;
  payrollPeriod: string;
  payrollCycle: string;
  storageKey: string | null;
  currency: string | null;
  createdAt: Date;
  fileName: string;
  scanStatus: string;
  countryCurrency: string | null;
};

export type StageError = { rowNumber: number | null; message: string };
export type Outcome = { ok: true; set?: Record<string, unknown> } | { ok: false; errors: StageError[] };
/** What an earlier stage of the same run already knows, so a later one need not query it again. */
export type RunContext = { unknownConcepts?: StageError[]; totals?: { total: string; employees: number } };
export type Stage = {
  from: PayReportStatusValue;
  to: PayReportStatusValue;
  run: (client: pg.ClientBase, file: FileRow, ctx: RunContext) => Promise<Outcome>;
};

/** The steps of one run, in order: StatusHistory keeps milliseconds and is read in createdAt order, so each step
 *  is written at a later millisecond than the one before it, and than the run's start (after earlier history). */
export type StepClock = { tx: Tx; last: number };

/** A pipeline status change through transition(): checked against the pay report table, conditional on the
 *  current status (the run holds the file's lock, so no version), recorded with history, audit and webhook
 *  event (actor null = system). Call inside the run's transaction, with `set` the columns the step fills in. */
export async function systemTransition(
  clock: StepClock,
  id: string,
  from: PayReportStatusValue,
  to: PayReportStatusValue,
  set: Record<string, unknown> = {},
  note: string | null = null,
) {
  while (Date.now() <= clock.last) await new Promise((resolve) => setTimeout(resolve, 1));
  await transition(clock.tx, payReportWorkflow, {
    id,
    from,
    to,
    actor: null,
    note,
    data: set,
    action: `payReport.${to.toLowerCase()}`,
  });
  clock.last = Date.now();
}

async function lockAndRead(client: pg.ClientBase, id: string): Promise<FileRow | null> {
  await client.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`gtn:${id}`]);
  const { rows } = await client.query<FileRow>(
    `SELECT f.id, f."processingStatus", f.country, f."lspId", f."payrollPeriod", f."payrollCycle", f."storageKey",
            f.currency, f."createdAt", f."fileName", f."scanStatus", c.currency AS "countryCurrency"
       FROM "GrossToNetFile" f LEFT JOIN "Country" c ON c.code = f.country WHERE f.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** The file's rows from every run (committed earlier ones too) are dropped and its messages recorded. */
async function recordFailure(client: pg.ClientBase, id: string, errors: StageError[]) {
  await client.query(`DELETE FROM "PayReportEmployeeTotal" WHERE "grossToNetId" = $1`, [id]);
  await client.query(`DELETE FROM "PayRegisterRow" WHERE "grossToNetId" = $1`, [id]);
  await client.query(`DELETE FROM "DataProcessingError" WHERE "grossToNetId" = $1`, [id]);
  await client.query(
    `INSERT INTO "DataProcessingError" (id, "grossToNetId", "rowNumber", message)
     SELECT gen_random_uuid()::text, $1, r, m FROM unnest($2::int[], $3::text[]) AS t(r, m)`,
    [id, errors.map((e) => e.rowNumber), errors.map((e) => e.message)],
  );
}

/** What a refused value is, in the user's words, by SQLSTATE (the database's own message is not shown). */
const REFUSED_VALUES: [RegExp, string][] = [
  [/^(22021|22P05)$/, "text that is not valid UTF-8 (for example a NUL byte)"],
  [/^22003$/, "a number too large to store"],
  [/^2200[78]$/, "a date or time that does not exist"],
];

/** A value of the file PostgreSQL refused to store (SQLSTATE class 22, data exception: a NUL character, an
 *  invalid byte sequence, a number out of range) ends the file in ERROR like a malformed row: no retry mends it.
 *  COPY names the row in its context ("COPY PayRegisterRow, line 5, ..."). */
function refusedValue(error: unknown): StageError | null {
  const e = error as { code?: unknown; where?: unknown };
  if (typeof e?.code !== "string" || !e.code.startsWith("22")) return null;
  const line = typeof e.where === "string" ? /\bline (\d+)/.exec(e.where) : null;
  const rowNumber = line ? Number(line[1]) : null;
  const code = e.code;
  const what = REFUSED_VALUES.find(([pattern]) => pattern.test(code))?.[1] ?? "a value that cannot be stored";
  return { rowNumber, message: `${rowNumber ? `Row ${rowNumber} after the header: the` : "The"} file holds ${what}.` };
}

export type RunOptions = {
  stages: Stage[];
  /** Why a DRAFT file cannot be ingested at all (its virus scan), found before the run: it goes to ERROR. */
  refused: StageError[] | null;
  /** Commits after this status (tests: a crash between stages). */
  stopAfter?: PayReportStatusValue;
};

/** Runs every remaining stage of the file and commits the last status reached; returns it (null: no such file). */
export async function runPipelineStages(
  client: pg.ClientBase,
  tx: Tx,
  id: string,
  options: RunOptions,
): Promise<PayReportStatusValue | null> {
  await client.query("BEGIN");
  try {
    const clock: StepClock = { tx, last: Date.now() };
    const file = await lockAndRead(client, id);
    const status = file?.processingStatus ?? null;
    const first = options.stages.findIndex((s) => s.from === status);
    if (!file || first < 0) {
      await client.query("ROLLBACK");
      return status;
    }
    let failure = file.processingStatus === "DRAFT" ? options.refused : null;
    let reached: PayReportStatusValue = file.processingStatus;
    await client.query("SAVEPOINT stages");
    try {
      const ctx: RunContext = {};
      for (const stage of failure ? [] : options.stages.slice(first)) {
        const outcome = await stage.run(client, file, ctx);
        if (!outcome.ok) {
          failure = outcome.errors;
          break;
        }
        await systemTransition(clock, id, stage.from, stage.to, outcome.set);
        reached = stage.to;
        if (options.stopAfter === stage.to) break;
      }
    } catch (error) {
      const refused = refusedValue(error);
      if (!refused) throw error;
      failure = [refused];
    }
    if (!failure && reached === "DUPLICATES_CHECKED") await runChecksInPipeline(client, id);
    if (failure) {
      // Nothing of this run stays: the file goes to ERROR from the status it was read in.
      await client.query("ROLLBACK TO SAVEPOINT stages");
      const errors = failure.length ? failure : [{ rowNumber: null, message: "The file could not be processed." }];
      await recordFailure(client, id, errors);
      await systemTransition(
        clock,
        id,
        file.processingStatus,
        "ERROR",
        { total: null },
        errors[0].message.slice(0, 500),
      );
      reached = "ERROR";
    }
    await client.query("COMMIT");
    return reached;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  }
}
