"use client";

import { useCallback, useMemo, useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { useRouter } from "next/navigation";
import { apiFetch } from "@/lib/http/client";
import { formatDate } from "@/lib/dates";
import { leaveLabel } from "@/lib/time-off/schema";
import type { TimeOffDto } from "@/lib/time-off/dto";
import type { PendingTimeOffDto } from "@/lib/time-off/list-pending-time-off";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { Card } from "@/components/ui/misc";
import { useAction } from "@/components/ui/use-action";
import { formatDays } from "./balance-card";
import { DeclineDialog } from "./decline-dialog";
import { describeTimeOff } from "./time-off-columns";

/** A pending request with its employee's remaining holiday, and whether a decision is on its way. */
type Row = TimeOffDto & { remaining: string; busy: boolean };

const DETAILS: ColumnDef<Row, unknown>[] = [
  { header: "Employee", accessorKey: "employeeName" },
  { header: "Leave type", cell: ({ row }) => leaveLabel(row.original) },
  { header: "From", cell: ({ row }) => formatDate(row.original.startDate) },
  { header: "To", cell: ({ row }) => formatDate(row.original.endDate) },
  { header: "Working days", accessorKey: "workingDays", meta: { className: "text-right tabular-nums" } },
  { header: "Note", cell: ({ row }) => row.original.employeeNote ?? "—" },
  { header: "Remaining holiday", accessorKey: "remaining", meta: { className: "whitespace-nowrap" } },
];

/** Beyond the spec: the requests waiting for the caller's decision, with Approve and Decline per row. */
export function PendingApprovals({ pending, onDecided }: { pending: PendingTimeOffDto; onDecided: () => unknown }) {
  const router = useRouter();
  const [declining, setDeclining] = useState<TimeOffDto | null>(null);
  const { busy, run } = useAction({ refresh: onDecided });
  const approve = useCallback(
    (entry: TimeOffDto) =>
      run(
        () =>
          apiFetch(`/api/timeoff/requests/${entry.id}/decision`, {
            method: "POST",
            json: { decision: "APPROVED", version: entry.version },
          }),
        { success: "Time off approved", failure: "Could not approve the time off" },
      ),
    [run],
  );
  // The dialog posts itself (its form shows the server's field errors); then this list and the page reload.
  const afterDecline = useCallback(async () => {
    await onDecided();
    router.refresh();
  }, [onDecided, router]);
  const rows = useMemo<Row[]>(() => {
    const balances = new Map(pending.balances.map((b) => [b.employeeId, b]));
    return pending.requests.map((r) => {
      const b = balances.get(r.employeeId);
      return { ...r, busy, remaining: b ? formatDays(b.remainingDays, b.allowanceType === "UNLIMITED") : "—" };
    });
  }, [pending, busy]);
  // Stable columns (cells render as components); the busy flag travels with the rows.
  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      ...DETAILS,
      {
        header: "Actions",
        cell: ({ row }) => {
          const e = row.original;
          const what = `${e.employeeName}'s ${describeTimeOff(e)}`;
          return (
            <div className="flex flex-wrap gap-2">
              {e.actions.canApprove ? (
                <Button onClick={() => approve(e)} disabled={e.busy} aria-label={`Approve ${what}`}>
                  Approve
                </Button>
              ) : null}
              {e.actions.canDecline ? (
                <Button
                  variant="secondary"
                  onClick={() => setDeclining(e)}
                  aria-haspopup="dialog"
                  aria-label={`Decline ${what}`}
                >
                  Decline
                </Button>
              ) : null}
            </div>
          );
        },
      },
    ],
    [approve],
  );

  return (
    <Card title={`Waiting for approval (${pending.requests.length})`}>
      {rows.length ? (
        <DataTable caption="Time off waiting for approval" columns={columns} rows={rows} getRowId={(r) => r.id} />
      ) : (
        <p className="text-sm text-slate-600">No time off is waiting for your approval.</p>
      )}
      <DeclineDialog entry={declining} onClose={() => setDeclining(null)} onDeclined={afterDecline} />
    </Card>
  );
}
