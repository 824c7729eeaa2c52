"use client";

// The contract questionnaire (spec 1 section 5; spec 3 section 4): sections of titled groups, conditions,
// dependent lists and hidden entries; validated with the same rules as the server.
import { useMemo } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { get, useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Banner } from "@/components/ui/misc";
import { QuestionnaireField } from "@/components/contracts/questionnaire-field";
import { apiFetch } from "@/lib/http/client";
import { useApiForm } from "@/components/ui/use-api-form";
import { visibleEntries, validateAnswers, type Answer, type Answers } from "@/lib/contracts/questionnaire";
import { CONTRACT_MESSAGES } from "@/lib/contracts/statuses";
import type { EditMode } from "@/lib/contracts/schema";
import type { EntryDefinition } from "@/lib/contracts/questionnaire";
import type { QuestionnaireView } from "@/lib/contracts/get-questionnaire";

const TITLES: Record<EditMode, string> = {
  "generate-contract": "Generate new contract",
  "edit-answers": "Edit contract answers",
  "complete-information": "Complete missing information",
};

// The answers are one field of the form (attribute names are the template's, used as they are); the server's
// refusals come keyed answers.<attribute>, which useApiForm puts under the same field.
type Values = { answers: Answers };

/** The questionnaire's own rules (validateAnswers, the server's too) as the form's resolver. */
const answersResolver =
  (definitions: EntryDefinition[], partial: boolean): Resolver<Values> =>
  async (values) => {
    const local = validateAnswers(definitions, values.answers, { partial });
    if (!Object.keys(local).length) return { values, errors: {} };
    const answers = Object.fromEntries(
      Object.entries(local).map(([attribute, messages]) => [attribute, { type: "validate", message: messages[0] }]),
    );
    return { values: {}, errors: { answers } as unknown as FieldErrors<Values> };
  };

export function ContractEditClient({ data, mode }: { data: QuestionnaireView; mode: EditMode }) {
  const router = useRouter();
  const form = useForm<Values>({
    resolver: answersResolver(data.definitions, mode !== "generate-contract"),
    defaultValues: { answers: data.answers },
  });
  const { errors, isSubmitting } = form.formState;
  const { serverError, submit } = useApiForm(form);
  const answers = useWatch({ control: form.control, name: "answers" });
  // The resolver's errors are keyed by the attribute as it is; the server's are set by path (answers.<attribute>).
  const errorOf = (attribute: string): string | undefined =>
    (errors.answers as Record<string, { message?: string }> | undefined)?.[attribute]?.message ??
    (get(errors, `answers.${attribute}`) as { message?: string } | undefined)?.message;
  const shown = visibleEntries(data.definitions, answers);
  const sections = useMemo(() => {
    const out = new Map<string, typeof shown>();
    for (const entry of shown)
      out.set(entry.section ?? "Contract details", [...(out.get(entry.section ?? "Contract details") ?? []), entry]);
    return [...out.entries()];
  }, [shown]);
  const back = `/employees/${data.employeeId}/contracts/${data.documentId}`;

  const save = submit(async ({ answers: values }: Values) => {
    const payload = Object.fromEntries(shown.map((d) => [d.attribute, values[d.attribute] ?? null]));
    try {
      const res = await apiFetch<{ documentId: string; pendingReview: string | null }>("/api/contracts", {
        method: "PATCH",
        json: { employeeId: data.employeeId, companyId: data.companyId, mode, answers: payload },
      });
      const hash = res.pendingReview ? `#${res.pendingReview}` : "";
      router.push(`/employees/${data.employeeId}/contracts/${res.documentId}${hash}`);
    } catch (e) {
      // Spec 1 section 8: the update failure toast; the page's alert ('The request failed because: ' + message)
      // is the banner below, from useApiForm.
      toast.error(CONTRACT_MESSAGES.updateFailed + (e instanceof Error ? e.message : String(e)));
      throw e;
    }
  });
  // The first answer the questionnaire refuses gets the focus.
  const focusFirst = (invalid: FieldErrors<Values>) => {
    const first = Object.keys(invalid.answers ?? {})[0];
    if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  return (
    <form className="max-w-3xl space-y-6" onSubmit={form.handleSubmit(save, focusFirst)} noValidate>
      <div>
        <Link href={back} className="text-sm text-indigo-700 underline">
          Back to contract
        </Link>
        <h1 className="mt-1 text-2xl font-semibold text-slate-900">{TITLES[mode]}</h1>
        <p className="text-sm text-slate-700">
          {data.employeeName} · {data.templateName}
        </p>
        <p className="mt-2 text-sm text-slate-700">
          <span className="text-red-700">*</span> required field
        </p>
      </div>
      {serverError ? <Banner tone="error" title={CONTRACT_MESSAGES.editFailed + serverError} /> : null}
      {sections.map(([title, entries]) => (
        <fieldset key={title} className="space-y-4 rounded-md border border-slate-300 p-4">
          <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
          {entries.map((entry) => (
            <QuestionnaireField
              key={entry.attribute}
              entry={entry}
              answers={answers}
              error={errorOf(entry.attribute)}
              onChange={(value: Answer) =>
                form.setValue("answers", { ...form.getValues("answers"), [entry.attribute]: value })
              }
            />
          ))}
        </fieldset>
      ))}
      <div className="flex gap-2">
        <Link
          href={back}
          className="inline-flex min-h-10 items-center rounded-md border border-slate-300 px-4 text-sm font-medium text-slate-900"
        >
          Cancel
        </Link>
        <Button type="submit" loading={isSubmitting}>
          {mode === "generate-contract" ? "Generate contract" : "Confirm"}
        </Button>
      </div>
    </form>
  );
}
