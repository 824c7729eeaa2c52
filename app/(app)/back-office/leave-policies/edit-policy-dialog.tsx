"use client";

// Edit one country's leave policy (PUT /api/leave-policies/{countryCode}), with the schema the route parses.
// An allowance below the statutory minimum comes back under the allowance field.
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import {
  ZLeavePolicyForm,
  type LeavePolicyDto,
  type LeavePolicyForm,
  type LeavePolicyFormInput,
} from "@/lib/holidays/leave-policy/schema";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { SelectField, TextField } from "@/components/ui/field";
import { Banner } from "@/components/ui/misc";
import { useApiForm } from "@/components/ui/use-api-form";

const valuesOf = (p: LeavePolicyDto): LeavePolicyFormInput => ({
  allowanceDays: p.allowanceDays,
  accrual: p.accrual,
  carryOverMaxDays: p.carryOverMaxDays,
  carryOverExpiry: p.carryOverExpiry ?? "",
  statutoryMinimumDays: p.statutoryMinimumDays,
});

export function EditPolicyDialog({
  policy,
  onClose,
  onSaved,
}: {
  policy: LeavePolicyDto | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const form = useForm<LeavePolicyFormInput, unknown, LeavePolicyForm>({ resolver: zodResolver(ZLeavePolicyForm) });
  const { register, handleSubmit, formState, reset } = form;
  const { serverError, setServerError, submit } = useApiForm(form);
  useEffect(() => {
    if (policy) reset(valuesOf(policy));
    setServerError(null);
  }, [policy, reset, setServerError]);

  const save = handleSubmit(
    submit(async (values) => {
      await apiFetch(`/api/leave-policies/${encodeURIComponent(policy!.countryCode)}`, { method: "PUT", json: values });
      toast.success(`Leave policy of ${policy!.countryName} saved`);
      await onSaved();
      onClose();
    }),
  );
  const errors = formState.errors;
  return (
    <Dialog
      open={!!policy}
      onOpenChange={(open) => !open && onClose()}
      title={policy ? `Leave policy: ${policy.countryName}` : "Leave policy"}
      description={policy?.edited ? "Saved by an admin." : "The defaults in code until you save."}
    >
      <form noValidate onSubmit={save} aria-label="Leave policy" className="space-y-4">
        <TextField
          label="Yearly allowance (days)"
          type="number"
          inputMode="numeric"
          required
          error={errors.allowanceDays?.message}
          {...register("allowanceDays")}
        />
        <SelectField
          label="Accrual"
          required
          options={[
            { value: "UP_FRONT", label: "Up front: the whole allowance from the first day" },
            { value: "MONTHLY", label: "Monthly: by completed months of employment" },
          ]}
          error={errors.accrual?.message}
          {...register("accrual")}
        />
        <TextField
          label="Carry-over cap (days)"
          type="number"
          inputMode="numeric"
          required
          hint="Unused days that move to the next year; 0: none."
          error={errors.carryOverMaxDays?.message}
          {...register("carryOverMaxDays")}
        />
        <TextField
          label="Carried-over days expire after (MM-dd)"
          placeholder="03-31"
          hint="A day of the following year; empty: they do not expire."
          error={errors.carryOverExpiry?.message}
          {...register("carryOverExpiry")}
        />
        <TextField
          label="Statutory minimum (days)"
          type="number"
          inputMode="numeric"
          required
          hint="Employee records cannot have fewer holiday days (Unlimited is exempt)."
          error={errors.statutoryMinimumDays?.message}
          {...register("statutoryMinimumDays")}
        />
        {serverError ? <Banner tone="error" title={serverError} /> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            Save policy
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
