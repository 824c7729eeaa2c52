// Spec 1 section 6, spec 2 section 6: 'admin and employee may pick any currency; others get only the country's
// currency'. Pure: the edit forms offer the choices, the server (assert-salary-currency.ts) refuses anything else.
import type { EditorKind } from "@/lib/employees/edit-schema";

export const salaryCurrencyMessage = (currency: string) =>
  `The annual base salary is paid in the country's currency: please choose ${currency}.`;

/** Admins and the employee pick any currency. */
export function picksAnySalaryCurrency(kinds: readonly EditorKind[]): boolean {
  return kinds.includes("admin") || kinds.includes("employee");
}

/**
 * The salary currencies an editor is offered: null for any, else the country's first, then the one on record when
 * it differs (kept as it is, never newly chosen: the server refuses only a change to another currency).
 */
export function salaryCurrencyChoices(
  kinds: readonly EditorKind[],
  countryCurrency: string,
  current?: string | null,
): string[] | null {
  if (picksAnySalaryCurrency(kinds)) return null;
  const country = countryCurrency.toUpperCase();
  const kept = current?.toUpperCase();
  return kept && kept !== country ? [country, kept] : [country];
}

/** Spec 1 section 9: default currency overrides by country (ISO codes). */
export const COUNTRY_CURRENCY_OVERRIDES: Record<string, string> = {
  HR: "EUR",
  CH: "CHF",
  SV: "USD",
  UY: "UYU",
  CL: "CLP",
};

export function defaultCurrencyForCountry(countryCode: string, countryCurrency: string | null | undefined): string {
  return COUNTRY_CURRENCY_OVERRIDES[countryCode.toUpperCase()] ?? (countryCurrency ?? "USD").toUpperCase();
}
