"use client";

// A client's supplementary benefits per country (spec 1 sections 4, 5): each country's catalogue (what is offered,
// cost, description) first, then the choice (Yes, No or Remind me later with its consent). A country that requires
// benefits shows Yes, fixed, with no choice. Used by the company tab #benefits and the admin /benefits page.
import useSWR from "swr";
import { swrFetcher } from "@/lib/http/client";
import { BENEFIT_CHOICES, type BenefitChoice } from "@/lib/benefits/rules";
import type { BenefitPreferencesDto } from "@/lib/benefits/list-preferences";
import { Banner, Card, EmptyState } from "@/components/ui/misc";
import { BenefitCatalogue } from "@/components/benefits/benefit-catalogue";
import { BenefitCountryChoice } from "@/components/benefits/benefit-country-choice";

type Prefs = Omit<BenefitPreferencesDto, "items"> & {
  items: (Omit<BenefitPreferencesDto["items"][number], "updatedAt"> & { updatedAt: string | null })[];
};

const choiceLabel = (value: BenefitChoice) => BENEFIT_CHOICES.find((c) => c.value === value)?.label ?? value;

export function BenefitsChoices({ companyId, canChoose }: { companyId: string; canChoose: boolean }) {
  const path = `/api/benefits/client/${companyId}/preferences`;
  const { data, error, mutate } = useSWR<Prefs>(path, swrFetcher);

  if (error) return <Banner tone="error" title="Cannot load the benefits choices" />;
  if (!data) return <p className="text-sm text-slate-600">Loading benefits…</p>;
  if (data.items.length === 0) return <EmptyState title="No countries to choose benefits for yet" />;
  return (
    <Card title="Supplementary benefits">
      {canChoose ? null : (
        <p className="mb-2 text-sm text-slate-700">Read only: the choices are shown but cannot be changed here.</p>
      )}
      <ul className="divide-y divide-slate-100">
        {data.items.map((item) => (
          <li key={item.countryCode} className="py-4">
            <section aria-labelledby={`benefits-${item.countryCode}-title`} className="space-y-3">
              <h3 id={`benefits-${item.countryCode}-title`} className="text-base font-semibold text-slate-900">
                {item.countryName}
              </h3>
              <BenefitCatalogue countryName={item.countryName} catalog={item.catalog} />
              {item.isRequired ? (
                <p className="text-sm font-medium text-slate-800">Yes: benefits are required in this country</p>
              ) : item.showBenefitsSelection ? (
                <BenefitCountryChoice
                  countryCode={item.countryCode}
                  countryName={item.countryName}
                  stored={item.selectionStatus}
                  consentGiven={item.consentGiven}
                  canChoose={canChoose}
                  path={path}
                  onSaved={mutate}
                />
              ) : (
                <p className="text-sm text-slate-700">
                  Benefits cannot be chosen for this country yet.
                  {item.selectionStatus ? ` Recorded choice: ${choiceLabel(item.selectionStatus)}.` : ""}
                </p>
              )}
            </section>
          </li>
        ))}
      </ul>
    </Card>
  );
}
