"use client";

// Reopen a published report, or cancel a reopen: a required reason (the status history's note), sent with the
// version the page read (a change meanwhile answers 409). The form and the route share ZReopenBody.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { ZReopenBody, type TReopenBody } from "@/lib/payroll/versions/schema";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/field";
import { Banner } from "@/components/ui/misc";
import { useApiForm } from "@/components/ui/use-api-form";

const TEXT = {
  reopen: {
    title: "Reopen pay report",
    description: "The report stays the published data until its corrected version is published.",
    submit: "Reopen",
    path: "reopen",
    done: "Pay report reopened",
  },
  cancel: {
    title: "Cancel reopen",
    description: "The report goes back to Published, unchanged.",
    submit: "Cancel reopen",
    path: "cancel-reopen",
    done: "Reopen cancelled",
  },
} as const;

export function ReasonDialog({
  open,
  mode,
  reportId,
  version,
  fileName,
  onClose,
  onDone,
}: {
  open: boolean;
  mode: "reopen" | "cancel";
  reportId: string;
  version: number;
  fileName: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const text = TEXT[mode];
  const form = useForm<TReopenBody>({ resolver: zodResolver(ZReopenBody), defaultValues: { reason: "", version } });
  const { serverError, setServerError, submit } = useApiForm(form);
  useEffect(() => {
    if (open) {
      form.reset({ reason: "", version });
      setServerError(null);
    }
  }, [open, version, form, setServerError]);
  const onSubmit = form.handleSubmit(
    submit(async (body) => {
      await apiFetch(`/api/gross-to-net/${encodeURIComponent(reportId)}/${text.path}`, { method: "POST", json: body });
      toast.success(text.done);
      onDone();
      onClose();
    }),
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={text.title}
      description={`${fileName}: ${text.description}`}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={text.title}>
        {serverError ? <Banner tone="error" title={serverError} /> : null}
        <TextAreaField
          label="Reason"
          required
          rows={3}
          {...form.register("reason")}
          error={form.formState.errors.reason?.message}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {text.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
