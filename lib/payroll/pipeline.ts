// The pay-report processing pipeline (spec 2 section 4): DRAFT -> INGESTED -> TAXONOMIZED -> ENRICHED ->
// TRANSFORMED -> DUPLICATES_CHECKED, or ERROR with DataProcessingError messages.
//
// processGrossToNetFile() scans the register first (lib/payroll/pay-register-scan.ts), then runs every remaining
// stage in ONE transaction on one pg connection (lib/payroll/run-pipeline-stages.ts): the file's lock held to the
// end, one transition() per stage, the anomaly checks after the last. A worker killed mid-run leaves nothing
// behind (the transaction dies with the connection); running processGrossToNetFile() again resumes from the last
// committed status and ends in the same state as one clean run. Rows are written set-based; later stages reuse
// what earlier ones learnt (unknown concepts seen while streaming, totals returned by the enrich INSERT).
//
// What each stage does, set-based so a million concept rows stay cheap:
//   ingest       stream the stored CSV through a one-pass reader (lib/payroll/csv.ts) into `COPY
//                "PayRegisterRow" FROM STDIN`; commas stripped, each row validated, the concept's taxonomy
//                (country, LSP override) resolved from an in-memory map while streaming. Any malformed row
//                -> ERROR, no rows kept.
//                Each row keeps its own currency (null: the file's); the first row's is the report's currency.
//                A concept the taxonomy marks as a stated total (gross, net, employer cost) is stored with
//                category 'statedTotal', payrollGlobal the total's name and no application type: never summed,
//                only checked against the lines (stated-total-mismatch).
//   taxonomize   concepts the taxonomy does not know -> ERROR (one message per concept; noted during the ingest).
//   enrich       one row per employee into PayReportEmployeeTotal: matched to an Employee of the country by
//                payroll id, external id or id; category sums and the derived totals (gross = income;
//                taxable gross = income - 'Salary Deduction to Gross'; net = taxable gross - other
//                deductions; total cost = income + contributions) in the same GROUP BY.
//   transform    the file's total (sum of total cost), employee and row counts.
//   duplicates   an employee already present in another live file of the same period, cycle, LSP and
//                country -> ERROR naming the employee and the file. From this stage to the commit one run at a
//                time (REGISTERS_CHECKED_ONE_AT_A_TIME): it and the anomaly checks read the period's other
//                registers, whose rows a concurrent run would not have committed yet. Ingesting and enriching,
//                most of a large register's time, run side by side (the worker takes two registers at once).
import fs from "node:fs";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { COPY_COLUMNS, PayRegisterCopyStream, type Taxonomy } from "@/lib/payroll/csv";
import { bulkPool, withConnectionTx } from "@/lib/db";
import { withLocalFile } from "@/lib/storage/files";
import { DEDUCTION_TO_GROSS } from "@/lib/payroll/schema";
import { type PayReportStatusValue } from "@/lib/payroll/pay-report-status";
import { FILE_MISSING, scanPayRegister } from "@/lib/payroll/pay-register-scan";
import { UPLOAD_MESSAGES } from "@/lib/storage/messages";
import { runPipelineStages, type FileRow, type Stage, type StageError } from "@/lib/payroll/run-pipeline-stages";

// Registers are read in 64 kB chunks: a chunk, and the strings made from it, stay below V8's large-object size
// (128 kB), so they die young in the scavenger; 256 kB and 1 MB chunks went to the large-object space, which only
// a full collection frees, and the worker's peak memory grew with the file (bench:payroll, 1M rows).
const READ_CHUNK = 64 * 1024;

async function countLines(file: string): Promise<number> {
  let lines = 0;
  for await (const chunk of fs.createReadStream(file, { highWaterMark: READ_CHUNK }) as AsyncIterable<Buffer>) {
    let i = -1;
    while ((i = chunk.indexOf(10, i + 1)) !== -1) lines++;
  }
  return lines;
}

// ------------------------------------------------------------------------------------------------
// Stages
// ------------------------------------------------------------------------------------------------

