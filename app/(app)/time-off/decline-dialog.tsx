"use client";

import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import type { TimeOffDto } from "@/lib/time-off/dto";
import { ZDeclineReason } from "@/lib/time-off/schema";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/field";
import { useApiForm } from "@/components/ui/use-api-form";
import { describeTimeOff } from "./time-off-columns";

type Values = { reason: string };

/** Decline one request: the reason is required (the same message as the server's, 'Please give a reason'). */
export function DeclineDialog({
  entry,
  onClose,
  onDeclined,
}: {
  entry: TimeOffDto | null;
  onClose: () => void;
  onDeclined: () => unknown;
}) {
  const form = useForm<Values>({ resolver: zodResolver(ZDeclineReason), defaultValues: { reason: "" } });
  const { errors, isSubmitting } = form.formState;
  const { serverError, setServerError, submit } = useApiForm(form, { fallback: "Could not decline the time off" });
  const { reset } = form;
  useEffect(() => {
    if (entry) {
      reset({ reason: "" });
      setServerError(null);
    }
  }, [entry, reset, setServerError]);

  const decline = submit(async (values: Values) => {
    if (!entry) return;
    await apiFetch(`/api/timeoff/requests/${entry.id}/decision`, {
      method: "POST",
      json: { decision: "DECLINED", reason: values.reason, version: entry.version },
    });
    toast.success("Time off declined");
    // The list first, then close: the declined row (and its Decline button, the dialog's opener) is gone by then,
    // so the dialog sends focus to the page's heading rather than leaving it on <body>.
    await onDeclined();
    onClose();
  });

  return (
    <Dialog
      open={!!entry}
      onOpenChange={(open) => !open && onClose()}
      title="Decline time off?"
      description={entry ? `${entry.employeeName}: ${describeTimeOff(entry)}` : undefined}
    >
      <form onSubmit={form.handleSubmit(decline)} noValidate className="space-y-4">
        <TextAreaField
          label="Reason"
          required
          rows={3}
          hint="The employee sees this reason."
          error={errors.reason?.message}
          {...form.register("reason")}
        />
        {serverError ? (
          <p role="alert" className="text-sm text-red-700">
            {serverError}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={isSubmitting}>
            Decline
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
