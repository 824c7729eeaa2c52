"use client";

// A client's supplementary benefits choice per country (spec 1 section 4): Yes, No or Remind me later; a
// country that requires benefits shows Yes, fixed, with no choice. Used by the company tab #benefits and the
// admin /benefits page.
import { useState } from "react";
import useSWR from "swr";
import { toast } from "sonner";
import { apiFetch, ApiError, swrFetcher } from "@/lib/http/client";
import { BENEFIT_CHOICES, type BenefitChoice } from "@/lib/benefits/rules";
import type { BenefitPreferencesDto } from "@/lib/benefits/list-preferences";
import { Banner, Card, EmptyState } from "@/components/ui/misc";

type Prefs = Omit<BenefitPreferencesDto, "items"> & {
  items: (Omit<BenefitPreferencesDto["items"][number], "updatedAt"> & { updatedAt: string | null })[];
};

export function BenefitsChoices({ companyId, canChoose }: { companyId: string; canChoose: boolean }) {
  const path = `/api/benefits/client/${companyId}/preferences`;
  const { data, error, mutate } = useSWR<Prefs>(path, swrFetcher);
  const [saving, setSaving] = useState<string | null>(null);
  const [consent, setConsent] = useState<Record<string, boolean>>({});
  // The choice shows at once; a refused save puts the stored one back.
  const [chosen, setChosen] = useState<Record<string, BenefitChoice>>({});

  async function choose(countryCode: string, selectionStatus: BenefitChoice) {
    setSaving(countryCode);
    setChosen((c) => ({ ...c, [countryCode]: selectionStatus }));
    try {
      await apiFetch(path, {
        method: "POST",
        json: { countryCode, selectionStatus, consentGiven: consent[countryCode] ?? false },
      });
      await mutate();
      setChosen(({ [countryCode]: _, ...rest }) => rest);
      toast.success("Benefits choice saved");
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : "Could not save the choice");
      setChosen(({ [countryCode]: _, ...rest }) => rest);
    } finally {
      setSaving(null);
    }
  }

  if (error) return <Banner tone="error" title="Cannot load the benefits choices" />;
  if (!data) return <p className="text-sm text-slate-600">Loading benefits…</p>;
  if (data.items.length === 0) return <EmptyState title="No countries to choose benefits for yet" />;
  return (
    <Card title="Supplementary benefits">
      <ul className="divide-y divide-slate-100">
        {data.items.map((item) => (
          <li key={item.countryCode} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
            <span className="font-medium text-slate-900">{item.countryName}</span>
            {item.isRequired ? (
              <span className="text-slate-700">Yes: benefits are required in this country</span>
            ) : (
              <fieldset
                className="flex flex-wrap items-center gap-3"
                disabled={!canChoose || saving === item.countryCode}
              >
                <legend className="sr-only">Benefits in {item.countryName}</legend>
                {BENEFIT_CHOICES.map((choice) => (
                  <label key={choice.value} className="flex items-center gap-1">
                    <input
                      type="radio"
                      name={`benefits-${item.countryCode}`}
                      checked={(chosen[item.countryCode] ?? item.selectionStatus) === choice.value}
                      onChange={() => choose(item.countryCode, choice.value)}
                    />
                    {choice.label}
                  </label>
                ))}
                <label className="flex items-center gap-1 text-xs text-slate-700">
                  <input
                    type="checkbox"
                    checked={consent[item.countryCode] ?? item.consentGiven}
                    onChange={(e) => setConsent({ ...consent, [item.countryCode]: e.target.checked })}
                  />
                  I agree to be reminded later
                </label>
              </fieldset>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
