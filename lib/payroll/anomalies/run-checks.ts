// Runs the anomaly checks of a pay report: findings are recomputed idempotently (delete + one INSERT
// ... SELECT per check, in the caller's transaction); acknowledgements of findings that are found again are kept.
// In the pipeline the run sits in a savepoint right after DUPLICATES_CHECKED: a failing run is rolled back alone
// and leaves one finding with a readable reason, never losing the report.
import type pg from "pg";
import { bulkPool } from "@/lib/db";
import { errorField, logger } from "@/lib/observability/logger";
import { CHECK_RUN_FAILED } from "@/lib/payroll/anomalies/check-labels";
import { refreshStatisticsForLargeReport } from "@/lib/payroll/anomalies/refresh-statistics";
import { recomputeFindings } from "@/lib/payroll/anomalies/recompute-findings";

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
