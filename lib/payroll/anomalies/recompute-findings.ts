// The anomaly checks of a pay report, recomputed: the report's findings are deleted and every check's INSERT ...
// SELECT runs again in the caller's transaction; acknowledgements and verdicts of findings found again are kept.
import type pg from "pg";
import { CHECKS } from "@/lib/payroll/anomalies/checks";
import { checkParams, type CheckParams } from "@/lib/payroll/anomalies/check-params";

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
