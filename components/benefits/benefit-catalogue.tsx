// A country's supplementary benefits catalogue (spec 1 section 3 'Country benefits data'): what is offered, what it
// costs and the description, shown before a client chooses (the company #benefits tab and the complete-profile
// form's enrolment question).
import type { BenefitCatalogDto } from "@/lib/benefits/get-catalog";

export function BenefitCatalogue({
  countryName,
  catalog,
}: {
  countryName: string;
  catalog: Omit<BenefitCatalogDto, "showBenefitsSelection"> | null;
}) {
  if (!catalog)
    return (
      <p className="text-sm text-slate-700" data-testid="benefit-catalogue">
        No supplementary benefits catalogue for {countryName} yet: contact support to hear what can be offered there.
      </p>
    );
  return (
    <div className="space-y-2 text-sm text-slate-800" data-testid="benefit-catalogue">
      {catalog.info ? <p className="font-medium text-slate-900">{catalog.info}</p> : null}
      {catalog.description ? <p>{catalog.description}</p> : null}
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">What is offered</dt>
          <dd>
            {catalog.offered.length ? (
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {catalog.offered.map((o) => (
                  <li key={o}>{o}</li>
                ))}
              </ul>
            ) : (
              "—"
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">Cost</dt>
          <dd className="mt-1">{catalog.cost ?? "Ask support for a quote"}</dd>
        </div>
      </dl>
      {catalog.additional ? <p className="text-slate-600">{catalog.additional}</p> : null}
    </div>
  );
}
