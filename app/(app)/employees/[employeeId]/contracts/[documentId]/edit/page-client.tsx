"use client";

// The contract questionnaire (spec 1 section 5; spec 3 section 4): sections of titled groups, conditions,
// dependent lists and hidden entries; validated with the same rules as the server.
import { useMemo, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Banner } from "@/components/ui/misc";
import { QuestionnaireField } from "@/components/contracts/questionnaire-field";
import { apiFetch } from "@/lib/http/client";
import { apiErrorOf } from "@/components/ui/api-error";
import { visibleEntries, validateAnswers, type Answer, type Answers } from "@/lib/contracts/questionnaire";
import { CONTRACT_MESSAGES } from "@/lib/contracts/statuses";
import type { EditMode } from "@/lib/contracts/schema";
import type { QuestionnaireView } from "@/lib/contracts/get-questionnaire";

const TITLES: Record<EditMode, string> = {
  "generate-contract": "Generate new contract",
  "edit-answers": "Edit contract answers",
  "complete-information": "Complete missing information",
};

export function ContractEditClient({ data, mode }: { data: QuestionnaireView; mode: EditMode }) {
  const router = useRouter();
  const [answers, setAnswers] = useState<Answers>(data.answers);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = visibleEntries(data.definitions, answers);
  const sections = useMemo(() => {
    const out = new Map<string, typeof shown>();
    for (const entry of shown)
      out.set(entry.section ?? "Contract details", [...(out.get(entry.section ?? "Contract details") ?? []), entry]);
    return [...out.entries()];
  }, [shown]);
  const back = `/employees/${data.employeeId}/contracts/${data.documentId}`;

  async function submit() {
    const local = validateAnswers(data.definitions, answers, { partial: mode !== "generate-contract" });
    setErrors(local);
    const first = Object.keys(local)[0];
    if (first) {
      document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    setServerError(null);
    try {
      const payload = Object.fromEntries(shown.map((d) => [d.attribute, answers[d.attribute] ?? null]));
      const res = await apiFetch<{ documentId: string; pendingReview: string | null }>("/api/contracts", {
        method: "PATCH",
        json: { employeeId: data.employeeId, companyId: data.companyId, mode, answers: payload },
      });
      const hash = res.pendingReview ? `#${res.pendingReview}` : "";
      router.push(`/employees/${data.employeeId}/contracts/${res.documentId}${hash}`);
    } catch (e) {
      const apiError = apiErrorOf(e);
      if (apiError) {
        setErrors(
          Object.fromEntries(Object.entries(apiError.fieldErrors).map(([k, v]) => [k.replace(/^answers\./, ""), v])),
        );
      }
      // Spec 1 section 8: the update failure toast, and the page's alert 'The request failed because: ' + message.
      const message = e instanceof Error ? e.message : String(e);
      toast.error(CONTRACT_MESSAGES.updateFailed + message);
      setServerError(CONTRACT_MESSAGES.editFailed + message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="max-w-3xl space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
    >
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
      {serverError ? <Banner tone="error" title={serverError} /> : null}
      {sections.map(([title, entries]) => (
        <fieldset key={title} className="space-y-4 rounded-md border border-slate-300 p-4">
          <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
          {entries.map((entry) => (
            <QuestionnaireField
              key={entry.attribute}
              entry={entry}
              answers={answers}
              error={errors[entry.attribute]?.[0]}
              onChange={(value: Answer) => setAnswers((prev) => ({ ...prev, [entry.attribute]: value }))}
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
        <Button type="submit" loading={busy}>
          {mode === "generate-contract" ? "Generate contract" : "Confirm"}
        </Button>
      </div>
    </form>
  );
}
