"use client";

// The state and calls behind the seat actions (seat-actions.tsx reads them off the returned object): archive /
// change country, order form accepted or already signed, and the admin's order-form upload.
import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { apiErrorOf } from "@/components/ui/api-error";
import { MESSAGES_HIRING } from "@/lib/hiring/constants";
import type { AllowedSeatActions } from "@/lib/hiring/seat-actions";
import type { SeatView } from "@/lib/hiring/dto";
import { orderFormHref } from "@/components/hiring/order-form-href";
import { useAction } from "@/components/ui/use-action";

export type SeatDialog = null | "archive" | "country" | "upload";

export function useSeatActions(seat: SeatView, actions: AllowedSeatActions, onChanged: () => void) {
  const router = useRouter();
  // The kit's action hook: busy while the call runs, the outcome's toast, then onChanged (the list or the page).
  const action = useAction({ refresh: onChanged, refreshServer: false });
  const [open, setOpen] = useState<SeatDialog>(null);
  const [reason, setReason] = useState("");
  const [country, setCountry] = useState("");
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const accepted = seat.sowStatus === "sow:accepted";
  const label = seat.name || seat.id;
  const canAccept =
    !accepted &&
    (actions.markOrderFormSigned || (actions.acceptOrderForm && seat.sowStatus === "sow:awaiting-acceptance"));

  const archive = (kind: "archive" | "change-country") =>
    action.run(
      async () => {
        const json =
          kind === "archive"
            ? { kind, archiveReason: reason, confirmation: "ARCHIVE", version: seat.version }
            : { kind, countryCode: country, confirmation: "CHANGE COUNTRY", version: seat.version };
        await apiFetch(`/api/seats/${seat.id}/archive`, { method: "POST", json });
        setOpen(null);
      },
      {
        success: kind === "archive" ? MESSAGES_HIRING.archived(label) : MESSAGES_HIRING.countryChanged,
        failure: (message) => MESSAGES_HIRING.archiveFailed(seat.id, message.replace(/\.$/, "")),
      },
    );

  async function acceptOrderForm() {
    // Spec 1 section 4: a seat missing order-form fields goes to the order form page instead.
    if (seat.missingOrderFormFields.length) return router.push(orderFormHref(seat));
    if (!actions.markOrderFormSigned && seat.sowStatus !== "sow:awaiting-acceptance")
      return router.push(orderFormHref(seat));
    await action.run(
      () =>
        apiFetch(`/api/seats/${seat.id}`, {
          method: "PATCH",
          json: actions.markOrderFormSigned
            ? { orderFormSigned: true, version: seat.version }
            : { sowStatus: "sow:accepted", version: seat.version },
        }),
      { success: "Order form accepted" },
    );
  }

  // The upload's refusal shows in its dialog, under the file (not in a toast).
  async function upload() {
    const file = fileRef.current?.files?.[0];
    if (!file) return setUploadError("Please choose a file");
    setUploading(true);
    setUploadError(null);
    try {
      const form = new FormData();
      form.set("file", file);
      await apiFetch(`/api/seats/${seat.id}/order-form`, { method: "POST", body: form });
      toast.success("Order form uploaded");
      setOpen(null);
      onChanged();
    } catch (error) {
      const apiError = apiErrorOf(error);
      setUploadError(apiError?.fieldErrors.file?.[0] ?? (error instanceof Error ? error.message : String(error)));
    } finally {
      setUploading(false);
    }
  }

  return {
    open,
    setOpen,
    reason,
    setReason,
    country,
    setCountry,
    busy: action.busy || uploading,
    uploadError,
    fileRef,
    accepted,
    canAccept,
    label,
    archive,
    acceptOrderForm,
    upload,
  };
}
