"use client";

// The termination request's form state (spec 2 section 5), shared by the screen and its sections: one zod schema
// with the server (ZTerminationForm), validation on every change, and conditional answers cleared when their
// condition goes away.
import { useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ApiError } from "@/lib/http/client";
import { apiErrorOf } from "@/components/ui/api-error";
import { ZTerminationForm, type TerminationForm, type TerminationFormInput } from "@/lib/terminations/schema";
import type { TerminationFormContext } from "@/lib/terminations/get-termination-form-context";

export type Values = TerminationFormInput;

/** Spec 2 section 2: back where the loader says (managers to /employees, everyone else to the company page). */
export function terminationReturnRoutes({
  companyId,
  employeeId,
  links,
}: Pick<TerminationFormContext, "companyId" | "employeeId" | "links">) {
  return {
    back: links.back,
    // Closing the confirmation opens the request just filed (the company's termination tab is not every
    // admin's, so the list would leave some without it).
    afterSubmit: (requestId: string) =>
      `/companies/${companyId}/employee/${employeeId}/termination-requests/${encodeURIComponent(requestId)}/view`,
  };
}

/** Empty answers are dropped from the payload (spec 2 section 5). */
export function dropEmpty(values: Values): Values {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([, v]) =>
        v !== undefined &&
        v !== null &&
        !(typeof v === "string" && v.trim() === "") &&
        !(Array.isArray(v) && !v.length),
    ),
  ) as Values;
}

/** The server keys its field errors by the payload's path ("answers.lastWorkingDayPreference"): the form's names. */
export function withAnswerFields(error: unknown): unknown {
  const apiError = apiErrorOf(error);
  if (!apiError) return error;
  const fieldErrors = Object.fromEntries(
    Object.entries(apiError.fieldErrors).map(([path, messages]) => [path.replace(/^answers\./, ""), messages]),
  );
  return new ApiError(apiError.status, { ...apiError.body, fieldErrors });
}

export function useTerminationForm(timeZone: string) {
  const form: UseFormReturn<Values, unknown, TerminationForm> = useForm<Values, unknown, TerminationForm>({
    resolver: zodResolver(ZTerminationForm),
    mode: "onChange",
    defaultValues: {
      timeZone,
      isEmployeeOPManager: "",
      employeeManagerEmail: "",
      isEmployeeAwareOfTermination: "",
      terminationReason: "",
      detailsOfTerminationReason: "",
      hasDisputesWithEmployee: "",
      detailsOfDisputesWithEmployee: "",
      lastWorkingDayPreference: "",
      lastEmploymentDatePreference: "",
      employeeNonHolidayLeaves: [],
      numberOfVacationDaysBeforeLastEmploymentDate: "",
      overtimeOwed: "",
      overtimeUnits: "",
      numberOfDaysOwed: "",
      terminationSupportDocumentation: [],
    },
  });
  const { errors } = form.formState;
  const watch = useWatch({ control: form.control }) as Values;
  const err = (name: keyof Values) => errors[name]?.message as string | undefined;
  const setAndCheck = (name: keyof Values, value: Values[keyof Values]) =>
    form.setValue(name, value as never, { shouldValidate: true, shouldDirty: true, shouldTouch: true });

  /** A parent answer changed: its conditional answer is cleared when the condition no longer holds. */
  const choose = (name: keyof Values, value: string, dependent?: { field: keyof Values; when: string }) => {
    setAndCheck(name, value);
    if (dependent && value !== dependent.when) setAndCheck(dependent.field, "");
  };

  return { form, watch, err, setAndCheck, choose };
}

/** What the form's sections get: the form, its watched values and the helpers above. */
export type TerminationFields = ReturnType<typeof useTerminationForm>;
