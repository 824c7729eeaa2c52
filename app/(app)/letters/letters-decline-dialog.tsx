"use client";

import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { letterTitle, ZLetterDeclineReason, type LetterDto } from "@/lib/letters/schema";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/field";
import { useApiForm } from "@/components/ui/use-api-form";

type Values = { reason: string };

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
  const form = useForm<Values>({ resolver: zodResolver(ZLetterDeclineReason), defaultValues: { reason: "" } });
  const { errors, isSubmitting } = form.formState;
  const { serverError, setServerError, submit } = useApiForm(form, { fallback: "Could not decline the letter" });
  const { reset } = form;
  useEffect(() => {
    if (letter) {
      reset({ reason: "" });
      setServerError(null);
    }
  }, [letter, reset, setServerError]);

  const decline = submit(async (values: Values) => {
    if (!letter) return;
    await apiFetch(`/api/letters/${encodeURIComponent(letter.id)}/decision`, {
      method: "POST",
      json: { decision: "DECLINED", reason: values.reason, version: letter.version },
    });
    toast.success("Letter declined");
    await onDeclined();
    onClose();
  });

  return (
    <Dialog
      open={!!letter}
      onOpenChange={(open) => !open && onClose()}
      title="Decline this letter?"
      description={letter ? `${letter.employeeName}: ${letterTitle(letter.kind, letter.months)}` : undefined}
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
