"use client";

// Accepting the order form: the terms checkbox that enables 'Add Employee', what still blocks it, and (flag
// addEmployeeInvoicePopup) the 'Agree and continue?' modal listing the invoices that accepting issues.
import { useState } from "react";
import type { Quote } from "@/lib/hiring/fees";
import { MESSAGES_HIRING } from "@/lib/hiring/constants";
import type { SeatView } from "@/lib/hiring/dto";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { CheckboxField } from "@/components/ui/field";
import { invoicesToIssue } from "./order-form-facts";

export function AcceptOrderForm({
  seat,
  quote,
  invoicePopup,
  busy,
  onAccept,
}: {
  seat: SeatView;
  quote: Quote | null;
  invoicePopup: boolean;
  busy: boolean;
  /** Accepts the order form; `close` closes the modal once the call has answered. */
  onAccept: (close: () => void) => Promise<void>;
}) {
  const [agreed, setAgreed] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const accept = () => onAccept(() => setConfirmOpen(false));
  const acceptBlocker = seat.missingOrderFormFields.length
    ? `To continue, the order form needs: ${seat.missingOrderFormFields.join(", ")}.`
    : !agreed
      ? "To continue, tick the terms and conditions box above."
      : null;

  return (
    <>
      <div className="space-y-3">
        <CheckboxField label={MESSAGES_HIRING.terms} checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        <div className="flex flex-wrap items-center justify-end gap-3">
          <div className="text-sm text-slate-700">
            <p id="accept-binds">
              Accepting binds your company to this order form and the invoices in its invoice schedule.
            </p>
            {acceptBlocker ? (
              <p id="accept-blocker" data-testid="accept-blocker">
                {acceptBlocker}
              </p>
            ) : null}
          </div>
          <Button
            aria-describedby={acceptBlocker ? "accept-binds accept-blocker" : "accept-binds"}
            aria-haspopup={invoicePopup ? "dialog" : undefined}
            disabled={!agreed || seat.missingOrderFormFields.length > 0 || busy}
            onClick={() => (invoicePopup ? setConfirmOpen(true) : void accept())}
          >
            Add Employee
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Agree and continue?"
        description="By continuing, the following invoices will be issued:"
        confirmLabel="Agree and continue"
        onConfirm={accept}
        busy={busy}
      >
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {invoicesToIssue(seat, quote).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-700">
          The deposit must be paid before the employee receives the contract.
        </p>
      </ConfirmDialog>
    </>
  );
}
