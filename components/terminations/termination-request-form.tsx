"use client";

// 'Request termination' (spec 2 sections 2 and 5): the warning modal first, then the note, the Do/Don't
// guidance and the form. One zod schema with the server (ZTerminationForm): validation on every change,
// conditional answers cleared when their condition goes away, submit disabled while any error exists, empty
// answers dropped from the payload. Support documents go through POST /api/terminations/documents (stored
// under terminations/{companyId}/{employeeId}) with a progress bar.
import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { apiFetch, ApiError } from "@/lib/http/client";
import { ACCEPT_ATTRIBUTE, checkFileMeta } from "@/lib/documents/schema";
import {
  NON_HOLIDAY_LEAVES,
  OVERTIME_UNITS,
  TERMINATION_REASONS,
  YES_NO,
  ZTerminationForm,
  minimumTerminationDate,
  todayIn,
  type TerminationForm,
  type TerminationFormInput,
} from "@/lib/terminations/schema";
import { LEAVE_LABEL, OVERTIME_UNIT_LABEL, QUESTION, REASON_LABEL, YES_NO_LABEL } from "@/lib/terminations/labels";
import type { TerminationFormContext } from "@/lib/terminations/get-termination-form-context";
import { uploadWithProgress } from "@/components/payroll/shared";
import { Button } from "@/components/ui/button";
import { CheckboxField, FieldShell, SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { Dialog } from "@/components/ui/dialog";
import { Banner, Card } from "@/components/ui/misc";

export const WARNING_TICK = "By ticking you agree that you have read the above.";
const MAX_DOCUMENTS = 10;

type Values = TerminationFormInput;
type UploadedDoc = { id: string; title: string };

/** Spec 2 section 2: managers go back to /employees, everyone else to the company page. */
export function terminationReturnRoutes(isManager: boolean, companyId: string) {
  return {
    back: isManager ? "/employees#employees" : `/companies/${companyId}#employees`,
    afterSubmit: isManager ? "/employees#termination-requests" : `/companies/${companyId}#termination-requests`,
  };
}

/** Empty answers are dropped from the payload (spec 2 section 5). */
function dropEmpty(values: Values): Values {
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

function Choice({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  value: string | undefined;
  onChange: (value: string) => void;
  error?: string;
}) {
  const errorId = error ? `${name}-error` : undefined;
  return (
    <fieldset className="space-y-1" aria-describedby={errorId}>
      <legend className="text-sm font-medium text-slate-800">
        {legend}
        <span className="text-red-700"> *</span>
      </legend>
      <div className="flex flex-wrap gap-4">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="accent-indigo-600"
            />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const yesNo = YES_NO.map((v) => ({ value: v, label: YES_NO_LABEL[v] }));

function Guidance() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card title="Do">
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
          <li>Tell us about the termination before you tell the employee.</li>
          <li>Keep written records of performance reviews, warnings and any disputes.</li>
          <li>Attach every document that supports the reason for the termination.</li>
          <li>Leave enough notice: the local rules may require more than 30 days.</li>
        </ul>
      </Card>
      <Card title="Don't">
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
          <li>Don&apos;t inform the employee or stop their access before we confirm the next steps.</li>
          <li>Don&apos;t agree a last working day or a settlement with the employee yourself.</li>
          <li>Don&apos;t withhold salary, holiday pay or overtime the employee is owed.</li>
        </ul>
      </Card>
    </div>
  );
}

export function TerminationRequestForm({
  context,
  isManager,
}: {
  context: TerminationFormContext;
  isManager: boolean;
}) {
  const router = useRouter();
  const routes = terminationReturnRoutes(isManager, context.companyId);
  const [acknowledged, setAcknowledged] = useState(false);
  const [ticked, setTicked] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [docs, setDocs] = useState<UploadedDoc[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [timeZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const minDate = minimumTerminationDate(todayIn(timeZone));

  const form = useForm<Values, unknown, TerminationForm>({
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
  const { errors, isValid, isSubmitting } = form.formState;
  const watch = useWatch({ control: form.control }) as Values;
  const err = (name: keyof Values) => errors[name]?.message as string | undefined;
  const setAndCheck = (name: keyof Values, value: Values[keyof Values]) =>
    form.setValue(name, value as never, { shouldValidate: true, shouldDirty: true, shouldTouch: true });

  /** A parent answer changed: its conditional answer is cleared when the condition no longer holds. */
  const choose = (name: keyof Values, value: string, dependent?: { field: keyof Values; when: string }) => {
    setAndCheck(name, value);
    if (dependent && value !== dependent.when) setAndCheck(dependent.field, "");
  };

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

  async function uploadFiles(files: FileList | null) {
    setFileError(null);
    for (const file of Array.from(files ?? [])) {
      if (docs.length >= MAX_DOCUMENTS) return setFileError(`You can attach up to ${MAX_DOCUMENTS} documents.`);
      const problem = checkFileMeta(file);
      if (problem) return setFileError(problem);
      const body = new FormData();
      body.append("file", file);
      body.append("companyId", context.companyId);
      body.append("employeeId", context.employeeId);
      setProgress(0);
      try {
        const res = await uploadWithProgress("/api/terminations/documents", body, setProgress);
        const doc = res.body as { id?: string; title?: string; message?: string };
        if (res.status >= 400 || !doc.id) return setFileError(doc.message ?? "Upload failed");
        setDocs((current) => {
          const next = [...current, { id: doc.id!, title: doc.title ?? file.name }];
          setAndCheck(
            "terminationSupportDocumentation",
            next.map((d) => d.id),
          );
          return next;
        });
      } catch {
        return setFileError("Upload failed, please try again.");
      } finally {
        setProgress(null);
      }
    }
    if (fileRef.current) fileRef.current.value = "";
  }

  const removeDoc = (id: string) => {
    const next = docs.filter((d) => d.id !== id);
    setDocs(next);
    setAndCheck(
      "terminationSupportDocumentation",
      next.map((d) => d.id),
    );
  };

  async function submit() {
    setServerError(null);
    try {
      await apiFetch("/api/terminations/requests", {
        method: "POST",
        json: { companyId: context.companyId, employeeId: context.employeeId, answers: dropEmpty(form.getValues()) },
      });
      setSubmitted(true);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [path, messages] of Object.entries(error.fieldErrors)) {
          const field = path.replace(/^answers\./, "") as keyof Values;
          if (field in form.getValues()) form.setError(field, { message: messages[0] });
        }
        setServerError(error.message);
      } else setServerError("Something went wrong, please contact our support team");
    }
  }

  const busy = isSubmitting || progress !== null;

  return (
    <div className="space-y-6">
      <Dialog
        open={!acknowledged}
        onOpenChange={(open) => !open && !acknowledged && router.push(routes.back)}
        title="Before you request a termination"
        description="Terminations follow the employment law of the employee's country. Please read the guidance on the next page before filling in the form, and do not tell the employee about the termination until we have contacted you."
        footer={
          <>
            <Button variant="secondary" onClick={() => router.push(routes.back)}>
              Cancel
            </Button>
            <Button disabled={!ticked} onClick={() => setAcknowledged(true)}>
              Continue
            </Button>
          </>
        }
      >
        <CheckboxField label={WARNING_TICK} checked={ticked} onChange={(e) => setTicked(e.target.checked)} />
      </Dialog>

      <div>
        <a href={routes.back} className="text-sm font-medium text-indigo-700 hover:underline">
          ← Back
        </a>
        <h1 className="mt-2 text-2xl font-semibold text-slate-900">Request Termination For: {context.employeeName}</h1>
      </div>
      {context.openRequestId ? (
        <Banner tone="warning" title="This employee already has an open termination request.">
          <a
            className="underline"
            href={`/companies/${context.companyId}/employee/${context.employeeId}/termination-requests/${context.openRequestId}/view`}
          >
            View the open request
          </a>
        </Banner>
      ) : null}
      <Banner tone="info" title="Note">
        Your request starts the termination process; it does not end the employment by itself. Our team checks it
        against the local rules and contacts you about notice, final pay and the next steps.
      </Banner>
      <Guidance />

      <form
        noValidate
        aria-label="Termination request"
        onSubmit={form.handleSubmit(submit)}
        className="space-y-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      >
        <Choice
          legend={QUESTION.isEmployeeOPManager}
          name="isEmployeeOPManager"
          options={yesNo}
          value={watch.isEmployeeOPManager}
          onChange={(v) => choose("isEmployeeOPManager", v, { field: "employeeManagerEmail", when: "yes" })}
          error={err("isEmployeeOPManager")}
        />
        {watch.isEmployeeOPManager === "yes" ? (
          <SelectField
            label={QUESTION.employeeManagerEmail}
            required
            placeholder="Select a manager email"
            options={context.managerEmails.map((e) => ({ value: e, label: e }))}
            {...form.register("employeeManagerEmail")}
            error={err("employeeManagerEmail")}
          />
        ) : null}
        <Choice
          legend={QUESTION.isEmployeeAwareOfTermination}
          name="isEmployeeAwareOfTermination"
          options={yesNo}
          value={watch.isEmployeeAwareOfTermination}
          onChange={(v) => choose("isEmployeeAwareOfTermination", v)}
          error={err("isEmployeeAwareOfTermination")}
        />
        <Controller
          control={form.control}
          name="terminationReason"
          render={({ field }) => (
            <SelectField
              label={QUESTION.terminationReason}
              required
              placeholder="Select a reason"
              options={TERMINATION_REASONS.map((r) => ({ value: r, label: REASON_LABEL[r] }))}
              value={field.value ?? ""}
              onBlur={field.onBlur}
              onChange={(e) =>
                choose("terminationReason", e.target.value, { field: "detailsOfTerminationReason", when: "other" })
              }
              error={err("terminationReason")}
            />
          )}
        />
        {watch.terminationReason === "other" ? (
          <TextAreaField
            label={QUESTION.detailsOfTerminationReason}
            required
            rows={3}
            {...form.register("detailsOfTerminationReason")}
            error={err("detailsOfTerminationReason")}
          />
        ) : null}
        <Choice
          legend={QUESTION.hasDisputesWithEmployee}
          name="hasDisputesWithEmployee"
          options={yesNo}
          value={watch.hasDisputesWithEmployee}
          onChange={(v) =>
            choose("hasDisputesWithEmployee", v, { field: "detailsOfDisputesWithEmployee", when: "yes" })
          }
          error={err("hasDisputesWithEmployee")}
        />
        {watch.hasDisputesWithEmployee === "yes" ? (
          <TextAreaField
            label={QUESTION.detailsOfDisputesWithEmployee}
            required
            rows={3}
            {...form.register("detailsOfDisputesWithEmployee")}
            error={err("detailsOfDisputesWithEmployee")}
          />
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="date"
            label={QUESTION.lastWorkingDayPreference}
            required
            min={minDate}
            hint={`At least 30 days from today: ${minDate} or later.`}
            {...form.register("lastWorkingDayPreference")}
            error={err("lastWorkingDayPreference")}
          />
          <TextField
            type="date"
            label={QUESTION.lastEmploymentDatePreference}
            required
            min={minDate}
            hint={`At least 30 days from today: ${minDate} or later.`}
            {...form.register("lastEmploymentDatePreference")}
            error={err("lastEmploymentDatePreference")}
          />
        </div>
        <fieldset className="space-y-1" aria-describedby={errors.employeeNonHolidayLeaves ? "leaves-error" : undefined}>
          <legend className="text-sm font-medium text-slate-800">
            {QUESTION.employeeNonHolidayLeaves}
            <span className="text-red-700"> *</span>
          </legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {NON_HOLIDAY_LEAVES.map((leave) => (
              <CheckboxField
                key={leave}
                label={LEAVE_LABEL[leave]}
                checked={(watch.employeeNonHolidayLeaves ?? []).includes(leave)}
                onChange={(e) => toggleLeave(leave, e.target.checked)}
              />
            ))}
          </div>
          {errors.employeeNonHolidayLeaves ? (
            <p id="leaves-error" role="alert" className="text-xs text-red-700">
              {errors.employeeNonHolidayLeaves.message}
            </p>
          ) : null}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-3">
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
            required={String(watch.overtimeOwed ?? "").trim() !== ""}
            disabled={String(watch.overtimeOwed ?? "").trim() === ""}
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
        <FieldShell
          label={QUESTION.terminationSupportDocumentation}
          hint="Images, pdf or word documents up to 15 MB, for example performance reviews or warnings."
          error={fileError ?? undefined}
        >
          {({ id, describedBy }) => (
            <input
              ref={fileRef}
              id={id}
              type="file"
              multiple
              accept={ACCEPT_ATTRIBUTE}
              aria-describedby={describedBy}
              disabled={busy}
              onChange={(e) => void uploadFiles(e.target.files)}
              className="block text-sm"
            />
          )}
        </FieldShell>
        {progress !== null ? (
          <div>
            <label htmlFor="termination-upload-progress" className="text-sm text-slate-800">
              Uploading document: {progress}%
            </label>
            <progress id="termination-upload-progress" className="block w-full" max={100} value={progress} />
          </div>
        ) : null}
        {docs.length ? (
          <ul className="divide-y divide-slate-100 text-sm" aria-label="Attached documents">
            {docs.map((d) => (
              <li key={d.id} className="flex items-center justify-between py-2">
                <span>{d.title}</span>
                <Button variant="link" onClick={() => removeDoc(d.id)} aria-label={`Remove ${d.title}`}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {serverError ? <Banner tone="error" title={serverError} /> : null}
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={!isValid || busy} loading={isSubmitting}>
            Submit termination request
          </Button>
          <Button variant="secondary" onClick={() => router.push(routes.back)}>
            Cancel
          </Button>
          {!isValid ? (
            <p className="text-xs text-slate-600">Answer every required question to submit the request.</p>
          ) : null}
        </div>
      </form>

      <Dialog
        open={submitted}
        onOpenChange={(open) => !open && router.push(routes.afterSubmit)}
        title="Termination request submitted"
        description={`The termination request for ${context.employeeName} has been submitted. We will contact you shortly.`}
        footer={<Button onClick={() => router.push(routes.afterSubmit)}>Close</Button>}
      />
    </div>
  );
}
