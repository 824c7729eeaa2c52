// What /companies/{companyId}/add-contractor needs (spec 1 sections 2, 5): whether the company may add a
// contractor now, its client terms acceptance (shown once per client) and the supported residence countries.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { can } from "@/lib/policy";
import { getHireAvailability } from "@/lib/hiring/get-hire-availability";
import { getClient } from "@/lib/companies/clients/get-client";
import { listSupportedCountries } from "@/lib/contractors/list-supported-countries";

export async function getAddContractorContext(actor: Actor, companyId: string) {
  const availability = await getHireAvailability(actor, companyId);
  const [client, countries] = await Promise.all([getClient(actor, companyId, "op_id"), listSupportedCountries()]);
  return {
    companyId: availability.companyId,
    companyName: availability.companyName,
    available: availability.available.contractor,
    terms: {
      accepted: client.opTermsAccepted,
      acceptedAt: client.opTermsAcceptedAt,
      canAccept: can(actor, "contractorTerms.accept"),
    },
    countries: countries.items,
  };
}

export type AddContractorContext = Awaited<ReturnType<typeof getAddContractorContext>>;