async function loadTaxonomy(client: pg.ClientBase, country: string, lspId: string | null) {
  const { rows } = await client.query<Taxonomy & { concept: string; lspId: string | null }>(
    `SELECT concept, category, "applicationType", "payrollGlobal", "payrollGlobalSubCategory", "inputType", "statedTotal", "lspId"
       FROM "TaxonomyMapping" WHERE "countryCode" = $1 AND ("lspId" IS NULL OR "lspId" = $2)`,
    [country, lspId],
  );
  const map = new Map<string, Taxonomy>();
  // Country-wide first, then the LSP's own mapping overrides it.
  for (const r of [...rows.filter((r) => !r.lspId), ...rows.filter((r) => r.lspId)]) {
    map.set(r.concept.trim().toLowerCase(), {
      category: r.category,
      applicationType: r.applicationType,
      payrollGlobal: r.payrollGlobal,
      payrollGlobalSubCategory: r.payrollGlobalSubCategory,
      inputType: r.inputType,
      statedTotal: r.statedTotal,
    });
  }
  return (concept: string) => map.get(concept.trim().toLowerCase());
}

export type ProgressSink = (id: string, processedRows: number, totalRows?: number) => Promise<unknown>;

/** COPY of the register at `source` into PayRegisterRow (the rows of a previous run are replaced). */
async function copyRegister(
  client: pg.ClientBase,
  file: FileRow,
  source: string,
  progress?: ProgressSink,
): Promise<{ encoder: PayRegisterCopyStream } | { errors: StageError[] }> {
  // Progress every 500 ms (a small file reports nothing until its final status); the line count for the
  // progress bar is taken alongside the COPY rather than before it.
  let lines = 0;
  const counting = countLines(source).then((n) => (lines = n));
  let pending: Promise<unknown> = Promise.resolve();
  let last = Date.now();
  const report = (rows: number) => {
    const now = Date.now();
    if (!progress || now - last < 500) return;
    last = now;
    pending = pending.then(() => progress(file.id, rows, Math.max(lines - 1, rows)).catch(() => {}));
  };
  const lookup = await loadTaxonomy(client, file.country, file.lspId);
  await client.query(`DELETE FROM "PayRegisterRow" WHERE "grossToNetId" = $1`, [file.id]);
  const encoder = new PayRegisterCopyStream(file.id, lookup, (rows) => report(rows));
  const copy = client.query(
    copyFrom(`COPY "PayRegisterRow" (${COPY_COLUMNS.map((c) => `"${c}"`).join(", ")}) FROM STDIN`),
  );
  try {
    await pipeline(fs.createReadStream(source, { highWaterMark: READ_CHUNK }), encoder, copy);
  } finally {
    await counting.catch(() => {});
    await pending;
  }
  if (encoder.failed) return { errors: encoder.errors };
  return { encoder };
}

const ingest = (progress?: ProgressSink): Stage => ({
  from: "DRAFT",
  to: "INGESTED",
  async run(client, file, ctx) {
    if (!file.storageKey) return { ok: false, errors: [{ rowNumber: null, message: FILE_MISSING }] };
    // Never ingest a file the virus scan has not cleared (processGrossToNetFile scans first).
    if (file.scanStatus === "INFECTED")
      return { ok: false, errors: [{ rowNumber: null, message: UPLOAD_MESSAGES.maliciousRegister }] };
    // A local path for COPY's reader: the file itself on disk, a temporary download with S3 (removed after).
    const loaded = await withLocalFile(file.storageKey, (source) => copyRegister(client, file, source, progress));
    if (!loaded) return { ok: false, errors: [{ rowNumber: null, message: FILE_MISSING }] };
    if ("errors" in loaded) return { ok: false, errors: loaded.errors };
    const { encoder } = loaded;
    ctx.unknownConcepts = [...encoder.unknownConcepts].map(([concept, u]) =>
      unknownConcept(file, concept, u.rows, u.firstRow),
    );
    const currency = encoder.currency ?? file.countryCurrency ?? "EUR";
    file.currency = currency;
    // The provider now has pay reports: its LSP and country stay (lib/lsps/providers/save-payroll-provider.ts).
    if (file.lspId)
      await client.query(
        `UPDATE "PayrollProvider" SET "hasHistory" = true, "updatedAt" = now()
          WHERE "lspId" = $1 AND "countryCode" = $2 AND NOT "hasHistory"`,
        [file.lspId, file.country],
      );
    return {
      ok: true,
      set: { rowCount: encoder.rows, totalRows: encoder.rows, processedRows: encoder.rows, currency },
    };
  },
});

function unknownConcept(file: FileRow, concept: string, n: number, firstRow: number): StageError {
  return {
    rowNumber: firstRow,
    message: `Unknown concept '${concept}' for country ${file.country}: add it to the taxonomy and re-upload (${n} row${n === 1 ? "" : "s"}).`,
  };
}

