"use client";

import Link from "next/link";
import { useEffect, useMemo, useState } from "react";
import { useRouter } from "next/navigation";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { apiFetch, ApiError } from "@/lib/http/client";
import type { z } from "zod";
import {
  EDIT_MESSAGES,
  employeeEditSchema,
  ROLE_FIELDS,
  roleFieldsLocked,
  showsPayrollCutoffNotice,
  type EmployeeEditField,
  type TEmployeeEdit,
} from "@/lib/employees/edit-schema";

type TEmployeeEditInput = z.input<ReturnType<typeof employeeEditSchema>>;
import type { EmployeeDto } from "@/lib/employees/dto";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { Banner, Card } from "@/components/ui/misc";
import { Dialog } from "@/components/ui/dialog";
import { EXTRA_EDIT_GROUPS } from "@/lib/employees/extra-edit-fields";
import { EmployerCard } from "@/components/employees/employer-card";

type Choice = { value: string; label: string };

function defaultsOf(e: EmployeeDto): TEmployeeEditInput {
  const p = e.personalDetails;
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    gender: p.gender ?? undefined,
    pronouns: p.pronouns ?? "",
    phoneNumber: e.contactDetails.phoneNumber ?? "",
    workEmail: e.contactDetails.workEmail ?? "",
    dateOfBirth: p.dateOfBirth || undefined,
    citizenship: p.citizenship ?? "",
    socialInsuranceNumber: p.socialInsuranceNumber ?? "",
    privateAddress: p.privateAddress
      ? { ...p.privateAddress, addressLine2: p.privateAddress.addressLine2 ?? "", state: p.privateAddress.state ?? "" }
      : { addressLine1: "", city: "", postalCode: "", country: e.country, addressLine2: "", state: "" },
    iban: p.bankingDetails?.iban ?? "",
    accountNumber: p.bankingDetails?.accountNumber ?? "",
    bicSwift: p.bankingDetails?.bicSwift ?? "",
    jobTitle: e.employmentDetails.jobTitle ?? "",
    jobDescription: e.employmentDetails.jobDescription ?? "",
    hoursOfWork: e.employmentDetails.hoursOfWork ?? undefined,
    startDate: e.employmentDetails.startDate || undefined,
    firstPayDate: e.employmentDetails.firstPayDate ?? "",
    onboardingStatus: e.onboardingStatus as TEmployeeEdit["onboardingStatus"],
  };
}

