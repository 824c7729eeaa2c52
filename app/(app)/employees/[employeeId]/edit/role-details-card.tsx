"use client";

// The edit form's role details (spec 1 section 4): job title, hours, start date, work email and description,
// with the reason when the role fields are no longer offered; and the administrative information.
import { EDIT_MESSAGES } from "@/lib/employees/edit-schema";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { Card } from "@/components/ui/misc";
import type { EditCardProps } from "./edit-form";

export function RoleDetailsCard({ register, err, has, roleLocked }: EditCardProps & { roleLocked: boolean }) {
  return (
    <Card title="Role details">
      {roleLocked ? <p className="mb-4 text-sm text-slate-700">{EDIT_MESSAGES.roleFieldsLocked}</p> : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {has("jobTitle") ? (
          <TextField label="Job title" required error={err("jobTitle")} {...register("jobTitle")} />
        ) : null}
        {has("hoursOfWork") ? (
          <TextField
            label="Hours of work (per week)"
            type="number"
            min={0}
            required
            error={err("hoursOfWork")}
            {...register("hoursOfWork")}
          />
        ) : null}
        <TextField
          label="Start date"
          type="date"
          min="1910-01-01"
          error={err("startDate")}
          {...register("startDate")}
        />
        {has("workEmail") ? (
          <TextField label="Work email" type="email" error={err("workEmail")} {...register("workEmail")} />
        ) : null}
      </div>
      {has("jobDescription") ? (
        <div className="mt-4">
          <TextAreaField
            label="Job description"
            required
            rows={4}
            error={err("jobDescription")}
            {...register("jobDescription")}
          />
        </div>
      ) : null}
    </Card>
  );
}

export function AdministrativeCard({ register, err }: EditCardProps) {
  return (
    <Card title="Administrative information">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label="Onboarding status"
          error={err("onboardingStatus")}
          options={[
            { value: "IN_PROGRESS", label: "In progress" },
            { value: "ACTIVE", label: "Active" },
            { value: "INACTIVE", label: "Inactive" },
            { value: "PENDING", label: "Pending" },
          ]}
          {...register("onboardingStatus")}
        />
        <TextField label="First pay date" type="date" error={err("firstPayDate")} {...register("firstPayDate")} />
      </div>
    </Card>
  );
}
