"use client";

// A country's benefits catalogue fetched by country code (GET /api/benefits/catalog/country/{code}, retried up to
// 4 times, spec 1 section 8): for forms that ask about benefits enrolment, so the answer is given knowing what is
// offered and what it costs. A country without a catalogue (404) says so.
import useSWR from "swr";
import { shouldRetry, swrFetcher } from "@/lib/http/client";
import { apiErrorStatus } from "@/components/ui/api-error";
import type { BenefitCatalogDto } from "@/lib/benefits/get-catalog";
import { BenefitCatalogue } from "@/components/benefits/benefit-catalogue";

const CATALOG_RETRIES = 4;

export function CountryBenefitCatalogue({ countryCode, countryName }: { countryCode: string; countryName: string }) {
  const { data, error } = useSWR<BenefitCatalogDto>(
    `/api/benefits/catalog/country/${encodeURIComponent(countryCode)}`,
    swrFetcher,
    {
      onErrorRetry: (e, _key, _config, revalidate, { retryCount }) => {
        if (shouldRetry(e) && retryCount < CATALOG_RETRIES) setTimeout(() => revalidate({ retryCount }), 2000);
      },
    },
  );
  const missing = apiErrorStatus(error) === 404;
  return (
    <section aria-label={`Supplementary benefits in ${countryName}`} className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">Supplementary benefits in {countryName}</h3>
      {data || missing ? (
        <BenefitCatalogue countryName={countryName} catalog={data ?? null} />
      ) : error ? (
        <p className="text-sm text-red-700">The benefits catalogue could not be loaded.</p>
      ) : (
        <p className="text-sm text-slate-600">Loading the benefits catalogue…</p>
      )}
    </section>
  );
}
