"use client";

import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { letterTitle, ZLetterDeclineReason, type LetterDto } from "@/lib/letters/schema";
import { DeclineReasonDialog } from "@/components/ui/decline-reason-dialog";

/** Decline one letter: the reason is required and e-mailed to the employee. */
export function LettersDeclineDialog({
  letter,
  onClose,
  onDeclined,
}: {
  letter: LetterDto | null;
  onClose: () => void;
  onDeclined: () => unknown;
}) {
  return (
    <DeclineReasonDialog
      open={!!letter}
      title="Decline this letter?"
      description={letter ? `${letter.employeeName}: ${letterTitle(letter.kind, letter.months)}` : undefined}
      schema={ZLetterDeclineReason}
      fallback="Could not decline the letter"
      onClose={onClose}
      decline={async (reason) => {
        if (!letter) return;
        await apiFetch(`/api/letters/${encodeURIComponent(letter.id)}/decision`, {
          method: "POST",
          json: { decision: "DECLINED", reason, version: letter.version },
        });
        toast.success("Letter declined");
        await onDeclined();
      }}
    />
  );
}
