"use client";

// The preferred last working day and last employment date, at least 30 days out (spec 2 section 5).
import { QUESTION } from "@/lib/terminations/labels";
import { TextField } from "@/components/ui/field";
import type { TerminationFields } from "./termination-form";
import { formatDate } from "@/lib/dates";

export function DatesFields({ fields, minDate }: { fields: TerminationFields; minDate: string }) {
  const { form, err } = fields;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        type="date"
        label={QUESTION.lastWorkingDayPreference}
        required
        min={minDate}
        hint={`At least 30 days from today: ${formatDate(minDate)} or later.`}
        {...form.register("lastWorkingDayPreference")}
        error={err("lastWorkingDayPreference")}
      />
      <TextField
        type="date"
        label={QUESTION.lastEmploymentDatePreference}
        required
        min={minDate}
        hint={`At least 30 days from today: ${formatDate(minDate)} or later.`}
        {...form.register("lastEmploymentDatePreference")}
        error={err("lastEmploymentDatePreference")}
      />
    </div>
  );
}
