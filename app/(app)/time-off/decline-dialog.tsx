"use client";

import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import type { TimeOffDto } from "@/lib/time-off/dto";
import { ZDeclineReason } from "@/lib/time-off/schema";
import { DeclineReasonDialog } from "@/components/ui/decline-reason-dialog";
import { describeTimeOff } from "./time-off-columns";

/** Decline one request: the reason is required (the same message as the server's, 'Please give a reason'). */
export function DeclineDialog({
  entry,
  onClose,
  onDeclined,
}: {
  entry: TimeOffDto | null;
  onClose: () => void;
  onDeclined: () => unknown;
}) {
  return (
    <DeclineReasonDialog
      open={!!entry}
      title="Decline time off?"
      description={entry ? `${entry.employeeName}: ${describeTimeOff(entry)}` : undefined}
      schema={ZDeclineReason}
      fallback="Could not decline the time off"
      onClose={onClose}
      decline={async (reason) => {
        if (!entry) return;
        await apiFetch(`/api/timeoff/requests/${entry.id}/decision`, {
          method: "POST",
          json: { decision: "DECLINED", reason, version: entry.version },
        });
        toast.success("Time off declined");
        await onDeclined();
      }}
    />
  );
}
