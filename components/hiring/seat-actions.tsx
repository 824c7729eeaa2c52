"use client";

// Seat actions shared by the pending list and the pending-employee page: Archive (reason + ARCHIVE),
// Change Country (CHANGE COUNTRY), Order form accepted (the spec's name for it: marks the order form accepted, or
// already signed for an admin), Upload order form (admin). The status column says the state.
import { useRouter } from "next/navigation";
import { ARCHIVE_REASONS, ARCHIVE_REASON_LABELS } from "@/lib/hiring/constants";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, TypedConfirmDialog } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/field";
import type { CountryOption } from "@/components/hiring/types";
import type { AllowedSeatActions } from "@/lib/hiring/seat-actions";
import type { SeatView } from "@/lib/hiring/dto";
import { orderFormHref } from "@/components/hiring/order-form-href";
import { useSeatActions } from "@/components/hiring/use-seat-actions";

export { orderFormHref };

export function SeatActions({
  seat,
  countries,
  actions,
  onChanged,
  compact,
}: {
  seat: SeatView;
  countries: CountryOption[];
  actions: AllowedSeatActions;
  onChanged: () => void;
  compact?: boolean;
}) {
  const router = useRouter();
  // The file input's ref apart: the rest is state and handlers, read while rendering.
  const { fileRef, ...seatActions } = useSeatActions(seat, actions, onChanged);
  const { open, setOpen, busy, accepted, label } = seatActions;
  return (
    <div className={compact ? "flex flex-wrap gap-1" : "flex flex-wrap gap-2"}>
      {seatActions.canAccept ? (
        <Button variant="ghost" onClick={seatActions.acceptOrderForm} loading={busy && open === null}>
          Order form accepted
        </Button>
      ) : null}
      {actions.uploadOrderForm && !accepted ? (
        <Button
          variant="ghost"
          onClick={() => (seat.missingOrderFormFields.length ? router.push(orderFormHref(seat)) : setOpen("upload"))}
        >
          Upload order form
        </Button>
      ) : null}
      {actions.archive ? (
        <>
          <Button variant="ghost" aria-haspopup="dialog" onClick={() => setOpen("country")}>
            Change Country
          </Button>
          <Button variant="ghost" aria-haspopup="dialog" onClick={() => setOpen("archive")}>
            Archive
          </Button>
        </>
      ) : null}

      <TypedConfirmDialog
        open={open === "archive"}
        onOpenChange={(o) => setOpen(o ? "archive" : null)}
        title={`Archive ${label}`}
        description="The pending employee is removed from the list."
        word="ARCHIVE"
        prompt='Please type word "ARCHIVE"'
        confirmLabel="Archive"
        busy={busy}
        extraValid={!!seatActions.reason}
        onConfirm={() => seatActions.archive("archive")}
      >
        <SelectField
          label="Reason"
          value={seatActions.reason}
          onChange={(e) => seatActions.setReason(e.target.value)}
          placeholder="Select a reason"
          options={ARCHIVE_REASONS.map((r) => ({ value: r, label: ARCHIVE_REASON_LABELS[r] }))}
          error={seatActions.reason ? undefined : "Please select the reason for archiving"}
        />
      </TypedConfirmDialog>

      <TypedConfirmDialog
        open={open === "country"}
        onOpenChange={(o) => setOpen(o ? "country" : null)}
        title={`Change country of ${label}`}
        description="This pending employee is archived and a new one is created for the new country."
        word="CHANGE COUNTRY"
        prompt='Please type word "CHANGE COUNTRY"'
        confirmLabel="Change Country"
        busy={busy}
        extraValid={!!seatActions.country}
        onConfirm={() => seatActions.archive("change-country")}
      >
        <SelectField
          label="New country"
          value={seatActions.country}
          onChange={(e) => seatActions.setCountry(e.target.value)}
          placeholder="Select a country"
          options={countries
            .filter((c) => c.code !== seat.countryCode && !c.isSanctioned)
            .map((c) => ({ value: c.code, label: c.name }))}
        />
      </TypedConfirmDialog>

      <ConfirmDialog
        open={open === "upload"}
        onOpenChange={(o) => setOpen(o ? "upload" : null)}
        title="Upload order form"
        description="PDF, image or Word document, at most 15 MB."
        confirmLabel="Upload"
        onConfirm={seatActions.upload}
        busy={busy}
      >
        <label className="block text-sm font-medium text-slate-800" htmlFor={`upload-${seat.id}`}>
          Order form file
        </label>
        <input
          id={`upload-${seat.id}`}
          ref={fileRef}
          type="file"
          accept=".pdf,.png,.jpg,.jpeg,.doc,.docx"
          className="mt-1 block text-sm"
        />
        {seatActions.uploadError ? (
          <p role="alert" className="mt-2 text-xs text-red-700">
            {seatActions.uploadError}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
