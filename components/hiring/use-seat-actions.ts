"use client";

// The state and calls behind the seat actions (see seat-actions.tsx): archive / change country, order form
// accepted or already signed, and the admin's order-form upload.
import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { apiFetch, ApiError } from "@/lib/http/client";
import { MESSAGES_HIRING } from "@/lib/hiring/constants";
import type { AllowedSeatActions } from "@/lib/hiring/seat-actions";
import type { SeatView } from "@/lib/hiring/dto";
import { orderFormHref } from "@/components/hiring/order-form-href";

export type SeatDialog = null | "archive" | "country" | "upload";

export function useSeatActions(seat: SeatView, actions: AllowedSeatActions, onChanged: () => void) {
  const router = useRouter();
  const [open, setOpen] = useState<SeatDialog>(null);
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
    if (!actions.markOrderFormSigned && seat.sowStatus !== "sow:awaiting-acceptance")
      return router.push(orderFormHref(seat));
    setBusy(true);
    try {
      await apiFetch(`/api/seats/${seat.id}`, {
        method: "PATCH",
        json: actions.markOrderFormSigned
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

  return {
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
  };
}
