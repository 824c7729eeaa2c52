"use client";

// 'Complete profile and build contract' (spec 1 sections 2, 5): two validated stages ('Step n/m'), Back/Exit,
// Next then Submit, 'Save and close' (a draft), and on submit the seat's conversion into an employee.
import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm, useWatch, type UseFormSetError } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { apiFetch, ApiError } from "@/lib/http/client";
import {
  HOLIDAY_TYPES,
  HOLIDAY_TYPE_LABELS,
  LOCATION_OF_WORK_LABELS,
  LOCATION_OF_WORK_TYPES,
} from "@/lib/hiring/constants";
import { profileStage1Schema, ZProfileStage2 } from "@/lib/hiring/schema";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { Banner, Card } from "@/components/ui/misc";
import type { SeatView } from "@/lib/hiring/dto";
import { CountryBenefitCatalogue } from "@/components/benefits/country-benefit-catalogue";

type Values = Record<string, unknown>;
const STEPS = 2;

function applyServerErrors(error: unknown, setError: UseFormSetError<Values>): string {
  if (error instanceof ApiError) {
    for (const [field, messages] of Object.entries(error.fieldErrors)) setError(field, { message: messages[0] });
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

function Radio({
  name,
  options,
  register,
  error,
  legend,
}: {
  name: string;
  options: { value: string; label: string }[];
  register: ReturnType<typeof useForm<Values>>["register"];
  error?: string;
  legend: string;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">
        {legend}
        <span className="text-red-700"> *</span>
      </legend>
      <div className="mt-1 flex flex-wrap gap-4">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-1 text-sm">
            <input type="radio" value={o.value} {...register(name)} /> {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function CompleteProfileForm({
  seat,
  countries,
  requirePrivateAddress,
  exitHref,
}: {
  seat: SeatView;
  countries: { code: string; name: string }[];
  requirePrivateAddress: boolean;
  exitHref: string;
}) {
  const router = useRouter();
  const p = (seat.employeeProfile ?? {}) as Record<string, unknown>;
  const [step, setStep] = useState(p.profileStage === 1 ? 2 : 1);
  const [done, setDone] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const address = (p.privateAddress as Record<string, string> | null) ?? { country: seat.countryCode };

  const stage1 = useForm<Values>({
    resolver: zodResolver(profileStage1Schema(requirePrivateAddress) as never) as never,
    defaultValues: {
      countryCode: seat.countryCode,
      citizenship: (p.citizenship as string) || "",
      firstName: seat.firstName,
      lastName: seat.lastName,
      pronouns: (p.pronouns as string) || "",
      personalEmail: (p.personalEmail as string) || "",
      privateAddress: {
        addressLine1: "",
        addressLine2: "",
        city: "",
        state: "",
        postalCode: "",
        ...address,
        country: address.country || seat.countryCode,
      },
      rightToWorkCheckCompleted:
        p.rightToWorkCheckCompleted === true ? "yes" : p.rightToWorkCheckCompleted === false ? "no" : undefined,
    },
  });
  const stage2 = useForm<Values>({
    resolver: zodResolver(ZProfileStage2 as never) as never,
    defaultValues: {
      jobTitle: (p.jobTitle as string) || "",
      jobDescription: (p.jobDescription as string) || "",
      annualBaseSalaryAmount: p.annualBaseSalaryAmount ? Number(p.annualBaseSalaryAmount) : undefined,
      annualBaseSalaryCurrency: (p.annualBaseSalaryCurrency as string) || "",
      locationOfWorkType: (p.locationOfWorkType as string) || "HOME_OFFICE",
      locationOfWorkCity: (p.locationOfWorkCity as string) || "",
      hoursOfWork: (p.hoursOfWork as number) ?? undefined,
      workEmail: (p.workEmail as string) || "",
      probationaryPeriodLength: (p.probationaryPeriodLength as number) ?? undefined,
      holidayEntitlementType: (p.holidayEntitlementType as string) || "",
      holidayEntitlementDays: (p.holidayEntitlementDays as number) ?? undefined,
      hasSupplementaryBenefits: (p.hasSupplementaryBenefits as string) || undefined,
    },
  });
  const form = step === 1 ? stage1 : stage2;
  const holidayType = useWatch({ control: stage2.control, name: "holidayEntitlementType" });
  const e1 = stage1.formState.errors as Record<string, { message?: string } & Record<string, { message?: string }>>;
  const e2 = stage2.formState.errors as Record<string, { message?: string }>;

  async function save(stage: 1 | 2, values: Values, draft: boolean) {
    await apiFetch(`/api/seats/${seat.id}/employee-profile`, { method: "PATCH", json: { stage, draft, values } });
  }

  const next = stage1.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save(1, values, false);
      setStep(2);
    } catch (error) {
      setServerError(applyServerErrors(error, stage1.setError));
    }
  });

  const submit = stage2.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save(2, values, false);
      const res = await apiFetch<{ data: { employeeId: string } }>(`/api/seats/${seat.id}/convert`, {
        method: "POST",
        json: {},
      });
      setDone(res.data.employeeId);
    } catch (error) {
      setServerError(applyServerErrors(error, stage2.setError));
    }
  });

  async function saveAndClose() {
    try {
      await save(step as 1 | 2, form.getValues(), true);
      router.push(exitHref);
    } catch (error) {
      setServerError(applyServerErrors(error, form.setError));
    }
  }

  if (done) {
    return (
      <div className="mx-auto max-w-xl space-y-4 text-center" data-testid="profile-success">
        <h1 className="text-2xl font-semibold">Employee created</h1>
        <p>
          {seat.firstName} {seat.lastName} has been created and onboarding will start.
        </p>
        <Link className="text-indigo-700 underline" href={`/employees/${done}`}>
          Go to the employee
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Complete profile and build contract</h1>
        <button type="button" className="text-sm text-indigo-700 underline" onClick={saveAndClose}>
          Save and close
        </button>
      </div>
      <p className="text-sm font-medium text-slate-700" aria-live="polite">
        Step {step}/{STEPS}
      </p>
      {serverError ? <Banner tone="error" title={serverError} /> : null}

      {step === 1 ? (
        <form onSubmit={next} noValidate className="space-y-5" aria-label="Personal details">
          <Card title="Personal details">
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label="Country"
                required
                disabled
                value={seat.countryCode}
                onChange={() => undefined}
                options={countries.map((c) => ({ value: c.code, label: c.name }))}
                error={e1.countryCode?.message}
              />
              <SelectField
                label="Citizenship"
                required
                {...stage1.register("citizenship")}
                placeholder="Select"
                options={countries.map((c) => ({ value: c.code, label: c.name }))}
                error={e1.citizenship?.message}
              />
              <TextField label="First name" required {...stage1.register("firstName")} error={e1.firstName?.message} />
              <TextField label="Last name" required {...stage1.register("lastName")} error={e1.lastName?.message} />
              <TextField label="Pronouns" {...stage1.register("pronouns")} />
              <TextField
                label="Personal email"
                required
                type="text"
                inputMode="email"
                autoComplete="email"
                {...stage1.register("personalEmail")}
                error={e1.personalEmail?.message}
              />
            </div>
          </Card>
          <Card title="Private address">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Address line 1"
                required={requirePrivateAddress}
                {...stage1.register("privateAddress.addressLine1")}
                error={
                  e1["privateAddress.addressLine1"]?.message ??
                  (e1.privateAddress as Record<string, { message?: string }> | undefined)?.addressLine1?.message
                }
              />
              <TextField label="Address line 2" {...stage1.register("privateAddress.addressLine2")} />
              <TextField
                label="City"
                required={requirePrivateAddress}
                {...stage1.register("privateAddress.city")}
                error={(e1.privateAddress as Record<string, { message?: string }> | undefined)?.city?.message}
              />
              <TextField label="State" {...stage1.register("privateAddress.state")} />
              <TextField
                label="Postal code"
                required={requirePrivateAddress}
                {...stage1.register("privateAddress.postalCode")}
                error={(e1.privateAddress as Record<string, { message?: string }> | undefined)?.postalCode?.message}
              />
              <SelectField
                label="Address country"
                required={requirePrivateAddress}
                {...stage1.register("privateAddress.country")}
                options={countries.map((c) => ({ value: c.code, label: c.name }))}
              />
            </div>
          </Card>
          <Radio
            name="rightToWorkCheckCompleted"
            legend="Does the employee have the right to work in the country?"
            register={stage1.register}
            options={[
              { value: "yes", label: "Yes" },
              { value: "no", label: "No" },
            ]}
            error={e1.rightToWorkCheckCompleted?.message}
          />
          <div className="flex justify-between">
            <div className="flex gap-2">
              <Link
                href={exitHref}
                className="inline-flex min-h-10 items-center rounded-md border border-slate-300 px-4 text-sm"
              >
                Back
              </Link>
              <Link
                href={exitHref}
                className="inline-flex min-h-10 items-center rounded-md px-4 text-sm text-slate-700 hover:bg-slate-100"
              >
                Exit
              </Link>
            </div>
            <Button type="submit" loading={stage1.formState.isSubmitting}>
              Next
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-5" aria-label="Contract details">
          <Card title="Contract details">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Job title" required {...stage2.register("jobTitle")} error={e2.jobTitle?.message} />
              <TextField
                label="Hours of work per week"
                type="number"
                min={1}
                {...stage2.register("hoursOfWork", { valueAsNumber: true })}
                error={e2.hoursOfWork?.message}
              />
              <div className="sm:col-span-2">
                <TextAreaField
                  label="Job description"
                  required
                  rows={4}
                  {...stage2.register("jobDescription")}
                  error={e2.jobDescription?.message}
                />
              </div>
              <TextField
                label="Annual base salary"
                required
                type="number"
                min={1}
                step="0.01"
                {...stage2.register("annualBaseSalaryAmount", { valueAsNumber: true })}
                error={e2.annualBaseSalaryAmount?.message}
              />
              <TextField
                label="Salary currency"
                required
                maxLength={3}
                {...stage2.register("annualBaseSalaryCurrency")}
                error={e2.annualBaseSalaryCurrency?.message}
              />
              <SelectField
                label="Location of work"
                required
                {...stage2.register("locationOfWorkType")}
                options={LOCATION_OF_WORK_TYPES.map((t) => ({ value: t, label: LOCATION_OF_WORK_LABELS[t] }))}
                error={e2.locationOfWorkType?.message}
              />
              <TextField
                label="City of work"
                required
                {...stage2.register("locationOfWorkCity")}
                error={e2.locationOfWorkCity?.message}
              />
              <TextField
                label="Work email"
                type="text"
                inputMode="email"
                {...stage2.register("workEmail")}
                error={e2.workEmail?.message}
              />
              <TextField
                label="Probationary period (months)"
                type="number"
                min={0}
                {...stage2.register("probationaryPeriodLength", { valueAsNumber: true })}
              />
              <SelectField
                label="Holiday entitlement"
                {...stage2.register("holidayEntitlementType")}
                placeholder="Select"
                options={HOLIDAY_TYPES.map((t) => ({ value: t, label: HOLIDAY_TYPE_LABELS[t] }))}
              />
              <TextField
                label="Holiday days"
                type="number"
                min={0}
                disabled={holidayType === "UNLIMITED"}
                {...stage2.register("holidayEntitlementDays", { valueAsNumber: true })}
              />
            </div>
          </Card>
          {/* The catalogue first: the enrolment answer is given knowing what is offered and its cost. */}
          <CountryBenefitCatalogue countryCode={seat.countryCode} countryName={seat.countryName} />
          <Radio
            name="hasSupplementaryBenefits"
            legend="Will the employee enrol in supplementary benefits?"
            register={stage2.register}
            options={[
              { value: "yes", label: "Yes" },
              { value: "no", label: "No" },
              { value: "unknown", label: "I don't know yet" },
            ]}
            error={e2.hasSupplementaryBenefits?.message}
          />
          <div className="flex justify-between">
            <Button variant="secondary" onClick={() => setStep(1)}>
              Back
            </Button>
            <Button type="submit" loading={stage2.formState.isSubmitting}>
              Submit
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
