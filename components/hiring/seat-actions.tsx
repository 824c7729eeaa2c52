"use client";

// Seat actions shared by the pending list and the pending-employee page: Archive (reason + ARCHIVE),
// Change Country (CHANGE COUNTRY), Order form accepted / already signed, Upload order form (admin).
import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { apiFetch, ApiError } from "@/lib/http/client";
import { ARCHIVE_REASONS, ARCHIVE_REASON_LABELS, MESSAGES_HIRING } from "@/lib/hiring/constants";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, TypedConfirmDialog } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/field";
import type { CountryOption, SeatAbilities } from "@/components/hiring/types";
import type { SeatView } from "@/lib/hiring/dto";

export function orderFormHref(seat: Pick<SeatView, "id" | "employeeId">, review = false) {
  return `/employees/${seat.employeeId ?? "new"}/${seat.id}/order-form${review ? "?review=1" : ""}`;
}

export function SeatActions({
  seat,
  countries,
  abilities,
  onChanged,
  compact,
}: {
  seat: SeatView;
  countries: CountryOption[];
  abilities: SeatAbilities;
  onChanged: () => void;
  compact?: boolean;
}) {
  const router = useRouter();
  const [open, setOpen] = useState<null | "archive" | "country" | "upload">(null);
  const [reason, setReason] = useState("");
  const [country, setCountry] = useState("");
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const accepted = seat.sowStatus === "sow:accepted";
  const label = seat.name || seat.id;

  async function archive(kind: "archive" | "change-country") {
    setBusy(true);
    try {
      const json =
        kind === "archive"
          ? { kind, archiveReason: reason, confirmation: "ARCHIVE", version: seat.version }
          : { kind, countryCode: country, confirmation: "CHANGE COUNTRY", version: seat.version };
      await apiFetch(`/api/seats/${seat.id}/archive`, { method: "POST", json });
      toast.success(kind === "archive" ? MESSAGES_HIRING.archived(label) : MESSAGES_HIRING.countryChanged);
      setOpen(null);
      onChanged();
    } catch (error) {
      const message = error instanceof ApiError ? error.message : String(error);
      toast.error(MESSAGES_HIRING.archiveFailed(seat.id, message.replace(/\.$/, "")));
    } finally {
      setBusy(false);
    }
  }

  async function acceptOrderForm() {
    // Spec 1 section 4: a seat missing order-form fields goes to the order form page instead.
    if (seat.missingOrderFormFields.length) return router.push(orderFormHref(seat));
    if (!abilities.canMarkSigned && seat.sowStatus !== "sow:awaiting-acceptance")
      return router.push(orderFormHref(seat));
    setBusy(true);
    try {
      await apiFetch(`/api/seats/${seat.id}`, {
        method: "PATCH",
        json: abilities.canMarkSigned
          ? { orderFormSigned: true, version: seat.version }
          : { sowStatus: "sow:accepted", version: seat.version },
      });
      toast.success("Order form accepted");
      onChanged();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  async function upload() {
    const file = fileRef.current?.files?.[0];
    if (!file) return setUploadError("Please choose a file");
    setBusy(true);
    setUploadError(null);
    try {
      const form = new FormData();
      form.set("file", file);
      await apiFetch(`/api/seats/${seat.id}/order-form`, { method: "POST", body: form });
      toast.success("Order form uploaded");
      setOpen(null);
      onChanged();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      setUploadError(apiError?.fieldErrors.file?.[0] ?? (error instanceof Error ? error.message : String(error)));
    } finally {
      setBusy(false);
    }
  }

  const showAccept =
    !accepted && (abilities.canMarkSigned || (abilities.canAccept && seat.sowStatus === "sow:awaiting-acceptance"));
  return (
    <div className={compact ? "flex flex-wrap gap-1" : "flex flex-wrap gap-2"}>
      {showAccept ? (
        <Button variant="ghost" onClick={acceptOrderForm} loading={busy && open === null}>
          Order form accepted
        </Button>
      ) : null}
      {abilities.canUpload && !accepted ? (
        <Button
          variant="ghost"
          onClick={() => (seat.missingOrderFormFields.length ? router.push(orderFormHref(seat)) : setOpen("upload"))}
        >
          Upload order form
        </Button>
      ) : null}
      {abilities.canArchive ? (
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