const taxonomize: Stage = {
  from: "INGESTED",
  to: "TAXONOMIZED",
  async run(client, file, ctx) {
    if (ctx.unknownConcepts)
      return ctx.unknownConcepts.length ? { ok: false, errors: ctx.unknownConcepts } : { ok: true };
    const { rows } = await client.query<{ concept: string; n: number; first: number }>(
      `SELECT concept, count(*)::int AS n, min("rowNumber") AS first FROM "PayRegisterRow"
        WHERE "grossToNetId" = $1 AND category IS NULL GROUP BY concept ORDER BY min("rowNumber") LIMIT 100`,
      [file.id],
    );
    if (rows.length === 0) return { ok: true };
    return { ok: false, errors: rows.map((r) => unknownConcept(file, r.concept, r.n, r.first)) };
  },
};

const enrich: Stage = {
  from: "TAXONOMIZED",
  to: "ENRICHED",
  async run(client, file, ctx) {
    await client.query(`DELETE FROM "PayReportEmployeeTotal" WHERE "grossToNetId" = $1`, [file.id]);
    const isToGross = `("applicationType" = 'Deduction' AND (category = 'deductionToGross' OR lower(concept) = lower($4)))`;
    const sumOf = (cond: string) => `coalesce(sum(value) FILTER (WHERE ${cond}), 0)`;
    // Only the employees whose keys occur in the file are looked up; the file's total and employee count come
    // back from the same statement (the transform stage needs them).
    const { rows } = await client.query<{ total: string; n: number }>(
      `WITH agg AS (
         SELECT "employeeRef", min("firstName") AS fn, min("lastName") AS ln,
                ${sumOf(`category = 'salary'`)} AS salary,
                ${sumOf(`category = 'allowance'`)} AS allowance,
                ${sumOf(`category = 'variablePay'`)} AS "variablePay",
                ${sumOf(`category = 'expenses'`)} AS expenses,
                ${sumOf(`category = 'pensionContribution'`)} AS "pensionContribution",
                ${sumOf(`category = 'benefitContribution'`)} AS "benefitContribution",
                ${sumOf(`category = 'socialCosts'`)} AS "socialCosts",
                ${sumOf(`"applicationType" = 'Income'`)} AS income,
                ${sumOf(isToGross)} AS to_gross,
                ${sumOf(`"applicationType" = 'Deduction' AND NOT ${isToGross}`)} AS deductions,
                ${sumOf(`"applicationType" = 'Contribution'`)} AS contribution
           FROM "PayRegisterRow" WHERE "grossToNetId" = $1 GROUP BY "employeeRef"
       ), emp AS (
         SELECT DISTINCT ON (key) key, id, "firstName", "lastName" FROM (
           SELECT e."payrollId" AS key, e.id, e."firstName", e."lastName", 1 AS pri FROM "Employee" e JOIN agg ON agg."employeeRef" = e."payrollId" WHERE e."countryCode" = $2
           UNION ALL SELECT e."externalId", e.id, e."firstName", e."lastName", 2 FROM "Employee" e JOIN agg ON agg."employeeRef" = e."externalId" WHERE e."countryCode" = $2
           UNION ALL SELECT e.id, e.id, e."firstName", e."lastName", 3 FROM "Employee" e JOIN agg ON agg."employeeRef" = e.id WHERE e."countryCode" = $2
         ) k ORDER BY key, pri
       ), ins AS (
       INSERT INTO "PayReportEmployeeTotal" (id, "grossToNetId", "employeeRef", "employeeId", "firstName", "lastName", currency,
         salary, allowance, "variablePay", expenses, "pensionContribution", "benefitContribution", "socialCosts",
         "eeDeductions", "erContribution", gross, "taxableGross", net, "totalCost", status, "updatedAt")
       SELECT gen_random_uuid()::text, $1, a."employeeRef", e.id, coalesce(nullif(a.fn, ''), e."firstName"), coalesce(nullif(a.ln, ''), e."lastName"), $3,
         a.salary, a.allowance, a."variablePay", a.expenses, a."pensionContribution", a."benefitContribution", a."socialCosts",
         a.deductions, a.contribution, a.income, a.income - a.to_gross, a.income - a.to_gross - a.deductions, a.income + a.contribution,
         'ENRICHED', now()
       FROM agg a LEFT JOIN emp e ON e.key = a."employeeRef"
       RETURNING "totalCost")
       SELECT coalesce(sum("totalCost"), 0)::text AS total, count(*)::int AS n FROM ins`,
      [file.id, file.country, file.currency ?? "EUR", DEDUCTION_TO_GROSS],
    );
    ctx.totals = { total: rows[0].total, employees: rows[0].n };
    return { ok: true };
  },
};

