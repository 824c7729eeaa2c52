"use client";

// The kit's decline dialog: a required reason the other side will read (the request's own schema checks it in the
// form and on the server), the server's refusal under it, Cancel and Decline. `decline` makes the call and refreshes
// the list; the dialog closes after it, so the declined row (the dialog's opener) is gone by then and focus goes to
// the page's heading rather than to <body>.
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Dialog, DialogFormFooter } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/field";
import { useApiForm } from "@/components/ui/use-api-form";

type Values = { reason: string };

export function DeclineReasonDialog({
  open,
  title,
  description,
  schema,
  fallback,
  decline,
  onClose,
}: {
  open: boolean;
  title: string;
  description?: string;
  schema: z.ZodType<Values, Values>;
  /** The message when the call fails without one of the server's. */
  fallback: string;
  decline: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { reason: "" } });
  const { errors, isSubmitting } = form.formState;
  const { serverError, setServerError, submit } = useApiForm(form, { fallback });
  const { reset } = form;
  useEffect(() => {
    if (open) {
      reset({ reason: "" });
      setServerError(null);
    }
  }, [open, reset, setServerError]);

  const onSubmit = submit(async (values: Values) => {
    await decline(values.reason);
    onClose();
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={title} description={description}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
        <TextAreaField
          label="Reason"
          required
          rows={3}
          hint="The employee sees this reason."
          error={errors.reason?.message}
          {...form.register("reason")}
        />
        <DialogFormFooter
          serverError={serverError}
          onCancel={onClose}
          submitLabel="Decline"
          submitVariant="danger"
          loading={isSubmitting}
        />
      </form>
    </Dialog>
  );
}
