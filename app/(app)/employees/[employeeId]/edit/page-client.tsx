"use client";

// Edit employee, and the new hire's 'Complete basic profile' (spec 1 sections 4, 5 and 9): the cards of the
// fields the actor edits, checked with the route's schema; only changed fields are sent, the API's field errors
// go under their fields, and bank or address changes late in the month end on the payroll cutoff notice.
import Link from "next/link";
import type { EmployeeDto } from "@/lib/employees/dto";
import { EDIT_MESSAGES, type EmployeeEditField } from "@/lib/employees/edit-schema";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Banner } from "@/components/ui/misc";
import type { Choice } from "./edit-form";
import { EmployerCard } from "./employer-card";
import { ExtraFieldCards } from "./extra-field-cards";
import { AddressCard, BankDetailsCard, PersonalDetailsCard } from "./personal-details-card";
import { RegionCard } from "./region-card";
import { AdministrativeCard, RoleDetailsCard } from "./role-details-card";
import { useEmployeeEdit } from "./use-employee-edit";

export function EmployeeEditForm({
  employee,
  fields,
  backHref,
  completing,
  extraDefaults = {},
  employers = [],
  legalEntities = [],
  salaryCurrencies = null,
  regions = [],
}: {
  employee: EmployeeDto;
  fields: EmployeeEditField[];
  backHref: string;
  completing: boolean;
  extraDefaults?: Record<string, string | boolean>;
  employers?: Choice[];
  legalEntities?: Choice[];
  /** The salary currencies offered; null: any (admins and the employee, spec 1 section 6). */
  salaryCurrencies?: string[] | null;
  /** The states of the employee's country whose public holidays they may keep. */
  regions?: Choice[];
}) {
  const { form, has, err, roleLocked, unlimited, holidayHint, savedNotice, leave, onSubmit } = useEmployeeEdit({
    employee,
    fields,
    backHref,
    completing,
    extraDefaults,
    salaryCurrencies,
  });
  const { register, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const card = { register, err, has };

  return (
    <form onSubmit={onSubmit} noValidate className="mx-auto max-w-3xl space-y-6">
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
      <PersonalDetailsCard {...card} />
      {has("privateAddress") ? <AddressCard register={register} errors={errors} /> : null}
      {has("iban") ? <BankDetailsCard {...card} /> : null}
      {fields.includes("jobTitle") ? <RoleDetailsCard {...card} roleLocked={roleLocked} /> : null}
      <ExtraFieldCards {...card} unlimited={unlimited} holidayHint={holidayHint} salaryCurrencies={salaryCurrencies} />
      {has("region") ? <RegionCard {...card} regions={regions} /> : null}
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
      {has("onboardingStatus") ? <AdministrativeCard {...card} /> : null}
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
        onOpenChange={(open) => !open && leave()}
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
