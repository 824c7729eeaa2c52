// Feature flag atlas (spec 1 section 9, off by default): the country guide (/atlas, with /atlas/compare), built
// from the territories content query (spec 1 section 7: name, flag, key facts, tags; up to 300, by name). From
// there the add-employee form opens with ?from=atlas (or atlas-compare), and its back link goes 'back to the atlas
// compare/atlas pages when the user came from there' (spec 1 section 2). Off: no atlas pages (404) and ?from= is
// ignored. The one place the flag is read.
import { isFeatureOn } from "@/lib/config";

export const ATLAS_PATH = "/atlas";
export const ATLAS_COMPARE_PATH = "/atlas/compare";
/** At most this many countries side by side. */
export const ATLAS_COMPARE_MAX = 3;

export function isAtlasOn(): boolean {
  return isFeatureOn("atlas");
}

/** The add-employee form for a country, opened from the atlas (or its compare page). */
export function atlasHireHref(companyId: string, countryCode: string, from: "atlas" | "atlas-compare" = "atlas") {
  return `/companies/${encodeURIComponent(companyId)}/add-pending-employee?country=${countryCode}&from=${from}`;
}

export function addSeatBackHref({
  from,
  isAdmin,
  companyId,
  country,
}: {
  from: string | undefined;
  isAdmin: boolean;
  companyId: string;
  /** The form's ?country=: the compare page opens with it again. */
  country?: string;
}): string {
  if (from === "atlas" && isAtlasOn()) return ATLAS_PATH;
  if (from === "atlas-compare" && isAtlasOn())
    return country && /^[A-Za-z]{2}$/.test(country)
      ? `${ATLAS_COMPARE_PATH}?countries=${country.toUpperCase()}`
      : ATLAS_COMPARE_PATH;
  return isAdmin ? `/companies/${companyId}#pending-employees` : "/employees#pending-employees";
}

/** The add-employee form's back link text for that address. */
export function addSeatBackLabel(href: string): string {
  return href.startsWith(ATLAS_PATH) ? "Back to the atlas" : "Back to pending employees";
}
