// The approval gate (issue 27): while the setting 'anomalyApprovalGate' is on (default), a pay report with an
// unresolved blocking finding cannot be approved or published from DUPLICATES_CHECKED: 422 naming how many remain.
import type { Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { approvalGateOn } from "@/lib/payroll/anomalies/settings";
import { UNRESOLVED_BLOCKING } from "@/lib/payroll/anomalies/resolution";

export async function countUnresolvedBlocking(tx: Pick<Tx, "$queryRawUnsafe">, reportId: string): Promise<number> {
  const rows = await tx.$queryRawUnsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM "PayReportFinding" f WHERE f."payReportId" = $1 AND ${UNRESOLVED_BLOCKING}`,
    reportId,
  );
  return rows[0]?.n ?? 0;
}

export async function assertNoBlockingFindings(tx: Tx, reportId: string): Promise<void> {
  if (!(await approvalGateOn(tx))) return;
  const n = await countUnresolvedBlocking(tx, reportId);
  if (n === 0) return;
  throw new AppError(
    "UNPROCESSABLE",
    `${n} blocking finding${n === 1 ? "" : "s"} of the anomaly checks ${n === 1 ? "is" : "are"} unresolved: justify or acknowledge ${n === 1 ? "it" : "them"} on the LSP bill before approving.`,
    { details: { unresolvedBlocking: n } },
  );
}
