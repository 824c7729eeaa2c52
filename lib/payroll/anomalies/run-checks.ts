// Runs the anomaly checks of a pay report (issue 27): findings are recomputed idempotently (delete + one INSERT
// ... SELECT per check, in the caller's transaction); acknowledgements of findings that are found again are kept.
// In the pipeline the run sits in a savepoint right after DUPLICATES_CHECKED: a failing run is rolled back alone
// and leaves one finding with a readable reason, never losing the report.
import type pg from "pg";
import { bulkPool } from "@/lib/db";
import { errorField, logger } from "@/lib/observability/logger";
import { CHECKS } from "@/lib/payroll/anomalies/checks";
import { CHECK_RUN_FAILED } from "@/lib/payroll/anomalies/check-labels";
import { checkParams, type CheckParams } from "@/lib/payroll/anomalies/check-params";
import { refreshStatisticsForLargeReport } from "@/lib/payroll/anomalies/refresh-statistics";

/** One INSERT ... SELECT per check with the given parameters; the time each took (ms). */
export async function runCheckStatements(client: pg.ClientBase, params: CheckParams) {
  const timings: Record<string, number> = {};
  let findings = 0;
  for (const check of CHECKS) {
    const started = performance.now();
    const result = await client.query(check.sql, params);
    timings[check.key] = performance.now() - started;
    findings += result.rowCount ?? 0;
  }
  return { findings, timings };
}

type Ack = {
  check: string;
  employeeKey: string;
  by: string | null;
  at: Date | null;
  justification: string | null;
  verdict: string | null;
  verdictById: string | null;
  verdictAt: Date | null;
};

/** Deletes the report's findings and runs every check again, inside the caller's open transaction. */
export async function recomputeFindings(client: pg.ClientBase, reportId: string) {
  const params = await checkParams(client, reportId);
  if (!params) return { findings: 0, timings: {} };
  // Acknowledgements and verdicts survive a rerun for the same (check, employee) pair.
  const acks = await client.query<Ack>(
    `DELETE FROM "PayReportFinding" WHERE "payReportId" = $1
     RETURNING "check", coalesce("employeeId", "values"->>'employeeRef', "values"->>'concept', '') AS "employeeKey",
               "acknowledgedById" AS by, "acknowledgedAt" AS at, justification,
               verdict::text AS verdict, "verdictById", "verdictAt"`,
    [reportId],
  );
  const result = await runCheckStatements(client, params);
  const kept = acks.rows.filter((a) => a.at || a.verdict);
  if (kept.length)
    await client.query(
      `UPDATE "PayReportFinding" f SET "acknowledgedById" = a.by, "acknowledgedAt" = a.at, justification = a.justification,
              verdict = a.verdict::"FindingVerdict", "verdictById" = a."verdictById", "verdictAt" = a."verdictAt"
         FROM unnest($2::text[], $3::text[], $4::text[], $5::timestamp[], $6::text[], $7::text[], $8::text[], $9::timestamp[])
           AS a("check", key, by, at, justification, verdict, "verdictById", "verdictAt")
        WHERE f."payReportId" = $1 AND f."check" = a."check"
          AND coalesce(f."employeeId", f."values"->>'employeeRef', f."values"->>'concept', '') = a.key`,
      [
        reportId,
        kept.map((a) => a.check),
        kept.map((a) => a.employeeKey),
        kept.map((a) => a.by),
        kept.map((a) => a.at),
        kept.map((a) => a.justification),
        kept.map((a) => a.verdict),
        kept.map((a) => a.verdictById),
        kept.map((a) => a.verdictAt),
      ],
    );
  return result;
}

/** A readable reason for a failed run (the database's own words are kept short). */
function failureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `The anomaly checks could not run (${message.slice(0, 200)}). Run them again from the LSP bill; until then, review this report by hand.`;
}

/** In the pipeline's transaction, after DUPLICATES_CHECKED: a failure is rolled back alone and recorded. */
export async function runChecksInPipeline(client: pg.ClientBase, reportId: string): Promise<void> {
  await refreshStatisticsForLargeReport(client, reportId);
  await client.query("SAVEPOINT anomaly_checks");
  try {
    await recomputeFindings(client, reportId);
    await client.query("RELEASE SAVEPOINT anomaly_checks");
  } catch (error) {
    await client.query("ROLLBACK TO SAVEPOINT anomaly_checks");
    logger().error({
      msg: "anomaly checks failed: recorded as a blocking finding",
      reportId,
      error: errorField(error),
    });
    await client.query(`DELETE FROM "PayReportFinding" WHERE "payReportId" = $1`, [reportId]);
    await client.query(
      `INSERT INTO "PayReportFinding" (id, "payReportId", "check", severity, explanation, "values", "createdAt")
       VALUES (gen_random_uuid()::text, $1, $2, 'BLOCKING', $3, NULL, now())`,
      [reportId, CHECK_RUN_FAILED, failureReason(error)],
    );
  }
}

/** Runs the checks again on their own (payroll admin, benchmark), under the report's pipeline lock. */
export async function rerunChecks(reportId: string) {
  const client = await bulkPool().connect();
  try {
    await client.query("BEGIN");
    await client.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`gtn:${reportId}`]);
    const result = await recomputeFindings(client, reportId);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
