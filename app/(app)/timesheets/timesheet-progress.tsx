"use client";

// A timesheet's place in its company's approval chain (components/approvals/approval-progress.tsx): on the month,
// a card once it is submitted (the level it waits at) and after its approval (who decided each level); in the
// company list, under the status of a month still waiting. Only for months in a chain: the others need no
// explaining and cost no request.
import { ApprovalProgress } from "@/components/approvals/approval-progress";
import type { TimesheetMonthDto, TimesheetSummaryDto } from "@/lib/timesheets/dto";
import { TimesheetStatusPill } from "./status-pill";

export function TimesheetProgressCard({
  month,
}: {
  month: Pick<TimesheetMonthDto, "id" | "status" | "version" | "inApprovalChain">;
}) {
  if (!month.id || !month.inApprovalChain || month.status === "EDITED") return null;
  return (
    <ApprovalProgress
      kind="timesheet"
      id={month.id}
      // A level's approval leaves the month SUBMITTED but moves its version: read the progress again.
      revalidateOn={`${month.status}:${month.version}`}
      heading="Approval progress"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    />
  );
}

/** The list's status cell: the pill and, for a submitted month in a chain, its levels. */
export function TimesheetStatusCell({ row }: { row: Pick<TimesheetSummaryDto, "id" | "status" | "inApprovalChain"> }) {
  return (
    <div className="space-y-1">
      <TimesheetStatusPill status={row.status} />
      {row.inApprovalChain && row.status === "SUBMITTED" ? (
        <ApprovalProgress kind="timesheet" id={row.id} className="max-w-xs" />
      ) : null}
    </div>
  );
}
