// The payroll home's outcomes table: per check and provider over the last 6 months, the findings raised, the ones
// confirmed as mistakes and the ones dismissed (justified as correct), so a check that only cries wolf shows.
import "server-only";
import { subMonths } from "date-fns";
import { db } from "@/lib/db";
import { checkLabel, CHECK_RUN_FAILED } from "@/lib/payroll/anomalies/check-labels";
import { CONFIRMED_SQL, JUSTIFIED_SQL } from "@/lib/payroll/anomalies/get-check-track-record";
import type { CheckOutcome } from "@/lib/payroll/anomalies/verdict-schema";

export const OUTCOME_MONTHS = 6;

export async function listCheckOutcomes(now: Date = new Date()): Promise<CheckOutcome[]> {
  const rows = await db.$queryRawUnsafe<Omit<CheckOutcome, "label">[]>(
    `SELECT f."check", g."lspId", coalesce(l.name, 'No provider') AS provider, count(*)::int AS raised,
            count(*) FILTER (WHERE ${CONFIRMED_SQL})::int AS confirmed,
            count(*) FILTER (WHERE ${JUSTIFIED_SQL})::int AS dismissed
       FROM "PayReportFinding" f
       JOIN "GrossToNetFile" g ON g.id = f."payReportId"
       LEFT JOIN "LocalServiceProvider" l ON l.id = g."lspId"
      WHERE f."createdAt" >= $1 AND f."check" <> $2
      GROUP BY f."check", g."lspId", l.name
      ORDER BY raised DESC, f."check", provider
      LIMIT 200`,
    subMonths(now, OUTCOME_MONTHS),
    CHECK_RUN_FAILED,
  );
  return rows.map((r) => ({ ...r, label: checkLabel(r.check) }));
}
