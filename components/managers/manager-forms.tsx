"use client";

// Add manager (multi-step, one transaction on the server, then a success screen offering the invite)
// and edit manager (job title, department). One zod schema per form, shared with the route.
import Link from "next/link";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { apiErrorOf, apiErrorStatus } from "@/components/ui/api-error";
import { MESSAGES } from "@/lib/errors";
import {
  DEPARTMENTS,
  ZAddManager,
  ZUpdateManager,
  type TAddManager,
  type TUpdateManager,
} from "@/lib/account/managers/schema";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { Banner, Card } from "@/components/ui/misc";
import { toastApiError, useApiForm } from "@/components/ui/use-api-form";
import { PersonFields } from "@/components/ui/person-fields";
import { InviteButton } from "@/components/managers/invite-button";
import { useFocusOnChange } from "@/components/ui/use-focus-on-change";

const GENERIC = "Something went wrong, please try again later";
const DEPARTMENT_OPTIONS = DEPARTMENTS.map((d) => ({ value: d, label: d }));
const STEP_FIELDS: (keyof TAddManager)[][] = [
  ["firstName", "lastName", "email"],
  ["jobTitle", "department"],
];

export function AddManagerForm({ companyId }: { companyId: string }) {
  const [step, setStep] = useState(0);
  const [created, setCreated] = useState<{ userId: string; id: string; name: string } | null>(null);
  // The next step, and the success card replacing the form, land keyboard focus on their first line.
  const focusRef = useFocusOnChange(created ? "created" : step);
  const form = useForm<TAddManager>({
    resolver: zodResolver(ZAddManager),
    mode: "onChange",
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      jobTitle: "",
      department: "" as TAddManager["department"],
    },
  });
  const { register, formState, trigger, handleSubmit, setError, control } = form;
  const { serverError: formError, setServerError: setFormError, submit } = useApiForm(form);
  const values = useWatch({ control });
  const stepValid = STEP_FIELDS[step].every((f) => !formState.errors[f] && String(values[f] ?? "") !== "");

  if (created)
    return (
      <Card title="Manager added">
        <p ref={focusRef} tabIndex={-1} className="mb-4 text-sm text-slate-700 outline-none" role="status">
          {created.name} was added as a manager.
        </p>
        <div className="flex flex-wrap items-center gap-4">
          <InviteButton userId={created.userId} initialStatus={null} />
          <Link href={`/companies/${companyId}/managers/${created.id}`} className="text-sm text-indigo-700 underline">
            View manager
          </Link>
        </div>
      </Card>
    );

  const next = async () => {
    if (await trigger(STEP_FIELDS[step])) setStep(1);
  };

  const add = submit(async (values: TAddManager) => {
    try {
      const res = await apiFetch<{ id: string; userId: string }>(`/api/companies/${companyId}/managers`, {
        method: "POST",
        json: values,
      });
      setCreated({ ...res, name: `${values.firstName} ${values.lastName}` });
    } catch (error) {
      if (apiErrorStatus(error) === 409) {
        setStep(0);
        setError("email", { message: MESSAGES.duplicateManager });
        setFormError(MESSAGES.duplicateManager);
        return;
      }
      // Field errors go under their fields, on the step that has them; any other refusal is a toast.
      toastApiError(form, error, { fallback: GENERIC, title: "Error" });
      const fields = apiErrorOf(error)?.fieldErrors ?? {};
      if (Object.keys(fields).length) setStep(STEP_FIELDS[0].some((f) => fields[f]) ? 0 : 1);
    }
  });

  return (
    <form onSubmit={handleSubmit(add)} noValidate className="space-y-4" aria-label="Add manager">
      <p ref={focusRef} tabIndex={-1} className="text-sm text-slate-600 outline-none">
        Step {step + 1}/2
      </p>
      {formError ? <Banner tone="error" title={formError} /> : null}
      <Card title={step === 0 ? "Personal details" : "Role"}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2" hidden={step !== 0}>
          <PersonFields form={form} email />
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2" hidden={step !== 1}>
          <TextField label="Job title" required error={formState.errors.jobTitle?.message} {...register("jobTitle")} />
          <SelectField
            label="Department"
            required
            placeholder="Select a department"
            options={DEPARTMENT_OPTIONS}
            error={formState.errors.department?.message}
            {...register("department")}
          />
        </div>
      </Card>
      <div className="flex gap-3">
        {step === 1 ? (
          <Button variant="secondary" onClick={() => setStep(0)}>
            Back
          </Button>
        ) : null}
        {step === 0 ? (
          <Button onClick={next} disabled={!stepValid}>
            Next
          </Button>
        ) : (
          <Button type="submit" disabled={!stepValid} loading={formState.isSubmitting}>
            Add manager
          </Button>
        )}
      </div>
    </form>
  );
}

export function EditManagerForm({
  companyId,
  managerId,
  defaults,
}: {
  companyId: string;
  managerId: string;
  defaults: TUpdateManager;
}) {
  const router = useRouter();
  const form = useForm<TUpdateManager>({
    resolver: zodResolver(ZUpdateManager),
    defaultValues: defaults,
    mode: "onTouched",
  });
  const { register, formState, handleSubmit } = form;
  const { submit } = useApiForm(form);
  const save = submit(async (values: TUpdateManager) => {
    try {
      await apiFetch(`/api/companies/${companyId}/managers/${managerId}`, { method: "PATCH", json: values });
    } catch (error) {
      // The form has no banner: field errors under their fields, any other refusal a toast.
      toastApiError(form, error, { fallback: GENERIC, title: "Error" });
      throw error;
    }
    toast.success("Manager updated");
    router.push(`/companies/${companyId}/managers/${managerId}`);
    router.refresh();
  });
  return (
    <form onSubmit={handleSubmit(save)} noValidate className="space-y-4" aria-label="Edit manager">
      <Card>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label="Job title" required error={formState.errors.jobTitle?.message} {...register("jobTitle")} />
          <SelectField
            label="Department"
            required
            placeholder="Select a department"
            options={DEPARTMENT_OPTIONS}
            error={formState.errors.department?.message}
            {...register("department")}
          />
        </div>
      </Card>
      <div className="flex gap-3">
        <Button type="submit" loading={formState.isSubmitting}>
          Save
        </Button>
        <Link
          href={`/companies/${companyId}/managers/${managerId}`}
          className="inline-flex min-h-10 items-center px-4 text-sm text-indigo-700 underline"
        >
          Cancel
        </Link>
      </div>
    </form>
  );
}
