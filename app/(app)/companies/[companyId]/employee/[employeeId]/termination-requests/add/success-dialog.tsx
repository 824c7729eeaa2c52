"use client";

// Spec 2 section 2: the confirmation after the request is sent; closing it opens the request filed.
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

export function SuccessDialog({
  open,
  employeeName,
  onClose,
}: {
  open: boolean;
  employeeName: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Termination request submitted"
      description={`The termination request for ${employeeName} has been submitted. We will contact you shortly.`}
      footer={<Button onClick={onClose}>Close</Button>}
    />
  );
}
