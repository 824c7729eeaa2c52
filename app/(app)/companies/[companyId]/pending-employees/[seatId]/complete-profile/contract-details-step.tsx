"use client";

// Stage 2 of the profile: the contract's details, the country's benefit catalogue before the enrolment
// question, Back to stage 1 and Submit (which saves the stage and converts the seat into an employee).
import type { FormEventHandler } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import {
  HOLIDAY_TYPES,
  HOLIDAY_TYPE_LABELS,
  LOCATION_OF_WORK_LABELS,
  LOCATION_OF_WORK_TYPES,
} from "@/lib/hiring/constants";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { Card } from "@/components/ui/misc";
import { statutoryMinimumHint } from "@/lib/holidays/statutory-minimum";
import { CountryBenefitCatalogue } from "@/components/benefits/country-benefit-catalogue";
import type { Values } from "./profile-defaults";
import { Radio } from "./radio-group";

export function ContractDetailsStep({
  form,
  onSubmit,
  onBack,
  countryCode,
  countryName,
  salaryCurrencies = null,
}: {
  form: UseFormReturn<Values>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onBack: () => void;
  countryCode: string;
  countryName: string;
  /** The salary currencies offered; null: any. */
  salaryCurrencies?: string[] | null;
}) {
  const { register } = form;
  const holidayType = useWatch({ control: form.control, name: "holidayEntitlementType" });
  const e2 = form.formState.errors as Record<string, { message?: string }>;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Contract details">
      <Card title="Contract details">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label="Job title" required {...register("jobTitle")} error={e2.jobTitle?.message} />
          <TextField
            label="Hours of work per week"
            type="number"
            min={1}
            {...register("hoursOfWork", { valueAsNumber: true })}
            error={e2.hoursOfWork?.message}
          />
          <div className="sm:col-span-2">
            <TextAreaField
              label="Job description"
              required
              rows={4}
              {...register("jobDescription")}
              error={e2.jobDescription?.message}
            />
          </div>
          <TextField
            label="Annual base salary"
            required
            type="number"
            min={1}
            step="0.01"
            {...register("annualBaseSalaryAmount", { valueAsNumber: true })}
            error={e2.annualBaseSalaryAmount?.message}
          />
          {salaryCurrencies ? (
            <SelectField
              label="Salary currency"
              required
              {...register("annualBaseSalaryCurrency")}
              options={salaryCurrencies.map((c) => ({ value: c, label: c }))}
              error={e2.annualBaseSalaryCurrency?.message}
            />
          ) : (
            <TextField
              label="Salary currency"
              required
              maxLength={3}
              {...register("annualBaseSalaryCurrency")}
              error={e2.annualBaseSalaryCurrency?.message}
            />
          )}
          <SelectField
            label="Location of work"
            required
            {...register("locationOfWorkType")}
            options={LOCATION_OF_WORK_TYPES.map((t) => ({ value: t, label: LOCATION_OF_WORK_LABELS[t] }))}
            error={e2.locationOfWorkType?.message}
          />
          <TextField
            label="City of work"
            required
            {...register("locationOfWorkCity")}
            error={e2.locationOfWorkCity?.message}
          />
          <TextField
            label="Work email"
            type="text"
            inputMode="email"
            {...register("workEmail")}
            error={e2.workEmail?.message}
          />
          <TextField
            label="Probationary period (months)"
            type="number"
            min={0}
            {...register("probationaryPeriodLength", { valueAsNumber: true })}
          />
          <SelectField
            label="Holiday entitlement"
            {...register("holidayEntitlementType")}
            placeholder="Select"
            options={HOLIDAY_TYPES.map((t) => ({ value: t, label: HOLIDAY_TYPE_LABELS[t] }))}
          />
          <TextField
            label="Holiday days"
            type="number"
            min={0}
            disabled={holidayType === "UNLIMITED"}
            hint={statutoryMinimumHint(countryCode, typeof holidayType === "string" ? holidayType : null)}
            error={e2.holidayEntitlementDays?.message}
            {...register("holidayEntitlementDays", { valueAsNumber: true })}
          />
        </div>
      </Card>
      {/* The catalogue first: the enrolment answer is given knowing what is offered and its cost. */}
      <CountryBenefitCatalogue countryCode={countryCode} countryName={countryName} />
      <Radio
        name="hasSupplementaryBenefits"
        legend="Will the employee enrol in supplementary benefits?"
        register={register}
        options={[
          { value: "yes", label: "Yes" },
          { value: "no", label: "No" },
          { value: "unknown", label: "I don't know yet" },
        ]}
        error={e2.hasSupplementaryBenefits?.message}
      />
      <div className="flex justify-between">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Submit
        </Button>
      </div>
    </form>
  );
}
