"use client";

// One country's choice under its catalogue (spec 1 sections 4, 5): Yes, No or Remind me later, saved with the
// button (POST `path`, the route's ZBenefitPreference); 'Remind me later' needs the consent checkbox in the spec's
// words. Read-only for who may not choose.
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import { apiFetch, failureMessage } from "@/lib/http/client";
import { BENEFIT_CHOICES, REMIND_LATER_CONSENT, type BenefitChoice } from "@/lib/benefits/rules";
import { ZBenefitPreference } from "@/lib/benefits/schema";
import { Button } from "@/components/ui/button";
import { useApiForm } from "@/components/ui/use-api-form";

// The form's fields: the country is the section's.
const ZChoice = ZBenefitPreference.omit({ countryCode: true });
type ChoiceInput = z.input<typeof ZChoice>;
type Choice = z.output<typeof ZChoice>;

export function BenefitCountryChoice({
  countryCode,
  countryName,
  stored,
  consentGiven,
  canChoose,
  path,
  onSaved,
}: {
  countryCode: string;
  countryName: string;
  stored: BenefitChoice | null;
  consentGiven: boolean;
  canChoose: boolean;
  /** The company's preferences endpoint (POST one country's choice). */
  path: string;
  onSaved: () => Promise<unknown>;
}) {
  const form = useForm<ChoiceInput, unknown, Choice>({
    resolver: zodResolver(ZChoice),
    defaultValues: {
      selectionStatus: (stored ?? undefined) as ChoiceInput["selectionStatus"],
      consentGiven: stored === "REMIND_LATER" && consentGiven,
    },
  });
  const [choice, consent] = useWatch({ control: form.control, name: ["selectionStatus", "consentGiven"] });
  const { submit } = useApiForm(form);
  const save = submit(async ({ selectionStatus, consentGiven: given }: Choice) => {
    try {
      await apiFetch(path, {
        method: "POST",
        json: { countryCode, selectionStatus, consentGiven: selectionStatus === "REMIND_LATER" && given },
      });
      await onSaved();
    } catch (e) {
      // The form has no banner: the refusal is this toast.
      toast.error(failureMessage(e, "Could not save the choice"));
      throw e;
    }
    toast.success("Benefits choice saved");
  });
  const label = (value: BenefitChoice | null) =>
    BENEFIT_CHOICES.find((c) => c.value === value)?.label ?? "Not chosen yet";

  if (!canChoose) return <p className="text-sm text-slate-800">Your choice: {label(stored)}</p>;

  const needsConsent = choice === "REMIND_LATER" && !consent;
  const consentId = `benefits-consent-${countryCode}`;
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        if (!choice || needsConsent) return e.preventDefault();
        void form.handleSubmit(save)(e);
      }}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">Add supplementary benefits in {countryName}?</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {BENEFIT_CHOICES.map((c) => (
            <label key={c.value} className="flex min-h-10 items-center gap-2 text-sm">
              <input
                type="radio"
                name={`benefits-${countryCode}`}
                value={c.value}
                checked={choice === c.value}
                onChange={() => form.setValue("selectionStatus", c.value)}
              />
              {c.label}
            </label>
          ))}
        </div>
      </fieldset>
      {choice === "REMIND_LATER" ? (
        <label htmlFor={consentId} className="flex items-start gap-2 text-sm text-slate-800">
          <input
            id={consentId}
            type="checkbox"
            className="mt-1"
            checked={!!consent}
            onChange={(e) => form.setValue("consentGiven", e.target.checked)}
          />
          {REMIND_LATER_CONSENT}
        </label>
      ) : null}
      <Button
        type="submit"
        variant="secondary"
        disabled={!choice || needsConsent}
        loading={form.formState.isSubmitting}
      >
        Save choice<span className="sr-only"> for {countryName}</span>
      </Button>
    </form>
  );
}
