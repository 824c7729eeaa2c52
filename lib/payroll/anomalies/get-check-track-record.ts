// Each check's track record: of its newest findings (any report), how many a payroll admin confirmed as mistakes
// and how many were justified as correct. An acknowledgement with a justification and no verdict counts as
// justified: the admin said why the value was right.
import "server-only";
import { db } from "@/lib/db";
import { can } from "@/lib/policy";
import type { Actor } from "@/lib/auth/actor";
import { checkLabel } from "@/lib/payroll/anomalies/check-labels";
import {
  TRACK_RECORD_WINDOW,
  type CheckTrackRecord,
  type TrackRecordResponse,
} from "@/lib/payroll/anomalies/verdict-schema";

/** The verdict SQL both the track record and the outcomes table count with (alias f). */
export const CONFIRMED_SQL = `f.verdict = 'CONFIRMED_MISTAKE'`;
export const JUSTIFIED_SQL = `(f.verdict = 'JUSTIFIED_CORRECT' OR (f.verdict IS NULL AND f."acknowledgedAt" IS NOT NULL AND f.justification IS NOT NULL))`;

/** The track records of the given checks (a check without findings is left out). */
export async function trackRecordsOf(checks: readonly string[]): Promise<CheckTrackRecord[]> {
  if (!checks.length) return [];
  const rows = await db.$queryRawUnsafe<{ check: string; findings: number; confirmed: number; justified: number }[]>(
    `SELECT c."check", count(*)::int AS findings,
            count(*) FILTER (WHERE ${CONFIRMED_SQL})::int AS confirmed,
            count(*) FILTER (WHERE ${JUSTIFIED_SQL})::int AS justified
       FROM unnest($1::text[]) AS c("check")
       CROSS JOIN LATERAL (
         SELECT x.verdict, x."acknowledgedAt", x.justification
           FROM "PayReportFinding" x
          WHERE x."check" = c."check"
          ORDER BY x."createdAt" DESC, x.id DESC
          LIMIT $2
       ) AS f
      GROUP BY c."check"
      ORDER BY c."check"`,
    [...checks],
    TRACK_RECORD_WINDOW,
  );
  return rows.map((r) => ({ ...r, label: checkLabel(r.check) }));
}

/** The track record of every check that found something in the given reports, and those findings' verdicts. */
export async function getCheckTrackRecord(actor: Actor, reportIds: readonly string[]): Promise<TrackRecordResponse> {
  const findings = await db.payReportFinding.findMany({
    where: { payReportId: { in: [...reportIds] } },
    select: { id: true, check: true, verdict: true },
    take: 5000,
  });
  const checks = [...new Set(findings.map((f) => f.check))];
  return {
    canJudge: can(actor, "payrollChecks.verdict"),
    checks: await trackRecordsOf(checks),
    verdicts: findings.map((f) => ({ findingId: f.id, verdict: f.verdict })),
  };
}
