"use client";

// 'Record a bonus': a 13th or 14th month salary, a scheduled or a one-off bonus for one payroll month, before that
// month's cutoff (the server names the cutoff when it has passed).
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { BONUS_KINDS, ZBonus, type BonusInput, type BonusValues } from "@/lib/employees/compensation-schema";
import { Banner } from "@/components/ui/misc";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { useApiForm } from "@/components/ui/use-api-form";

export function BonusDialog({
  employeeId,
  currency,
  open,
  onOpenChange,
  onSaved,
}: {
  employeeId: string;
  currency: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => unknown;
}) {
  const empty: BonusInput = { kind: "ONE_OFF", amount: "", currency, payrollPeriod: "", note: "" };
  const form = useForm<BonusInput, unknown, BonusValues>({ resolver: zodResolver(ZBonus), defaultValues: empty });
  const { errors, isSubmitting } = form.formState;
  const { serverError, submit } = useApiForm(form);
  const save = submit(async (values: BonusValues) => {
    await apiFetch(`/api/employees/${employeeId}/bonuses`, { method: "POST", json: values });
    toast.success("Bonus recorded");
    form.reset(empty);
    onOpenChange(false);
    await onSaved();
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Record a bonus"
      description="The bonus explains the pay of its payroll month. Record it before that month's cutoff."
    >
      <form onSubmit={form.handleSubmit(save)} className="space-y-3" noValidate>
        {serverError ? <Banner tone="error" title={serverError} /> : null}
        <SelectField
          label="Kind"
          required
          options={BONUS_KINDS.map((k) => ({ value: k.value, label: k.label }))}
          error={errors.kind?.message}
          {...form.register("kind")}
        />
        <TextField
          label="Amount"
          inputMode="decimal"
          required
          error={errors.amount?.message}
          {...form.register("amount")}
        />
        <TextField
          label="Currency"
          required
          maxLength={3}
          error={errors.currency?.message}
          {...form.register("currency")}
        />
        <TextField
          label="Payroll month"
          type="month"
          required
          error={errors.payrollPeriod?.message}
          {...form.register("payrollPeriod")}
        />
        <TextAreaField label="Note" rows={2} error={errors.note?.message} {...form.register("note")} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Record bonus
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
