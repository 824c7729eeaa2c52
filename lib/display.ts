// Names for the codes the data holds, as users read them (client-safe: Intl only, no server imports).
// Money is formatted by formatMoney in lib/money.ts ("EUR 4,625.00", "EUR 4,100.00 per month"); statuses and
// other enum values by statusLabel (components/ui/status-label.ts) or the domain's own label map.
// Keep the codes themselves where they are the content: API answers, CSV exports, IBANs, a 'Currency code' column.

function displayNames(type: "region" | "currency"): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames(["en"], { type, fallback: "code" });
  } catch {
    return null;
  }
}

const REGIONS = displayNames("region");
const CURRENCIES = displayNames("currency");

function nameOf(names: Intl.DisplayNames | null, code: string): string {
  try {
    return names?.of(code) ?? code;
  } catch {
    // Not a well-formed code (RangeError): show it as it is.
    return code;
  }
}

/** "DE" -> "Germany"; an unknown or malformed code is returned as given; empty -> "—". */
export function countryName(code: string | null | undefined): string {
  const value = code?.trim();
  if (!value) return "—";
  return /^[A-Za-z]{2}$/.test(value) ? nameOf(REGIONS, value.toUpperCase()) : value;
}

/** "EUR" -> "Euro"; an unknown code is returned as given. */
export function currencyName(code: string | null | undefined): string {
  const value = code?.trim().toUpperCase();
  if (!value) return "—";
  return /^[A-Z]{3}$/.test(value) ? nameOf(CURRENCIES, value) : value;
}

/** "EUR" -> "Euro (EUR)": the name, with the code amounts are shown in. An unknown code stays bare. */
export function currencyLabel(code: string | null | undefined): string {
  const value = code?.trim().toUpperCase();
  if (!value) return "—";
  const name = currencyName(value);
  return name === value ? value : `${name} (${value})`;
}

/** Select options for currency codes: the code stays the value, the label names it. */
export function currencyOptions(codes: readonly string[]): { value: string; label: string }[] {
  return codes.map((code) => ({ value: code, label: currencyLabel(code) }));
}

/** Any enum value as a sentence: "WITH_PENDING_INVOICES" -> "With pending invoices", "in-review" -> "In review". */
export function enumLabel(value: string | null | undefined): string {
  if (!value) return "—";
  const words = value
    .replace(/[_:.-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
