// The pay-report processing pipeline (spec 2 section 4): DRAFT -> INGESTED -> TAXONOMIZED -> ENRICHED ->
// TRANSFORMED -> DUPLICATES_CHECKED, or ERROR with DataProcessingError messages.
//
// Every stage runs in ONE transaction on one pg connection: take an advisory lock on the file, re-read its
// status (another worker may have finished the stage: then skip), delete the stage's own output for the
// file, redo the work, and advance the status with a conditional update (status in the WHERE) plus a
// StatusHistory row. A worker killed mid-stage leaves nothing behind (the transaction dies with the
// connection); running processGrossToNetFile() again resumes from the last committed status and ends in
// the same state as one clean run.
//
// What each stage does, set-based so a million concept rows stay cheap:
//   ingest       stream the stored CSV through csv-parse into `COPY "PayRegisterRow" FROM STDIN`; commas
//                stripped, each row validated, the concept's taxonomy (country, LSP override) resolved from an
//                in-memory map while streaming. Any malformed row -> ERROR, no rows kept.
//   taxonomize   concepts the taxonomy does not know -> ERROR (one message per concept).
//   enrich       one row per employee into PayReportEmployeeTotal: matched to an Employee of the country by
//                payroll id, external id or id; category sums and the derived totals (gross = income;
//                taxable gross = income - 'Salary Deduction to Gross'; net = taxable gross - other
//                deductions; total cost = income + contributions) in the same GROUP BY.
//   transform    the file's total (sum of total cost), employee and row counts.
//   duplicates   an employee already present in an earlier live file of the same period, cycle, LSP and
//                country -> ERROR naming the employee and the file.
import fs from "node:fs";
import crypto from "node:crypto";
import { pipeline } from "node:stream/promises";
import type { Readable } from "node:stream";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { createCsvParser, COPY_COLUMNS, PayRegisterEncoder, readableCsvError, type Taxonomy } from "@/lib/payroll/csv";
import { PAY_REPORT_TRANSITIONS } from "@/lib/payroll/transitions";
import { newKey, removeFile, storagePath, writeStream } from "@/lib/storage/files";
import { DEDUCTION_TO_GROSS, type PayReportStatusValue } from "@/lib/payroll/schema";
import { scanFile } from "@/lib/uploads/scan-file";
import { UPLOAD_MESSAGES } from "@/lib/uploads/messages";

export const PAY_REPORT_ENTITY = "GrossToNetFile";

// ------------------------------------------------------------------------------------------------
// File storage
// ------------------------------------------------------------------------------------------------

/** Streams an upload to disk (never held in memory); resolves once the bytes are flushed. */
export async function storeStream(
  source: Readable | NodeJS.ReadableStream,
): Promise<{ storageKey: string; bytes: number }> {
  const storageKey = newKey("pay-reports", ".csv");
  const stored = await writeStream(storageKey, source as Readable);
  return { storageKey, bytes: stored?.sizeBytes ?? 0 };
}

export async function removeStored(storageKey: string | null | undefined) {
  if (!storageKey || storageKey.startsWith("seed/")) return;
  await removeFile(storageKey).catch(() => {});
}

async function countLines(file: string): Promise<number> {
  let lines = 0;
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    let i = -1;
    while ((i = chunk.indexOf(10, i + 1)) !== -1) lines++;
  }
  return lines;
}

// ------------------------------------------------------------------------------------------------
// Connections and system transitions
// ------------------------------------------------------------------------------------------------

export function newPgClient(): pg.Client {
  return new pg.Client({ connectionString: process.env.DATABASE_URL });
}

const globalForPool = globalThis as unknown as { omniPayrollPool?: pg.Pool };

/** A small pg pool for the heavy read queries (bill detail, variance): rows come back as plain strings,
 *  without the per-value conversions of the Prisma adapter. */