export function EmployeeEditForm({
  employee,
  fields,
  backHref,
  completing,
  extraDefaults = {},
  employers = [],
  legalEntities = [],
}: {
  employee: EmployeeDto;
  fields: EmployeeEditField[];
  backHref: string;
  completing: boolean;
  extraDefaults?: Record<string, string | boolean>;
  employers?: Choice[];
  legalEntities?: Choice[];
}) {
  const router = useRouter();
  const currentStartDate = employee.employmentDetails.startDate || null;
  // Spec 1 section 4: role fields are hidden once an Active or Inactive employee's start date has passed (the
  // server refuses a change of them); they are left out of the form's values, so they are neither checked nor sent.
  const roleLocked = roleFieldsLocked({ onboardingStatus: employee.onboardingStatus, startDate: currentStartDate });
  const isLockedField = (f: EmployeeEditField) => roleLocked && (ROLE_FIELDS as readonly string[]).includes(f);
  const has = (f: EmployeeEditField) => fields.includes(f) && !isLockedField(f);
  // The same schema as the route; the stored start date, unchanged, is not a new date to check.
  const schema = useMemo(() => employeeEditSchema({ currentStartDate }), [currentStartDate]);
  const form = useForm<TEmployeeEditInput, unknown, TEmployeeEdit>({
    resolver: zodResolver(schema),
    defaultValues: Object.fromEntries(
      Object.entries({ ...defaultsOf(employee), ...extraDefaults }).filter(
        ([key]) => !isLockedField(key as EmployeeEditField),
      ),
    ) as TEmployeeEditInput,
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting, dirtyFields },
  } = form;
  // After bank or address changes on days 6 to 31: the saved-changes modal with the cutoff notice (spec 1 §9).
  const [savedNotice, setSavedNotice] = useState(false);
  const leave = () => {
    router.push(completing ? "/" : backHref);
    router.refresh();
  };

  // Spec 1 section 5: Unlimited time off forces the holiday days to 0 and disables the days input.
  const unlimited = useWatch({ control, name: "holidayAllowanceType" }) === "UNLIMITED";
  useEffect(() => {
    if (unlimited && has("holidayAllowanceValue") && String(getValues("holidayAllowanceValue")) !== "0")
      setValue("holidayAllowanceValue", "0", { shouldDirty: true, shouldValidate: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the type changes
  }, [unlimited]);

  useEffect(() => {
    const target = window.location.hash.slice(1);
    if (target && fields.includes(target as EmployeeEditField)) form.setFocus(target as EmployeeEditField);
  }, [fields, form]);

  const onSubmit = async (values: TEmployeeEdit) => {
    // Only fields the role may edit and that changed are sent (the server refuses any other).
    // An emptied optional input is sent as null (cleared), not as "".
    const changed = Object.fromEntries(
      (Object.keys(dirtyFields) as EmployeeEditField[])
        .filter((f) => has(f))
        .map((f) => [f, values[f] === "" && f in extraDefaults ? null : values[f]]),
    );
    if (completing && has("privateAddress")) changed.privateAddress = values.privateAddress;
    if (Object.keys(changed).length === 0) {
      toast.info("Nothing to save");
      return;
    }
    try {
      const result = await apiFetch<{ needsRequiredFieldsFilled: boolean }>(`/api/employees/${employee.id}`, {
        method: "PATCH",
        json: changed,
      });
      if (completing && result.needsRequiredFieldsFilled) {
        toast.success("Changes were saved");
        toast.error("Please fill in every required field to continue.");
        return;
      }
      // Not in the first-profile flow (completing), which is not a change of saved details.
      if (!completing && showsPayrollCutoffNotice(Object.keys(changed))) {
        setSavedNotice(true);
        return;
      }
      toast.success("Changes were saved");
      leave();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [path, messages] of Object.entries(error.fieldErrors))
          setError(path as EmployeeEditField, { message: messages[0] });
        toast.error(error.message);
      }
    }
  };
  const onInvalid = (formErrors: FieldErrors<TEmployeeEditInput>) => {
    // Spec 1 section 5: on errors the form scrolls to and focuses the first invalid field.
    const first = Object.keys(formErrors)[0];
    if (first) form.setFocus(first as EmployeeEditField);
  };
  const err = (f: EmployeeEditField) => (errors[f] as { message?: string } | undefined)?.message;

  return (
    <form onSubmit={handleSubmit(onSubmit, onInvalid)} noValidate className="mx-auto max-w-3xl space-y-6">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-semibold">{completing ? "Complete basic profile" : "Edit employee"}</h1>
        {!completing ? (
          <Link href={backHref} className="text-sm text-indigo-700 hover:underline">
            Back
          </Link>
        ) : null}
      </div>
      {completing ? <Banner tone="info" title="Please complete your basic profile before you continue." /> : null}
      <p className="text-xs text-slate-600">* required field</p>

      <Card title="Personal details">
        <div className="grid gap-4 sm:grid-cols-2">
          {has("firstName") ? (
            <TextField label="First name" required error={err("firstName")} {...register("firstName")} />
          ) : null}
          {has("lastName") ? (
            <TextField label="Last name" required error={err("lastName")} {...register("lastName")} />
          ) : null}
          {has("gender") ? (
            <SelectField
              label="Gender"
              required
              placeholder="Select"
              error={err("gender")}
              options={["Male", "Female", "X"].map((g) => ({ value: g, label: g }))}
              {...register("gender")}
            />
          ) : null}
          {has("pronouns") ? <TextField label="Pronouns" error={err("pronouns")} {...register("pronouns")} /> : null}
          {has("dateOfBirth") ? (
            <TextField
              label="Date of birth"
              type="date"
              min="1910-01-01"
              required
              error={err("dateOfBirth")}
              {...register("dateOfBirth")}
            />
          ) : null}
          {has("citizenship") ? (
            <TextField
              label="Citizenship (country code)"
              required
              maxLength={2}
              error={err("citizenship")}
              {...register("citizenship")}
            />
          ) : null}
          {has("phoneNumber") ? (
            <TextField
              label="Phone number"
              required
              inputMode="tel"
              error={err("phoneNumber")}
              {...register("phoneNumber")}
            />
          ) : null}
          {has("socialInsuranceNumber") ? (
            <TextField
              label="Social insurance number"
              error={err("socialInsuranceNumber")}
              {...register("socialInsuranceNumber")}
            />
          ) : null}
        </div>
      </Card>

      {has("privateAddress") ? (
        <Card title="Address">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Address line 1"
              required
              error={errors.privateAddress?.addressLine1?.message}
              {...register("privateAddress.addressLine1")}
            />
            <TextField label="Address line 2" {...register("privateAddress.addressLine2")} />
            <TextField
              label="City"
              required
              error={errors.privateAddress?.city?.message}
              {...register("privateAddress.city")}
            />
            <TextField
              label="Postal code"
              required
              error={errors.privateAddress?.postalCode?.message}
              {...register("privateAddress.postalCode")}
            />
            <TextField label="State" {...register("privateAddress.state")} />
            <TextField
              label="Country (code)"
              required
              maxLength={2}
              error={errors.privateAddress?.country?.message}
              {...register("privateAddress.country")}
            />
          </div>
        </Card>
      ) : null}

      {has("iban") ? (
        <Card title="Bank details">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="IBAN" error={err("iban")} {...register("iban")} />
            <TextField label="Account number" error={err("accountNumber")} {...register("accountNumber")} />
            <TextField label="BIC / SWIFT" maxLength={20} error={err("bicSwift")} {...register("bicSwift")} />
          </div>
        </Card>
      ) : null}

      {fields.includes("jobTitle") ? (
        <Card title="Role details">
          {roleLocked ? <p className="mb-4 text-sm text-slate-700">{EDIT_MESSAGES.roleFieldsLocked}</p> : null}
          <div className="grid gap-4 sm:grid-cols-2">
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
      ) : null}

      {EXTRA_EDIT_GROUPS.map((group) =>
        group.fields.some((f) => has(f.field)) ? (
          <Card key={group.title} title={group.title}>
            <div className="grid gap-4 sm:grid-cols-2">
              {group.fields
                .filter((f) => has(f.field))
                .map(({ field, label, kind, options, maxLength }) => (
                  <div key={field} id={field}>
                    {kind === "select" ? (
                      <SelectField
                        key={field}
                        label={label}
                        placeholder="Select"
                        options={options ?? []}
                        error={err(field)}
                        {...register(field)}
                      />
                    ) : kind === "textarea" ? (
                      <TextAreaField key={field} label={label} rows={3} error={err(field)} {...register(field)} />
                    ) : kind === "checkbox" ? (
                      <label key={field} className="flex items-center gap-2 text-sm text-slate-800">
                        <input type="checkbox" {...register(field)} />
                        {label}
                      </label>
                    ) : (
                      <TextField
                        key={field}
                        label={label}
                        // A capped input is text (a number input ignores maxLength), digits only.
                        type={kind === "number" && !maxLength ? "number" : "text"}
                        inputMode={kind === "number" ? "numeric" : undefined}
                        maxLength={maxLength}
                        disabled={field === "holidayAllowanceValue" && unlimited}
                        error={err(field)}
                        {...register(field)}
                      />
                    )}
                  </div>
                ))}
            </div>
          </Card>
        ) : null,
      )}

      {has("lspId") ? (
        <EmployerCard
          control={control}
          register={register}
          countryCode={employee.country}
          employers={employers}
          legalEntities={legalEntities}
          errorOf={err}
        />
      ) : null}

      {has("onboardingStatus") ? (
        <Card title="Administrative information">
          <div className="grid gap-4 sm:grid-cols-2">
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
      ) : null}

      <div className="flex justify-end gap-2">
        {!completing ? (
          <Link
            href={backHref}
            className="inline-flex min-h-10 items-center rounded-md border border-slate-300 px-4 text-sm"
          >
            Cancel
          </Link>
        ) : null}
        <Button type="submit" loading={isSubmitting}>
          {completing ? "Next" : "Save"}
        </Button>
      </div>
      <Dialog
        open={savedNotice}
        onOpenChange={(open) => {
          if (!open) leave();
        }}
        title="Changes were saved"
        description={EDIT_MESSAGES.payrollCutoff}
        footer={
          <Button type="button" onClick={leave}>
            OK
          </Button>
        }
      />
    </form>
  );
}
