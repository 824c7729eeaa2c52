// Issue 27: the anomaly checks run over the demo's pay report waiting for verification (FR, October 2026, cycle 1),
// with the same SQL as the pipeline, so the LSP bill shows real findings: what the demo data holds (employees paid
// after archiving, changes against September without an event, ...). Deterministic: the findings get ids and a
// creation time of their own (ordered by check, employee and sentence), inside the seed's transaction.
import type { SeedContext } from "../context";
import { CHECKS } from "../../../lib/payroll/anomalies/checks";
import { checkParams } from "../../../lib/payroll/anomalies/check-params";

export const DEMO_CHECKED_REPORT = "gtn-202610-fr-cycle1";

export async function seedAnomalyFindings({ tx, count }: SeedContext) {
  const client = {
    query: async (sql: string, params: unknown[]) => ({ rows: await tx.$queryRawUnsafe<never[]>(sql, ...params) }),
  };
  const params = await checkParams(client, DEMO_CHECKED_REPORT);
  if (!params) return;
  for (const check of CHECKS) await tx.$executeRawUnsafe(check.sql, ...params);
  const n = await tx.$executeRawUnsafe(
    `UPDATE "PayReportFinding" f SET id = 'finding-demo-' || lpad(o.rn::text, 3, '0'), "createdAt" = '2026-10-27T09:00:00Z'
       FROM (SELECT id, row_number() OVER (ORDER BY "check", "employeeId" NULLS FIRST, explanation) AS rn
               FROM "PayReportFinding" WHERE "payReportId" = $1) o
      WHERE f.id = o.id`,
    DEMO_CHECKED_REPORT,
  );
  count("PayReportFinding", n);
}
