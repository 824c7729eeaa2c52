"use client";

// One country's choice under its catalogue (spec 1 sections 4, 5): Yes, No or Remind me later, saved with the
// button; 'Remind me later' needs the consent checkbox in the spec's words. Read-only for who may not choose.
import { useState } from "react";
import { BENEFIT_CHOICES, REMIND_LATER_CONSENT, type BenefitChoice } from "@/lib/benefits/rules";
import { Button } from "@/components/ui/button";

export function BenefitCountryChoice({
  countryCode,
  countryName,
  stored,
  consentGiven,
  canChoose,
  onSave,
}: {
  countryCode: string;
  countryName: string;
  stored: BenefitChoice | null;
  consentGiven: boolean;
  canChoose: boolean;
  onSave: (choice: BenefitChoice, consentGiven: boolean) => Promise<boolean>;
}) {
  const [choice, setChoice] = useState<BenefitChoice | null>(stored);
  const [consent, setConsent] = useState(stored === "REMIND_LATER" && consentGiven);
  const [saving, setSaving] = useState(false);
  const label = (value: BenefitChoice | null) =>
    BENEFIT_CHOICES.find((c) => c.value === value)?.label ?? "Not chosen yet";

  if (!canChoose) return <p className="text-sm text-slate-800">Your choice: {label(stored)}</p>;

  const needsConsent = choice === "REMIND_LATER" && !consent;
  const consentId = `benefits-consent-${countryCode}`;
  return (
    <form
      className="space-y-3"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!choice || needsConsent) return;
        setSaving(true);
        try {
          await onSave(choice, choice === "REMIND_LATER" && consent);
        } finally {
          setSaving(false);
        }
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
                onChange={() => setChoice(c.value)}
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
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
          />
          {REMIND_LATER_CONSENT}
        </label>
      ) : null}
      <Button type="submit" variant="secondary" disabled={!choice || needsConsent} loading={saving}>
        Save choice<span className="sr-only"> for {countryName}</span>
      </Button>
    </form>
  );
}
