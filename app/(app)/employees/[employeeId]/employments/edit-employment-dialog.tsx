"use client";

// Admins correct an employment's status and dates (PATCH /api/employments/{id}, the record terminations update
// too). The form uses the route's own schema; server field errors land under their fields.
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import {
  EMPLOYMENT_STATUS_LABELS,
  ZUpdateEmployment,
  type TUpdateEmployment,
} from "@/lib/employees/employments/schema";
import type { EmployeeEmploymentRow } from "@/lib/employees/employments/list-employee-employments";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { SelectField, TextField } from "@/components/ui/field";
import { toastApiError, useApiForm } from "@/components/ui/use-api-form";

const STATUS_OPTIONS = Object.entries(EMPLOYMENT_STATUS_LABELS).map(([value, label]) => ({ value, label }));
type DateField = "startDate" | "terminationDate" | "firstPayrollDate" | "lastPayrollDate";
const DATES: { name: DateField; label: string }[] = [
  { name: "startDate", label: "Start date" },
  { name: "terminationDate", label: "Termination date" },
  { name: "firstPayrollDate", label: "First payroll date" },
  { name: "lastPayrollDate", label: "Last payroll date" },
];

/** Open while `employment` is set; the form starts again from each employment's values. */
export function EditEmploymentDialog({
  employment,
  onClose,
  onSaved,
}: {
  employment: EmployeeEmploymentRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <Dialog open={!!employment} onOpenChange={(open) => !open && onClose()} title="Edit employment">
      {employment ? (
        <EmploymentForm key={employment.id} employment={employment} onCancel={onClose} onSaved={onSaved} />
      ) : null}
    </Dialog>
  );
}

function EmploymentForm({
  employment,
  onCancel,
  onSaved,
}: {
  employment: EmployeeEmploymentRow;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const form = useForm<TUpdateEmployment>({
    resolver: zodResolver(ZUpdateEmployment),
    defaultValues: {
      status: employment.status,
      startDate: employment.startDate ?? undefined,
      terminationDate: employment.terminationDate,
      firstPayrollDate: employment.firstPayrollDate,
      lastPayrollDate: employment.lastPayrollDate,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const { submit } = useApiForm(form);

  const save = submit(async (values: TUpdateEmployment) => {
    try {
      await apiFetch(`/api/employments/${encodeURIComponent(employment.id)}`, { method: "PATCH", json: values });
    } catch (e) {
      // The dialog has no banner: field errors under their fields, any other refusal a toast.
      toastApiError(form, e, { fallback: "Something went wrong, please try again later" });
      throw e;
    }
    toast.success("Employment updated");
    onSaved();
  });

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          error={errors.status?.message}
          {...form.register("status")}
        />
      </div>
      {DATES.map((d) => (
        <TextField
          key={d.name}
          label={d.label}
          type="date"
          error={errors[d.name]?.message}
          // An emptied date is cleared (null); the start date cannot be cleared, so empty leaves it unchanged.
          {...form.register(d.name, { setValueAs: (v: string) => v || (d.name === "startDate" ? undefined : null) })}
        />
      ))}
      <div className="mt-2 flex flex-wrap justify-end gap-2 sm:col-span-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Save
        </Button>
      </div>
    </form>
  );
}
