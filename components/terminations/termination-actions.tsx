"use client";

// Admin actions on a termination request (beyond the spec: Reviewed, Completed through the workflow table).
// The server passes only the targets the table allows from the current status; each asks for confirmation.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { apiErrorStatus } from "@/components/ui/api-error";
import { formatDate } from "@/lib/dates";
import { TERMINATION_STATUS_LABEL, type TERMINATION_TARGETS } from "@/lib/terminations/schema";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";

type Target = (typeof TERMINATION_TARGETS)[number];

const ACTION_LABEL: Record<Target, string> = { REVIEWED: "Mark as reviewed", COMPLETED: "Complete termination" };

export function TerminationActions({
  requestId,
  version,
  targets,
  employeeName,
  lastWorkingDay,
}: {
  requestId: string;
  version: number;
  targets: Target[];
  employeeName: string;
  lastWorkingDay: string | undefined;
}) {
  const router = useRouter();
  const [pending, setPending] = useState<Target | null>(null);
  const [busy, setBusy] = useState(false);
  if (!targets.length) return null;

  const description = (to: Target) =>
    to === "REVIEWED"
      ? `The termination request for ${employeeName} will be marked as reviewed.`
      : `The termination of ${employeeName} will be completed: the employment ends on ${
          lastWorkingDay ? formatDate(lastWorkingDay) : "the last working day"
        } and the employee becomes Inactive after that day. This cannot be undone.`;

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    try {
      await apiFetch(`/api/terminations/requests/${requestId}`, { method: "PATCH", json: { to: pending, version } });
      toast.success(`The termination request for ${employeeName} is now ${TERMINATION_STATUS_LABEL[pending]}.`);
      setPending(null);
      router.refresh();
    } catch (error) {
      toast.error("The termination request could not be updated", {
        description:
          apiErrorStatus(error) === 409
            ? "Someone else changed this request. Reload the page and try again."
            : error instanceof Error
              ? error.message
              : undefined,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      {targets.map((to) => (
        <Button
          key={to}
          variant={to === "COMPLETED" ? "danger" : "primary"}
          aria-haspopup="dialog"
          onClick={() => setPending(to)}
        >
          {ACTION_LABEL[to]}
        </Button>
      ))}
      <ConfirmDialog
        open={!!pending}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending ? `${ACTION_LABEL[pending]}?` : ""}
        description={pending ? description(pending) : undefined}
        confirmLabel={pending ? ACTION_LABEL[pending] : "Confirm"}
        danger={pending === "COMPLETED"}
        busy={busy}
        onConfirm={confirm}
      />
    </div>
  );
}
