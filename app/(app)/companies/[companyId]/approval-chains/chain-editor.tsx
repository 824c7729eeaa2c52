"use client";

// The chain editor of one kind of request: its levels in order (add, remove, move), saved with PUT through the
// kit's form hook and the shared schema; the server's refusals land on their fields (levels.0.approverUserId).
// 'Remove chain' sends no levels behind a confirmation: the single approver decides again.
import { useEffect, useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { apiFetch } from "@/lib/http/client";
import {
  MAX_LEVELS,
  ZApprovalPolicyForm,
  type ApprovalPolicyDto,
  type ApprovalPolicyForm,
  type ApprovalPolicyFormInput,
  type ApprovalSettingsDto,
} from "@/lib/approval-chains/schema";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { useAction } from "@/components/ui/use-action";
import { useApiForm } from "@/components/ui/use-api-form";
import type { SavedHandler } from "./chain-card";
import { KIND_TITLES, NEW_LEVEL, formValuesOf, policyBodyOf, savedMessage, thresholdOf } from "./chain-form";
import { LevelFields } from "./level-fields";

export function ChainEditor({
  companyId,
  policy,
  managers,
  onSaved,
  onFailed,
}: {
  companyId: string;
  policy: ApprovalPolicyDto;
  managers: ApprovalSettingsDto["managers"];
  onSaved: SavedHandler;
  onFailed: (message: string) => void;
}) {
  const { kind } = policy;
  const title = KIND_TITLES[kind];
  const url = `/api/companies/${encodeURIComponent(companyId)}/approval-policies/${kind}`;
  const form = useForm<ApprovalPolicyFormInput, unknown, ApprovalPolicyForm>({
    resolver: zodResolver(ZApprovalPolicyForm),
    defaultValues: formValuesOf(policy),
  });
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: "levels" });
  const { serverError, submit } = useApiForm(form, { fallback: `Could not save the ${title.toLowerCase()} chain` });
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useAction({ refreshServer: false });
  const { reset } = form;
  // The saved chain is the form's starting point again after a save (or someone else's, read back); a re-read
  // that changed nothing keeps the edits under way.
  const saved = JSON.stringify(formValuesOf(policy));
  useEffect(() => reset(JSON.parse(saved) as ApprovalPolicyFormInput), [saved, reset]);

  const save = form.handleSubmit(
    submit(async (values) => {
      const answer = await apiFetch<ApprovalSettingsDto>(url, { method: "PUT", json: policyBodyOf(kind, values) });
      await onSaved(answer, savedMessage(kind, values.levels.length));
    }),
  );
  const removeChain = async () => {
    const failure = `Could not remove the ${title.toLowerCase()} chain`;
    const answer = await run(() => apiFetch<ApprovalSettingsDto>(url, { method: "PUT", json: { levels: [] } }), {
      failure,
    });
    setConfirming(false);
    if (answer) await onSaved(answer, savedMessage(kind, 0));
    else onFailed(`${failure}.`);
  };

  return (
    <form noValidate onSubmit={save} aria-label={`${title} approval chain`} className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">Edit the chain</h3>
      {fields.length === 0 ? (
        <p className="text-sm text-slate-600">No levels: add one to send {title.toLowerCase()} through a chain.</p>
      ) : null}
      {fields.map((field, index) => (
        <LevelFields
          key={field.id}
          form={form}
          index={index}
          count={fields.length}
          threshold={thresholdOf(kind)}
          managers={managers}
          onMove={(to) => move(index, to)}
          onRemove={() => remove(index)}
        />
      ))}
      {form.formState.errors.levels?.root?.message || form.formState.errors.levels?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {form.formState.errors.levels?.root?.message ?? form.formState.errors.levels?.message}
        </p>
      ) : null}
      {serverError ? (
        <p role="alert" className="text-sm text-red-700">
          {serverError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={fields.length >= MAX_LEVELS}
          onClick={() => append({ ...NEW_LEVEL })}
          aria-label={`Add a level to the ${title.toLowerCase()} chain`}
        >
          Add level
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Save {title.toLowerCase()} chain
        </Button>
        {policy.levels.length ? (
          <Button variant="danger" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
            Remove {title.toLowerCase()} chain
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove the ${title.toLowerCase()} chain?`}
        description="Requests waiting in the chain go back to a single approver: any manager of the company decides."
        confirmLabel="Remove chain"
        danger
        busy={busy}
        onConfirm={() => void removeChain()}
      />
    </form>
  );
}
