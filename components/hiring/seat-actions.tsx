"use client";

// Seat actions shared by the pending list and the pending-employee page: Archive (reason + ARCHIVE),
// Change Country (CHANGE COUNTRY), Accept order form (spec 1's 'Order form accepted' action: accepted, or already
// signed for an admin), Upload order form (admin). Actions read as verbs; the status column says the state.
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
  const {
    open,
    setOpen,
    reason,
    setReason,
    country,
    setCountry,
    busy,
    uploadError,
    fileRef,
    accepted,
    label,
    archive,
    acceptOrderForm,
    upload,
  } = useSeatActions(seat, actions, onChanged);
  const showAccept =
    !accepted &&
    (actions.markOrderFormSigned || (actions.acceptOrderForm && seat.sowStatus === "sow:awaiting-acceptance"));
  return (
    <div className={compact ? "flex flex-wrap gap-1" : "flex flex-wrap gap-2"}>
      {showAccept ? (
        <Button variant="ghost" onClick={acceptOrderForm} loading={busy && open === null}>
          Accept order form
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
        extraValid={!!reason}
        onConfirm={() => archive("archive")}
      >
        <SelectField
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder="Select a reason"
          options={ARCHIVE_REASONS.map((r) => ({ value: r, label: ARCHIVE_REASON_LABELS[r] }))}
          error={reason ? undefined : "Please select the reason for archiving"}
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
        extraValid={!!country}
        onConfirm={() => archive("change-country")}
      >
        <SelectField
          label="New country"
          value={country}
          onChange={(e) => setCountry(e.target.value)}
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
        onConfirm={upload}
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
        {uploadError ? (
          <p role="alert" className="mt-2 text-xs text-red-700">
            {uploadError}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