const transform: Stage = {
  from: "ENRICHED",
  to: "TRANSFORMED",
  async run(client, file, ctx) {
    if (!ctx.totals) {
      const { rows } = await client.query<{ total: string; n: number }>(
        `SELECT coalesce(sum("totalCost"), 0)::text AS total, count(*)::int AS n FROM "PayReportEmployeeTotal" WHERE "grossToNetId" = $1`,
        [file.id],
      );
      ctx.totals = { total: rows[0].total, employees: rows[0].n };
    }
    if (ctx.totals.employees === 0)
      return { ok: false, errors: [{ rowNumber: null, message: "The file has no employees." }] };
    return { ok: true, set: { total: ctx.totals.total } };
  },
};

/** The advisory lock (transaction-level, taken before the duplicates stage and held to the commit) under which
 *  one run at a time compares its register with the period's others and runs the anomaly checks. */
export const REGISTERS_CHECKED_ONE_AT_A_TIME = "pay-report-checks";

const duplicates: Stage = {
  from: "TRANSFORMED",
  to: "DUPLICATES_CHECKED",
  async run(client, file) {
    await client.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [REGISTERS_CHECKED_ONE_AT_A_TIME]);
    // The others: files that passed this check (whichever was created first: under the lock, the second run to
    // get here sees the first's employees), and files left at TRANSFORMED by an interrupted run that were created
    // earlier (they check against this one when they resume).
    const { rows } = await client.query<{ employeeRef: string; name: string; fileName: string }>(
      `WITH earlier AS (
         SELECT id, "fileName" FROM "GrossToNetFile"
          WHERE id <> $1 AND "payrollPeriod" = $2 AND "payrollCycle" = $3::"PayrollCycle" AND country = $4
            AND "lspId" IS NOT DISTINCT FROM $5::text
            AND "processingStatus" NOT IN ('ERROR', 'DISCARDED', 'DRAFT', 'INGESTED', 'TAXONOMIZED', 'ENRICHED')
            AND ("processingStatus" <> 'TRANSFORMED' OR ("createdAt", id) < ($6::timestamp, $1::text))
            -- Issue 27: a corrected version repeats the employees of the versions it corrects.
            AND id NOT IN (WITH RECURSIVE chain AS (
                             SELECT "previousVersionId" AS id FROM "GrossToNetFile" WHERE id = $1
                             UNION SELECT g."previousVersionId" FROM "GrossToNetFile" g JOIN chain c ON g.id = c.id)
                           SELECT id FROM chain WHERE id IS NOT NULL)
       )
       SELECT t."employeeRef", trim(coalesce(t."firstName", '') || ' ' || coalesce(t."lastName", '')) AS name, e."fileName"
         FROM earlier e JOIN "PayReportEmployeeTotal" o ON o."grossToNetId" = e.id
         JOIN "PayReportEmployeeTotal" t ON t."grossToNetId" = $1 AND t."employeeRef" = o."employeeRef"
        ORDER BY t."employeeRef" LIMIT 100`,
      [file.id, file.payrollPeriod, file.payrollCycle, file.country, file.lspId, file.createdAt],
    );
    if (rows.length === 0) return { ok: true };
    return {
      ok: false,
      errors: rows.map((r) => ({
        rowNumber: null,
        message: `Duplicate: employee ${r.employeeRef}${r.name ? ` (${r.name})` : ""} is already in ${r.fileName} for this period and cycle.`,
      })),
    };
  },
};

export function pipelineStages(progress?: ProgressSink): Stage[] {
  return [ingest(progress), taxonomize, enrich, transform, duplicates];
}

/** Scans the register, then runs its remaining stages (see the head of this file). Returns the final status. */
export async function processGrossToNetFile(
  id: string,
  options: { progress?: ProgressSink; client?: pg.ClientBase; stopAfter?: PayReportStatusValue } = {},
): Promise<PayReportStatusValue | null> {
  const stages = pipelineStages(options.progress);
  const run = (client: pg.ClientBase) =>
    withConnectionTx(client, async (tx) => {
      const refused = await scanPayRegister(id);
      return runPipelineStages(client, tx, id, { stages, refused, stopAfter: options.stopAfter });
    });
  if (options.client) return run(options.client);
  // The bulk pool's connections are warm; one that failed mid-run is discarded, not reused.
  const client = await bulkPool().connect();
  let broken: Error | undefined;
  try {
    return await run(client);
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}
