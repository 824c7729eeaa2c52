"use client";

// 'Something looks wrong': the employee's question about their next month's pay, in their words (required, at
// most 2000 characters). The form and the route share ZPayQuestionBody.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { apiFetch } from "@/lib/http/client";
import {
  PAY_QUESTION_MAX,
  ZPayQuestionBody,
  payQuestionsPath,
  type TPayQuestionBody,
} from "@/lib/payslips/pay-questions/schema";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/field";
import { Banner } from "@/components/ui/misc";
import { useApiForm } from "@/components/ui/use-api-form";

export function PayQuestionDialog({
  open,
  employeeId,
  month,
  onClose,
  onSent,
}: {
  open: boolean;
  employeeId: string;
  month: string;
  onClose: () => void;
  onSent: () => void;
}) {
  const form = useForm<TPayQuestionBody>({ resolver: zodResolver(ZPayQuestionBody), defaultValues: { message: "" } });
  const { serverError, setServerError, submit } = useApiForm(form);
  useEffect(() => {
    if (open) {
      form.reset({ message: "" });
      setServerError(null);
    }
  }, [open, form, setServerError]);
  const onSubmit = form.handleSubmit(
    submit(async (body) => {
      await apiFetch(payQuestionsPath(employeeId), { method: "POST", json: body });
      onSent();
      onClose();
    }),
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title="Something looks wrong"
      description={`Tell the payroll team what looks wrong about your ${month} pay.`}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Something looks wrong">
        {serverError ? <Banner tone="error" title={serverError} /> : null}
        <TextAreaField
          label="What looks wrong?"
          required
          rows={4}
          maxLength={PAY_QUESTION_MAX}
          {...form.register("message")}
          error={form.formState.errors.message?.message}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Send
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