export function payrollPool(): pg.Pool {
  if (!globalForPool.omniPayrollPool) {
    // work_mem: the 100k-employee sorts and hash joins stay in memory instead of spilling to disk.
    const pool = new pg.Pool({
      connectionString: process.env.DATABASE_URL,
      max: 4,
      allowExitOnIdle: true,
      options: "-c work_mem=64MB",
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process.
    pool.on("error", (error) => console.error("[payroll] idle connection", error.message));
    globalForPool.omniPayrollPool = pool;
  }
  return globalForPool.omniPayrollPool;
}

export async function withPgClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = newPgClient();
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

type FileRow = {
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
};

/** A pipeline status change: checked against the one transition table, conditional on the current status,
 *  recorded in StatusHistory (actor null = system). Call inside the stage's transaction. */
export async function systemTransition(
  client: pg.ClientBase,
  id: string,
  from: PayReportStatusValue,
  to: PayReportStatusValue,
  set: Record<string, unknown> = {},
  note: string | null = null,
) {
  if (!(PAY_REPORT_TRANSITIONS[from] ?? []).includes(to))
    throw new Error(`A pay report cannot go from ${from} to ${to}.`);
  const keys = Object.keys(set);
  const assignments = keys.map((k, i) => `"${k}" = $${i + 4}`);
  const { rowCount } = await client.query(
    `UPDATE "GrossToNetFile" SET "processingStatus" = $3::"PayReportStatus", version = version + 1, "updatedAt" = now()${
      assignments.length ? ", " + assignments.join(", ") : ""
    } WHERE id = $1 AND "processingStatus" = $2::"PayReportStatus"`,
    [id, from, to, ...keys.map((k) => set[k])],
  );
  if (rowCount === 0) throw new Error(`Pay report ${id} is no longer ${from}.`);
  await client.query(
    `INSERT INTO "StatusHistory" (id, "entityType", "entityId", "fromStatus", "toStatus", "actorId", note) VALUES ($1, $2, $3, $4, $5, NULL, $6)`,
    [crypto.randomUUID(), PAY_REPORT_ENTITY, id, from, to, note],
  );
}

type StageError = { rowNumber: number | null; message: string };
type Outcome = { ok: true; set?: Record<string, unknown> } | { ok: false; errors: StageError[] };
type Stage = {
  from: PayReportStatusValue;
  to: PayReportStatusValue;
  run: (client: pg.Client, file: FileRow) => Promise<Outcome>;
};

async function lockAndRead(client: pg.ClientBase, id: string): Promise<FileRow | null> {
  await client.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`gtn:${id}`]);
  const { rows } = await client.query<FileRow>(
    `SELECT id, "processingStatus", country, "lspId", "payrollPeriod", "payrollCycle", "storageKey", currency, "createdAt", "fileName", "scanStatus"
       FROM "GrossToNetFile" WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

async function clearOutputs(client: pg.ClientBase, id: string) {
  await client.query(`DELETE FROM "PayReportEmployeeTotal" WHERE "grossToNetId" = $1`, [id]);
  await client.query(`DELETE FROM "PayRegisterRow" WHERE "grossToNetId" = $1`, [id]);
}

/** Moves a file to ERROR with its messages, dropping every row the pipeline made for it. */
async function failFile(client: pg.Client, id: string, from: PayReportStatusValue, errors: StageError[]) {
  await client.query("BEGIN");
  try {
    const file = await lockAndRead(client, id);
    if (!file || file.processingStatus !== from) return void (await client.query("ROLLBACK"));
    await clearOutputs(client, id);
    await client.query(`DELETE FROM "DataProcessingError" WHERE "grossToNetId" = $1`, [id]);
    const list = errors.length ? errors : [{ rowNumber: null, message: "The file could not be processed." }];
    await client.query(
      `INSERT INTO "DataProcessingError" (id, "grossToNetId", "rowNumber", message)
       SELECT gen_random_uuid()::text, $1, r, m FROM unnest($2::int[], $3::text[]) AS t(r, m)`,
      [id, list.map((e) => e.rowNumber), list.map((e) => e.message)],
    );
    await systemTransition(client, id, from, "ERROR", { total: null }, list[0].message.slice(0, 500));
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  }
}

// ------------------------------------------------------------------------------------------------
// Stages
// ------------------------------------------------------------------------------------------------

async function loadTaxonomy(client: pg.ClientBase, country: string, lspId: string | null) {
  const { rows } = await client.query<Taxonomy & { concept: string; lspId: string | null }>(
    `SELECT concept, category, "applicationType", "payrollGlobal", "payrollGlobalSubCategory", "inputType", "lspId"
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
    });
  }
  return (concept: string) => map.get(concept.trim().toLowerCase());
}

export type ProgressSink = (id: string, processedRows: number, totalRows?: number) => Promise<unknown>;

