"use client";

// 'Add delegate': who is away, who decides in their place, from and to when (the shared schema; the server's
// refusals under their fields). A manager who does not manage the chains names a delegate for themself only: the
// away approver is preselected and locked.
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { apiFetch } from "@/lib/http/client";
import { formatDate } from "@/lib/dates";
import { ZDelegationForm, type ApprovalSettingsDto, type DelegationFormInput } from "@/lib/approval-chains/schema";
import { Dialog, DialogFormFooter } from "@/components/ui/dialog";
import { SelectField, TextField } from "@/components/ui/field";
import { useApiForm } from "@/components/ui/use-api-form";
import type { SavedHandler } from "./chain-card";

const blank = (approverUserId: string): DelegationFormInput => ({
  approverUserId,
  delegateUserId: "",
  startsOn: "",
  endsOn: "",
});

export function AddDelegationDialog({
  open,
  onClose,
  settings,
  userId,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  settings: ApprovalSettingsDto;
  userId: string;
  onSaved: SavedHandler;
}) {
  const locked = !settings.canManage;
  const form = useForm<DelegationFormInput>({ resolver: zodResolver(ZDelegationForm), defaultValues: blank("") });
  const { register, reset, formState } = form;
  const { serverError, setServerError, submit } = useApiForm(form, { fallback: "Could not add the delegate" });
  useEffect(() => {
    if (open) reset(blank(locked ? userId : ""));
    setServerError(null);
  }, [open, locked, userId, reset, setServerError]);
  const options = settings.managers.map((m) => ({ value: m.userId, label: m.name }));
  const nameOf = (id: string) => settings.managers.find((m) => m.userId === id)?.name ?? "the approver";

  const save = form.handleSubmit(
    submit(async (values) => {
      const url = `/api/companies/${encodeURIComponent(settings.companyId)}/approval-delegations`;
      const answer = await apiFetch<ApprovalSettingsDto>(url, { method: "POST", json: values });
      const what = `${nameOf(values.delegateUserId)} decides for ${nameOf(values.approverUserId)} from ${formatDate(values.startsOn)} to ${formatDate(values.endsOn)}`;
      await onSaved(answer, `Delegate added: ${what}.`);
      onClose();
    }),
  );
  const errors = formState.errors;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Add delegate"
      description="The delegate decides in the approver's place on the days from the first to the last, both included."
    >
      <form noValidate onSubmit={save} aria-label="Add delegate" className="space-y-4">
        {locked ? (
          // Not registered: the value stays the caller's (the form's default), the select only shows it.
          <SelectField
            label="Approver who is away"
            value={userId}
            options={options}
            disabled
            hint="You name a delegate for your own approvals."
            error={errors.approverUserId?.message}
          />
        ) : (
          <SelectField
            label="Approver who is away"
            placeholder="Choose a manager"
            options={options}
            error={errors.approverUserId?.message}
            {...register("approverUserId")}
          />
        )}
        <SelectField
          label="Delegate"
          placeholder="Choose a manager"
          options={options}
          error={errors.delegateUserId?.message}
          {...register("delegateUserId")}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label="First day" type="date" error={errors.startsOn?.message} {...register("startsOn")} />
          <TextField label="Last day" type="date" error={errors.endsOn?.message} {...register("endsOn")} />
        </div>
        <DialogFormFooter
          serverError={serverError}
          onCancel={onClose}
          submitLabel="Add delegate"
          loading={formState.isSubmitting}
        />
      </form>
    </Dialog>
  );
}
