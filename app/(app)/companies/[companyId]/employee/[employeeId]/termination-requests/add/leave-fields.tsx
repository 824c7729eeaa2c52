"use client";

// Leaves, holiday and overtime owed (spec 2 section 5): 'Not Applicable' excludes the other leaves, and the
// overtime unit is asked only once an overtime amount is given.
import { NON_HOLIDAY_LEAVES, OVERTIME_UNITS } from "@/lib/terminations/schema";
import { LEAVE_LABEL, OVERTIME_UNIT_LABEL, QUESTION } from "@/lib/terminations/labels";
import { CheckboxField, SelectField, TextField } from "@/components/ui/field";
import type { TerminationFields } from "./termination-form";

export function LeaveFields({ fields }: { fields: TerminationFields }) {
  const { form, watch, err, setAndCheck } = fields;
  const leavesError = form.formState.errors.employeeNonHolidayLeaves;
  const noOvertime = String(watch.overtimeOwed ?? "").trim() === "";

  const toggleLeave = (leave: string, checked: boolean) => {
    const current = form.getValues("employeeNonHolidayLeaves") ?? [];
    // 'Not Applicable' excludes the other options, and the other options exclude it.
    const next = checked
      ? leave === "notApplicable"
        ? ["notApplicable"]
        : [...current.filter((l) => l !== "notApplicable"), leave]
      : current.filter((l) => l !== leave);
    setAndCheck("employeeNonHolidayLeaves", next);
  };

  return (
    <>
      <fieldset className="space-y-1" aria-describedby={leavesError ? "leaves-error" : undefined}>
        <legend className="text-sm font-medium text-slate-800">
          {QUESTION.employeeNonHolidayLeaves}
          <span className="text-red-700"> *</span>
        </legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {NON_HOLIDAY_LEAVES.map((leave) => (
            <CheckboxField
              key={leave}
              label={LEAVE_LABEL[leave]}
              checked={(watch.employeeNonHolidayLeaves ?? []).includes(leave)}
              onChange={(e) => toggleLeave(leave, e.target.checked)}
            />
          ))}
        </div>
        {leavesError ? (
          <p id="leaves-error" role="alert" className="text-xs text-red-700">
            {leavesError.message}
          </p>
        ) : null}
      </fieldset>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          label={QUESTION.numberOfVacationDaysBeforeLastEmploymentDate}
          required
          {...form.register("numberOfVacationDaysBeforeLastEmploymentDate")}
          error={err("numberOfVacationDaysBeforeLastEmploymentDate")}
        />
        <TextField
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          label={QUESTION.overtimeOwed}
          {...form.register("overtimeOwed", {
            onChange: (e) => {
              if (String(e.target.value).trim() === "") setAndCheck("overtimeUnits", "");
              else void form.trigger("overtimeUnits");
            },
          })}
          error={err("overtimeOwed")}
        />
        <SelectField
          label={QUESTION.overtimeUnits}
          required={!noOvertime}
          disabled={noOvertime}
          placeholder="Select a unit"
          options={OVERTIME_UNITS.map((u) => ({ value: u, label: OVERTIME_UNIT_LABEL[u] }))}
          {...form.register("overtimeUnits")}
          error={err("overtimeUnits")}
        />
      </div>
      <div className="sm:w-1/3">
        <TextField
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          label={QUESTION.numberOfDaysOwed}
          {...form.register("numberOfDaysOwed")}
          error={err("numberOfDaysOwed")}
        />
      </div>
    </>
  );
}