const ingest = (progress?: ProgressSink): Stage => ({
  from: "DRAFT",
  to: "INGESTED",
  async run(client, file) {
    if (!file.storageKey) return { ok: false, errors: [{ rowNumber: null, message: "The uploaded file is missing." }] };
    // Never ingest a file the virus scan has not cleared (processGrossToNetFile scans first).
    if (file.scanStatus === "INFECTED")
      return { ok: false, errors: [{ rowNumber: null, message: UPLOAD_MESSAGES.maliciousRegister }] };
    const source = storagePath(file.storageKey);
    if (!fs.existsSync(source))
      return { ok: false, errors: [{ rowNumber: null, message: "The uploaded file is missing." }] };
    const lines = await countLines(source);
    let pending: Promise<unknown> = Promise.resolve();
    let last = 0;
    const report = (rows: number, force = false) => {
      const now = Date.now();
      if (!progress || (!force && now - last < 500)) return;
      last = now;
      pending = pending.then(() => progress(file.id, rows, Math.max(lines - 1, rows)).catch(() => {}));
    };
    report(0, true);
    const lookup = await loadTaxonomy(client, file.country, file.lspId);
    await client.query(`DELETE FROM "PayRegisterRow" WHERE "grossToNetId" = $1`, [file.id]);
    const parser = createCsvParser();
    const encoder = new PayRegisterEncoder(file.id, lookup, parser, (rows) => report(rows));
    const copy = client.query(
      copyFrom(`COPY "PayRegisterRow" (${COPY_COLUMNS.map((c) => `"${c}"`).join(", ")}) FROM STDIN`),
    );
    let parseError: string | null = null;
    try {
      await pipeline(fs.createReadStream(source, { highWaterMark: 256 * 1024 }), parser, encoder, copy);
    } catch (error) {
      if ((error as { code?: string }).code?.startsWith("CSV_")) parseError = readableCsvError(error);
      else throw error;
    }
    await pending;
    if (parseError || encoder.failed) {
      return {
        ok: false,
        errors: parseError ? [...encoder.errors, { rowNumber: null, message: parseError }] : encoder.errors,
      };
    }
    let currency = encoder.currency;
    if (!currency) {
      const { rows } = await client.query<{ currency: string }>(`SELECT currency FROM "Country" WHERE code = $1`, [
        file.country,
      ]);
      currency = rows[0]?.currency ?? "EUR";
    }
    return {
      ok: true,
      set: { rowCount: encoder.rows, totalRows: encoder.rows, processedRows: encoder.rows, currency },
    };
  },
});

const taxonomize: Stage = {
  from: "INGESTED",
  to: "TAXONOMIZED",
  async run(client, file) {
    const { rows } = await client.query<{ concept: string; n: number; first: number }>(
      `SELECT concept, count(*)::int AS n, min("rowNumber") AS first FROM "PayRegisterRow"
        WHERE "grossToNetId" = $1 AND category IS NULL GROUP BY concept ORDER BY min("rowNumber") LIMIT 100`,
      [file.id],
    );
    if (rows.length === 0) return { ok: true };
    return {
      ok: false,
      errors: rows.map((r) => ({
        rowNumber: r.first,
        message: `Unknown concept '${r.concept}' for country ${file.country}: add it to the taxonomy and re-upload (${r.n} row${r.n === 1 ? "" : "s"}).`,
      })),
    };
  },
};

