"use client";

// Spec 2 section 2: the warning the requester acknowledges before the form; leaving it returns to the list.
import { useState } from "react";
import { CheckboxField } from "@/components/ui/field";
import { ConfirmDialog } from "@/components/ui/dialog";

export const WARNING_TICK = "By ticking you agree that you have read the above.";

export function WarningModal({
  open,
  onAcknowledge,
  onLeave,
}: {
  open: boolean;
  onAcknowledge: () => void;
  onLeave: () => void;
}) {
  const [ticked, setTicked] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onLeave()}
      title="Before you request a termination"
      description="Terminations follow the employment law of the employee's country. Please read the guidance on the next page before filling in the form, and do not tell the employee about the termination until we have contacted you."
      confirmLabel="Continue"
      confirmDisabled={!ticked}
      onConfirm={onAcknowledge}
    >
      <CheckboxField label={WARNING_TICK} checked={ticked} onChange={(e) => setTicked(e.target.checked)} />
    </ConfirmDialog>
  );
}
