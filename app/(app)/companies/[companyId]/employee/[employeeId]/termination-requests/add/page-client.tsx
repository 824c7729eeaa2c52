"use client";

// 'Request termination' (spec 2 sections 2 and 5): the warning modal first, then the note, the Do/Don't
// guidance and the form. One zod schema with the server (ZTerminationForm): validation on every change,
// conditional answers cleared when their condition goes away, submit disabled while any error exists, empty
// answers dropped from the payload.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { apiFetch } from "@/lib/http/client";
import { minimumTerminationDate, todayIn } from "@/lib/terminations/schema";
import type { TerminationFormContext } from "@/lib/terminations/get-termination-form-context";
import { Button } from "@/components/ui/button";
import { Banner } from "@/components/ui/misc";
import { useApiForm } from "@/components/ui/use-api-form";
import { DatesFields } from "./dates-fields";
import { Guidance } from "./guidance";
import { LeaveFields } from "./leave-fields";
import { ReasonFields } from "./reason-fields";
import { SuccessDialog } from "./success-dialog";
import { SupportDocuments, useSupportDocuments } from "./support-documents";
import { dropEmpty, terminationReturnRoutes, useTerminationForm, withAnswerFields } from "./termination-form";
import { WarningModal } from "./warning-modal";

export function TerminationRequestForm({ context }: { context: TerminationFormContext }) {
  const router = useRouter();
  const routes = terminationReturnRoutes(context);
  const [acknowledged, setAcknowledged] = useState(false);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [timeZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const minDate = minimumTerminationDate(todayIn(timeZone));
  const fields = useTerminationForm(timeZone);
  const { form } = fields;
  const { isValid, isSubmitting } = form.formState;
  const uploads = useSupportDocuments(context, fields.setAndCheck);
  const { serverError, submit } = useApiForm(form);
  const busy = isSubmitting || uploads.uploading;

  // The form's own answers (not the schema's output) are sent, without the empty ones.
  const send = submit(async () => {
    const answers = form.getValues();
    let created: { id: string };
    try {
      created = await apiFetch<{ id: string }>("/api/terminations/requests", {
        method: "POST",
        json: { companyId: context.companyId, employeeId: context.employeeId, answers: dropEmpty(answers) },
      });
    } catch (error) {
      throw withAnswerFields(error);
    }
    setSubmitted(created.id);
  });

  return (
    <div className="space-y-6">
      <WarningModal
        open={!acknowledged}
        onAcknowledge={() => setAcknowledged(true)}
        onLeave={() => router.push(routes.back)}
      />

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
      <Guidance />

      <form
        noValidate
        aria-label="Termination request"
        onSubmit={form.handleSubmit(send)}
        className="space-y-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      >
        <ReasonFields fields={fields} managerEmails={context.managerEmails} />
        <DatesFields fields={fields} minDate={minDate} />
        <LeaveFields fields={fields} />
        <SupportDocuments uploads={uploads} disabled={busy} />
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

      <SuccessDialog
        open={submitted !== null}
        employeeName={context.employeeName}
        onClose={() => submitted && router.push(routes.afterSubmit(submitted))}
      />
    </div>
  );
}
