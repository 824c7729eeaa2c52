"use client";

import { Pill } from "@/components/ui/misc";
import { ApprovalProgress } from "@/components/approvals/approval-progress";
import type { TimeOffDto } from "@/lib/time-off/dto";

const TONES = { PENDING: "warning", APPROVED: "success", DECLINED: "error" } as const;
export const TIME_OFF_STATUS_LABELS = { PENDING: "Pending", APPROVED: "Approved", DECLINED: "Declined" } as const;

/** A request's approval as a pill, with the manager's reason under a declined one and, for a pending or declined
 *  request in an approval chain, its levels (fetched for those rows only: the others need no explaining). */
export function TimeOffStatusCell({
  entry,
}: {
  entry: Pick<TimeOffDto, "id" | "status" | "version" | "declineReason" | "inApprovalChain">;
}) {
  return (
    <div className="space-y-1">
      <Pill tone={TONES[entry.status]}>{TIME_OFF_STATUS_LABELS[entry.status]}</Pill>
      {entry.status === "DECLINED" && entry.declineReason ? (
        <p className="max-w-xs break-words text-xs text-slate-700">Reason: {entry.declineReason}</p>
      ) : null}
      {entry.inApprovalChain && entry.status !== "APPROVED" ? (
        <ApprovalProgress kind="timeOff" id={entry.id} revalidateOn={entry.version} className="max-w-xs" />
      ) : null}
    </div>
  );
}
