"use client";

// 'Request a letter': the kind, the months of a salary certificate (3 or 12) and an optional purpose. The form
// checks with the route's own schema (ZLetterRequest); the server's refusals land on their fields.
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { LETTER_KIND_LABELS, LETTER_KINDS, ZLetterRequest, type LetterRequestInput } from "@/lib/letters/schema";
import { Dialog, DialogFormFooter } from "@/components/ui/dialog";
import { SelectField, TextAreaField } from "@/components/ui/field";
import { useApiForm } from "@/components/ui/use-api-form";

const KIND_OPTIONS = LETTER_KINDS.map((value) => ({ value, label: LETTER_KIND_LABELS[value] }));
const MONTH_OPTIONS = [
  { value: "3", label: "Last 3 months" },
  { value: "12", label: "Last 12 months" },
];
const EMPTY: LetterRequestInput = { kind: "EMPLOYMENT_CONFIRMATION", months: null, purpose: "" };

export function LettersRequestDialog({
  employeeId,
  open,
  onClose,
  onRequested,
}: {
  employeeId: string;
  open: boolean;
  onClose: () => void;
  onRequested: () => unknown;
}) {
  const form = useForm<LetterRequestInput>({ resolver: zodResolver(ZLetterRequest), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const { serverError, setServerError, submit } = useApiForm(form, { fallback: "Could not request the letter" });
  const { reset, setValue } = form;
  const kind = useWatch({ control: form.control, name: "kind" });
  useEffect(() => {
    if (open) {
      reset(EMPTY);
      setServerError(null);
    }
  }, [open, reset, setServerError]);
  useEffect(() => {
    setValue("months", kind === "SALARY_CERTIFICATE" ? 3 : null);
  }, [kind, setValue]);

  const send = submit(async (values) => {
    await apiFetch(`/api/employees/${encodeURIComponent(employeeId)}/letters`, { method: "POST", json: values });
    toast.success("Letter requested");
    await onRequested();
    onClose();
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Request a letter"
      description="Your employer confirms your employment, or your pay over the last months."
    >
      <form onSubmit={form.handleSubmit(send)} noValidate className="space-y-4">
        <SelectField
          label="Kind of letter"
          required
          options={KIND_OPTIONS}
          error={errors.kind?.message}
          {...form.register("kind")}
        />
        {kind === "SALARY_CERTIFICATE" ? (
          <SelectField
            label="Months of pay"
            required
            options={MONTH_OPTIONS}
            error={errors.months?.message}
            {...form.register("months", { setValueAs: (v) => (v === "" || v == null ? null : Number(v)) })}
          />
        ) : null}
        <TextAreaField
          label="Purpose (optional)"
          rows={2}
          hint="For example a visa, a flat or a loan. It is printed on the letter."
          error={errors.purpose?.message}
          {...form.register("purpose")}
        />
        <DialogFormFooter
          serverError={serverError}
          onCancel={onClose}
          submitLabel="Request"

          loading={isSubmitting}
        />
      </form>
    </Dialog>
  );
}
