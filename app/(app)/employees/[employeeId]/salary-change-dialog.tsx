"use client";

// 'Record a salary change': a raise or promotion of an active employee, effective from a day (today or earlier
// also updates the record's salary; a later day is kept as scheduled).
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { ZSalaryChange, type SalaryChangeInput, type SalaryChangeValues } from "@/lib/employees/compensation-schema";
import { Banner } from "@/components/ui/misc";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField, TextField } from "@/components/ui/field";
import { useApiForm } from "@/components/ui/use-api-form";

export function SalaryChangeDialog({
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
  const empty = { amount: "", currency, effectiveDate: "", jobTitle: "", note: "" };
  const form = useForm<SalaryChangeInput, unknown, SalaryChangeValues>({
    resolver: zodResolver(ZSalaryChange),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;
  const { serverError, submit } = useApiForm(form);
  const save = submit(async (values: SalaryChangeValues) => {
    await apiFetch(`/api/employees/${employeeId}/salary-changes`, { method: "POST", json: values });
    toast.success("Salary change recorded");
    form.reset(empty);
    onOpenChange(false);
    await onSaved();
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Record a salary change"
      description="A raise or promotion. From its effective date it explains the employee's pay; effective today or earlier, it also becomes the annual base salary on the record."
    >
      <form onSubmit={form.handleSubmit(save)} className="space-y-3" noValidate>
        {serverError ? <Banner tone="error" title={serverError} /> : null}
        <TextField
          label="New annual salary"
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
          label="Effective date"
          type="date"
          required
          error={errors.effectiveDate?.message}
          {...form.register("effectiveDate")}
        />
        <TextField
          label="New job title (a promotion)"
          hint="Leave empty for a raise."
          error={errors.jobTitle?.message}
          {...form.register("jobTitle")}
        />
        <TextAreaField label="Note" rows={2} error={errors.note?.message} {...form.register("note")} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Record salary change
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
