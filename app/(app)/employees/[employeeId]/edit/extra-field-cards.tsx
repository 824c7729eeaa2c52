"use client";

// The edit form's role, compensation, payroll and employer inputs described as data (EXTRA_EDIT_GROUPS), one
// card per group the actor edits anything of.
import { EXTRA_EDIT_GROUPS, type ExtraField } from "@/lib/employees/extra-edit-fields";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { Card } from "@/components/ui/misc";
import type { EditCardProps } from "./edit-form";

function ExtraInput({
  field: { field, label, kind, options, maxLength },
  register,
  err,
  unlimited,
  holidayHint,
  salaryCurrencies,
}: Omit<EditCardProps, "has"> & {
  field: ExtraField;
  unlimited: boolean;
  holidayHint?: string;
  salaryCurrencies: string[] | null;
}) {
  // Spec 1 section 6: only the country's currency for who is neither admin nor the employee.
  if (field === "annualBaseSalaryCurrency" && salaryCurrencies)
    return (
      <SelectField
        label={label}
        options={salaryCurrencies.map((c) => ({ value: c, label: c }))}
        error={err(field)}
        {...register(field)}
      />
    );
  if (kind === "select")
    return (
      <SelectField label={label} placeholder="Select" options={options ?? []} error={err(field)} {...register(field)} />
    );
  if (kind === "textarea") return <TextAreaField label={label} rows={3} error={err(field)} {...register(field)} />;
  if (kind === "checkbox")
    return (
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" {...register(field)} />
        {label}
      </label>
    );
  return (
    <TextField
      label={label}
      // A capped input is text (a number input ignores maxLength), digits only.
      type={kind === "number" && !maxLength ? "number" : "text"}
      inputMode={kind === "number" ? "numeric" : undefined}
      maxLength={maxLength}
      disabled={field === "holidayAllowanceValue" && unlimited}
      hint={field === "holidayAllowanceValue" ? holidayHint : undefined}
      error={err(field)}
      {...register(field)}
    />
  );
}

/**
 * `unlimited`: Unlimited time off is chosen, so the holiday days input is disabled (spec 1 section 5).
 * `holidayHint`: the country's statutory minimum of holiday days, shown under the days input.
 * `salaryCurrencies`: the salary currencies offered, null for any.
 */
export function ExtraFieldCards({
  register,
  err,
  has,
  unlimited,
  holidayHint,
  salaryCurrencies = null,
}: EditCardProps & { unlimited: boolean; holidayHint?: string; salaryCurrencies?: string[] | null }) {
  return EXTRA_EDIT_GROUPS.map((group) =>
    group.fields.some((f) => has(f.field)) ? (
      <Card key={group.title} title={group.title}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {group.fields
            .filter((f) => has(f.field))
            .map((f) => (
              <div key={f.field} id={f.field}>
                <ExtraInput
                  field={f}
                  register={register}
                  err={err}
                  unlimited={unlimited}
                  holidayHint={holidayHint}
                  salaryCurrencies={salaryCurrencies}
                />
              </div>
            ))}
        </div>
      </Card>
    ) : null,
  );
}
