// The findings of one or more pay reports (the files of an LSP bill), with their resolution and a summary.
import { db } from "@/lib/db";
import { can } from "@/lib/policy";
import type { Actor } from "@/lib/auth/actor";
import { checkLabel } from "@/lib/payroll/anomalies/check-labels";
import { JUSTIFIED } from "@/lib/payroll/anomalies/resolution";
import { approvalGateOn } from "@/lib/payroll/anomalies/settings";
import type { FindingsResponse } from "@/lib/payroll/anomalies/schema";

type Row = {
  id: string;
  payReportId: string;
  employeeId: string | null;
  check: string;
  severity: "BLOCKING" | "REVIEW";
  explanation: string;
  values: Record<string, unknown> | null;
  acknowledgedAt: Date | null;
  justification: string | null;
  justified: boolean;
};

export async function listFindings(actor: Actor, reportIds: string[]): Promise<FindingsResponse> {
  const rows = await db.$queryRawUnsafe<Row[]>(
    `SELECT f.id, f."payReportId", f."employeeId", f."check", f.severity::text AS severity, f.explanation, f."values",
            f."acknowledgedAt", f.justification, ${JUSTIFIED} AS justified
       FROM "PayReportFinding" f
      WHERE f."payReportId" = ANY($1::text[])
      ORDER BY f.severity, f."check", f."employeeId" NULLS FIRST, f.id
      LIMIT 5000`,
    reportIds,
  );
  const items = rows.map((r) => {
    const resolvedBy = r.acknowledgedAt ? ("acknowledged" as const) : r.justified ? ("justification" as const) : null;
    return {
      id: r.id,
      payReportId: r.payReportId,
      employeeId: r.employeeId,
      employeeRef: typeof r.values?.employeeRef === "string" ? r.values.employeeRef : null,
      check: r.check,
      label: checkLabel(r.check),
      severity: r.severity,
      explanation: r.explanation,
      values: r.values,
      resolved: resolvedBy !== null,
      resolvedBy,
      acknowledgedAt: r.acknowledgedAt?.toISOString() ?? null,
      justification: r.justification,
    };
  });
  const blocking = items.filter((f) => f.severity === "BLOCKING");
  return {
    summary: {
      blocking: blocking.length,
      review: items.length - blocking.length,
      unresolvedBlocking: blocking.filter((f) => !f.resolved).length,
    },
    gateOn: await approvalGateOn(db),
    canAcknowledge: can(actor, "payrollChecks.acknowledge"),
    items,
  };
}