const enrich: Stage = {
  from: "TAXONOMIZED",
  to: "ENRICHED",
  async run(client, file) {
    await client.query(`DELETE FROM "PayReportEmployeeTotal" WHERE "grossToNetId" = $1`, [file.id]);
    const isToGross = `("applicationType" = 'Deduction' AND (category = 'deductionToGross' OR lower(concept) = lower($4)))`;
    const sumOf = (cond: string) => `coalesce(sum(value) FILTER (WHERE ${cond}), 0)`;
    await client.query(
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
           SELECT "payrollId" AS key, id, "firstName", "lastName", 1 AS pri FROM "Employee" WHERE "countryCode" = $2 AND "payrollId" IS NOT NULL
           UNION ALL SELECT "externalId", id, "firstName", "lastName", 2 FROM "Employee" WHERE "countryCode" = $2 AND "externalId" IS NOT NULL
           UNION ALL SELECT id, id, "firstName", "lastName", 3 FROM "Employee" WHERE "countryCode" = $2
         ) k ORDER BY key, pri
       )
       INSERT INTO "PayReportEmployeeTotal" (id, "grossToNetId", "employeeRef", "employeeId", "firstName", "lastName", currency,
         salary, allowance, "variablePay", expenses, "pensionContribution", "benefitContribution", "socialCosts",
         "eeDeductions", "erContribution", gross, "taxableGross", net, "totalCost", status, "updatedAt")
       SELECT gen_random_uuid()::text, $1, a."employeeRef", e.id, coalesce(nullif(a.fn, ''), e."firstName"), coalesce(nullif(a.ln, ''), e."lastName"), $3,
         a.salary, a.allowance, a."variablePay", a.expenses, a."pensionContribution", a."benefitContribution", a."socialCosts",
         a.deductions, a.contribution, a.income, a.income - a.to_gross, a.income - a.to_gross - a.deductions, a.income + a.contribution,
         'ENRICHED', now()
       FROM agg a LEFT JOIN emp e ON e.key = a."employeeRef"`,
      [file.id, file.country, file.currency ?? "EUR", DEDUCTION_TO_GROSS],
    );
    return { ok: true };
  },
};

const transform: Stage = {
  from: "ENRICHED",
  to: "TRANSFORMED",
  async run(client, file) {
    const { rows } = await client.query<{ total: string; n: number }>(
      `SELECT coalesce(sum("totalCost"), 0)::text AS total, count(*)::int AS n FROM "PayReportEmployeeTotal" WHERE "grossToNetId" = $1`,
      [file.id],
    );
    if (rows[0].n === 0) return { ok: false, errors: [{ rowNumber: null, message: "The file has no employees." }] };
    return { ok: true, set: { total: rows[0].total } };
  },
};

const duplicates: Stage = {
  from: "TRANSFORMED",
  to: "DUPLICATES_CHECKED",
  async run(client, file) {
    const { rows } = await client.query<{ employeeRef: string; name: string; fileName: string }>(
      `WITH earlier AS (
         SELECT id, "fileName" FROM "GrossToNetFile"
          WHERE id <> $1 AND "payrollPeriod" = $2 AND "payrollCycle" = $3::"PayrollCycle" AND country = $4
            AND "lspId" IS NOT DISTINCT FROM $5::text
            AND "processingStatus" NOT IN ('ERROR', 'DISCARDED', 'DRAFT', 'INGESTED', 'TAXONOMIZED', 'ENRICHED')
            AND ("createdAt", id) < ($6::timestamp, $1::text)
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

async function runStage(client: pg.Client, id: string, stage: Stage): Promise<"done" | "skipped" | "error"> {
  await client.query("BEGIN");
  let outcome: Outcome;
  try {
    const file = await lockAndRead(client, id);
    if (!file || file.processingStatus !== stage.from) {
      await client.query("ROLLBACK");
      return "skipped";
    }
    outcome = await stage.run(client, file);
    if (outcome.ok) {
      await systemTransition(client, id, stage.from, stage.to, outcome.set ?? {});
      await client.query("COMMIT");
      return "done";
    }
    await client.query("ROLLBACK");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  }
  await failFile(client, id, stage.from, outcome.errors);
  return "error";
}

export function pipelineStages(progress?: ProgressSink): Stage[] {
  return [ingest(progress), taxonomize, enrich, transform, duplicates];
}

/** The virus scan comes before ingestion: a PENDING file is scanned now; an INFECTED one goes to ERROR. */
async function scanBeforeIngest(client: pg.Client, id: string): Promise<boolean> {
  const status = await scanFile({ kind: "pay-register", id });
  if (status === "PENDING") throw new Error(`Pay report ${id} has not been scanned yet.`);
  if (status !== "INFECTED") return true;
  await failFile(client, id, "DRAFT", [{ rowNumber: null, message: UPLOAD_MESSAGES.maliciousRegister }]);
  return false;
}

/** Runs every remaining stage of a file (resumes from its committed status). Returns the final status. */
export async function processGrossToNetFile(
  id: string,
  options: { progress?: ProgressSink; client?: pg.Client; stopAfter?: PayReportStatusValue } = {},
): Promise<PayReportStatusValue | null> {
  const run = async (client: pg.Client) => {
    const clean = await scanBeforeIngest(client, id);
    for (const stage of clean ? pipelineStages(options.progress) : []) {
      const result = await runStage(client, id, stage);
      if (result === "error") break;
      if (options.stopAfter === stage.to) break;
    }
    const { rows } = await client.query<{ s: PayReportStatusValue }>(
      `SELECT "processingStatus" AS s FROM "GrossToNetFile" WHERE id = $1`,
      [id],
    );
    return rows[0]?.s ?? null;
  };
  return options.client ? run(options.client) : withPgClient(run);
}
