// The employee's localOnboardingDetails (spec 1 section 3, a free JSON record the local provider fills in, e.g.
// { taxOffice, taxClass }) as the label/value rows of the admins' Local onboarding card (spec 1 section 6).
// Pure: unit-tested and usable on either side.

export type LocalOnboardingItem = { label: string; value: string | null };

/** "taxOffice" -> "Tax office", "social_security_office" -> "Social security office". */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : key;
}

function display(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string" || typeof value === "number") return String(value);
  return JSON.stringify(value);
}

/**
 * Rows of the card. An object gives one row per key, by label (PostgreSQL's jsonb keeps no key order); a list of
 * { name, value } pairs (the shape administrativeInformation uses) one row per pair, in its order; else nothing.
 */
export function localOnboardingItems(details: unknown): LocalOnboardingItem[] {
  if (Array.isArray(details))
    return details
      .filter((d): d is { name: unknown; value?: unknown } => !!d && typeof d === "object" && "name" in d)
      .map((d) => ({ label: String(d.name), value: display(d.value) }));
  if (details && typeof details === "object")
    return Object.entries(details as Record<string, unknown>)
      .map(([key, value]) => ({ label: humanizeKey(key), value: display(value) }))
      .sort((a, b) => a.label.localeCompare(b.label));
  return [];
}
