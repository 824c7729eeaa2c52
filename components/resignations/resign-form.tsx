"use client";

// The employee's 'Resign' form (spec 2 sections 2, 3; issue 16): last working day, manager aware, scheduled
// leaves, vacation days, reason or other reason. Same zod schema as POST /api/resignations; the manager and
// the customer-success admins are told by e-mail (server side, through the outbox).
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import { apiFetch } from "@/lib/http/client";
import { formatDate } from "@/lib/dates";
import { RESIGNATION_REASONS, ZResignationForm } from "@/lib/terminations/resignations/schema";
import type { ResignationFormContext } from "@/lib/terminations/resignations/get-resignation-form-context";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { Banner } from "@/components/ui/misc";
import { useApiForm } from "@/components/ui/use-api-form";

type Input = z.input<typeof ZResignationForm>;
type Output = z.output<typeof ZResignationForm>;

export function ResignForm({ context, returnTo }: { context: ResignationFormContext; returnTo: string }) {
  const router = useRouter();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZResignationForm),
    mode: "onChange",
    defaultValues: {
      employeeId: context.employeeId,
      employeeLastWorkingDay: "",
      employeeScheduledLeaves: "",
      employeeNumberOfVacationsDays: "",
      otherReason: "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const { serverError, submit } = useApiForm(form);
  const reason = useWatch({ control: form.control, name: "resignationReason" });
  const aware = useWatch({ control: form.control, name: "isManagerAware" });

  const resign = submit(async (values: Output) => {
    await apiFetch("/api/resignations", {
      method: "POST",
      json: { ...values, otherReason: values.otherReason ?? undefined },
    });
    toast.success(
      context.isOwn
        ? "Your resignation has been sent. Your manager and our team have been told."
        : `The resignation of ${context.employeeName} has been recorded.`,
    );
    router.push(returnTo);
    router.refresh();
  });

  if (context.open)
    return (
      <Banner tone="info" title="A resignation is already waiting for review.">
        Last working day {formatDate(context.open.lastWorkingDay)}. Our team will contact you.
      </Banner>
    );

  return (
    <form
      noValidate
      aria-label="Resignation"
      onSubmit={form.handleSubmit(resign)}
      className="space-y-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <TextField
        type="date"
        label="Last working day"
        required
        {...form.register("employeeLastWorkingDay")}
        error={errors.employeeLastWorkingDay?.message}
      />
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-800">
          Is your manager aware of your resignation?<span className="text-red-700"> *</span>
        </legend>
        <div className="flex gap-4">
          {[
            { value: true, label: "Yes" },
            { value: false, label: "No" },
          ].map((o) => (
            <label key={o.label} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="isManagerAware"
                checked={aware === o.value}
                onChange={() => form.setValue("isManagerAware", o.value, { shouldValidate: true })}
                className="accent-indigo-600"
              />
              {o.label}
            </label>
          ))}
        </div>
        {errors.isManagerAware ? (
          <p role="alert" className="text-xs text-red-700">
            {errors.isManagerAware.message}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label="Scheduled leaves before your last working day"
        hint="For example holidays you have already booked."
        rows={2}
        {...form.register("employeeScheduledLeaves")}
        error={errors.employeeScheduledLeaves?.message}
      />
      <TextField
        type="number"
        min={0}
        step={1}
        label="Vacation days you still have"
        required
        {...form.register("employeeNumberOfVacationsDays")}
        error={errors.employeeNumberOfVacationsDays?.message}
      />
      <SelectField
        label="Reason for resigning"
        required
        placeholder="Select a reason"
        options={RESIGNATION_REASONS.map((r) => ({ value: r, label: r }))}
        {...form.register("resignationReason", {
          onChange: (e) => {
            if (e.target.value !== "Other") form.setValue("otherReason", "");
          },
        })}
        error={errors.resignationReason?.message}
      />
      {reason === "Other" ? (
        <TextAreaField
          label="Other reason"
          required
          rows={3}
          {...form.register("otherReason")}
          error={errors.otherReason?.message}
        />
      ) : null}
      {serverError ? <Banner tone="error" title={serverError} /> : null}
      <div className="flex gap-2">
        <Button type="submit" loading={isSubmitting}>
          Resign
        </Button>
        <Button variant="secondary" onClick={() => router.push(returnTo)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
