"use client";

// The payroll home's record of the anomaly checks: per check and provider over the last 6 months, the findings
// raised, confirmed as mistakes and dismissed as correct (payroll admins' verdicts, or acknowledgements with a
// justification), so a check that finds real mistakes stands apart from one that only raises noise.
import type { ColumnDef } from "@tanstack/react-table";
import type { CheckOutcome } from "@/lib/payroll/anomalies/verdict-schema";
import { Card } from "@/components/ui/misc";
import { DataTable } from "@/components/ui/data-table";

const COLUMNS: ColumnDef<CheckOutcome, unknown>[] = [
  { id: "check", header: "Check", cell: ({ row }) => row.original.label, meta: { rowHeader: true } },
  { id: "provider", header: "Provider", cell: ({ row }) => row.original.provider },
  { id: "raised", header: "Raised", cell: ({ row }) => row.original.raised },
  { id: "confirmed", header: "Confirmed mistakes", cell: ({ row }) => row.original.confirmed },
  { id: "dismissed", header: "Dismissed as correct", cell: ({ row }) => row.original.dismissed },
];

export function CheckOutcomes({ rows }: { rows: CheckOutcome[] }) {
  return (
    <Card title="Anomaly checks: outcomes over the last 6 months">
      {rows.length ? (
        <DataTable
          caption="Findings raised, confirmed and dismissed per check and provider"
          columns={COLUMNS}
          rows={rows}
          getRowId={(r) => `${r.check}|${r.lspId ?? ""}`}
          testId="check-outcomes"
        />
      ) : (
        <p className="text-sm text-slate-600">No findings in the last 6 months.</p>
      )}
    </Card>
  );
}
