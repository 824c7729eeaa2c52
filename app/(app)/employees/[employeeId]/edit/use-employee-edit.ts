"use client";

// The employee edit form's state and saving (spec 1 sections 4, 5 and 9): the route's schema, role fields left
// out once locked, Unlimited time off forcing 0 holiday days, only changed fields sent, the API's field errors
// under their fields (useApiForm), and the payroll cutoff notice after late bank or address changes.
import { useEffect, useMemo, useState } from "react";
import { useRouter } from "next/navigation";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { apiFetch, failureMessage } from "@/lib/http/client";
import type { EmployeeDto } from "@/lib/employees/dto";
import {
  employeeEditSchema,
  ROLE_FIELDS,
  roleFieldsLocked,
  showsPayrollCutoffNotice,
  type EmployeeEditField,
  type TEmployeeEdit,
} from "@/lib/employees/edit-schema";
import { statutoryMinimumHint } from "@/lib/holidays/statutory-minimum";
import { GENERIC_FAILURE, useApiForm } from "@/components/ui/use-api-form";
import { defaultsOf, type TEmployeeEditInput } from "./edit-form";

export function useEmployeeEdit({
  employee,
  fields,
  backHref,
  completing,
  extraDefaults,
  salaryCurrencies = null,
}: {
  employee: EmployeeDto;
  fields: EmployeeEditField[];
  backHref: string;
  completing: boolean;
  extraDefaults: Record<string, string | boolean>;
  salaryCurrencies?: string[] | null;
}) {
  const router = useRouter();
  const currentStartDate = employee.employmentDetails.startDate || null;
  // Spec 1 section 4: role fields are hidden once an Active or Inactive employee's start date has passed (the
  // server refuses a change of them); they are left out of the form's values, so they are neither checked nor sent.
  const roleLocked = roleFieldsLocked({ onboardingStatus: employee.onboardingStatus, startDate: currentStartDate });
  const isLockedField = (f: EmployeeEditField) => roleLocked && (ROLE_FIELDS as readonly string[]).includes(f);
  const has = (f: EmployeeEditField) => fields.includes(f) && !isLockedField(f);
  // The same schema as the route; the stored start date, unchanged, is not a new date to check.
  const schema = useMemo(
    () => employeeEditSchema({ currentStartDate, salaryCurrencies }),
    [currentStartDate, salaryCurrencies],
  );
  const form = useForm<TEmployeeEditInput, unknown, TEmployeeEdit>({
    resolver: zodResolver(schema),
    defaultValues: Object.fromEntries(
      Object.entries({ ...defaultsOf(employee), ...extraDefaults }).filter(
        ([key]) => !isLockedField(key as EmployeeEditField),
      ),
    ) as TEmployeeEditInput,
  });
  const { handleSubmit, setValue, getValues, control, formState } = form;
  const { errors, dirtyFields } = formState;
  const { submit } = useApiForm(form);
  // After bank or address changes on days 6 to 31: the saved-changes modal with the cutoff notice (spec 1 §9).
  const [savedNotice, setSavedNotice] = useState(false);
  const leave = () => {
    router.push(completing ? "/" : backHref);
    router.refresh();
  };

  // Spec 1 section 5: Unlimited time off forces the holiday days to 0 and disables the days input.
  const holidayType = useWatch({ control, name: "holidayAllowanceType" });
  const unlimited = holidayType === "UNLIMITED";
  // The country's statutory minimum of holiday days, next to the days input (the server refuses fewer).
  const holidayHint = statutoryMinimumHint(employee.country, holidayType);
  useEffect(() => {
    if (unlimited && has("holidayAllowanceValue") && String(getValues("holidayAllowanceValue")) !== "0")
      setValue("holidayAllowanceValue", "0", { shouldDirty: true, shouldValidate: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the type changes
  }, [unlimited]);

  useEffect(() => {
    const target = window.location.hash.slice(1);
    if (target && fields.includes(target as EmployeeEditField)) form.setFocus(target as EmployeeEditField);
  }, [fields, form]);

  const save = async (values: TEmployeeEdit) => {
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
    let result: { needsRequiredFieldsFilled: boolean };
    try {
      result = await apiFetch(`/api/employees/${employee.id}`, { method: "PATCH", json: changed });
    } catch (error) {
      // The API's sentence is a toast; useApiForm puts its field errors under their fields.
      toast.error(failureMessage(error, GENERIC_FAILURE));
      throw error;
    }
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
  };
  const onInvalid = (formErrors: FieldErrors<TEmployeeEditInput>) => {
    // Spec 1 section 5: on errors the form scrolls to and focuses the first invalid field.
    const first = Object.keys(formErrors)[0];
    if (first) form.setFocus(first as EmployeeEditField);
  };
  const err = (f: EmployeeEditField) => (errors[f] as { message?: string } | undefined)?.message;

  return {
    form,
    has,
    err,
    roleLocked,
    unlimited,
    holidayHint,
    savedNotice,
    leave,
    onSubmit: handleSubmit(submit(save), onInvalid),
  };
}
