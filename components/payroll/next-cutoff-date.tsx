"use client";

// 'Next cutoff date' (spec 1 and 2 section 7, GET /cutoff-dates: the first date answered): the day after which a
// change lands in the next month's payroll, for a provider, country and legal entity. Used by the cutoff reports
// tab for its chosen LSP and country, and by forms that pick an employer (LSP, legal entity).
import { formatDate } from "@/lib/dates";
import { useCutoffDates } from "@/lib/swr/use-cutoff-dates";

export function NextCutoffDate({
  lspId,
  countryCode,
  legalEntityId,
}: {
  lspId?: string | null;
  countryCode?: string | null;
  legalEntityId?: string | null;
}) {
  const asked = lspId || countryCode || legalEntityId;
  const { data, error } = useCutoffDates(
    asked
      ? { lspId: lspId || undefined, countryCode: countryCode || undefined, legalEntityId: legalEntityId || undefined }
      : null,
  );
  if (!asked) return null;
  return (
    <p className="text-sm text-slate-800" data-testid="next-cutoff-date" aria-live="polite">
      <span className="font-medium">Next cutoff date: </span>
      {error
        ? "could not be loaded"
        : !data
          ? "loading…"
          : data.nextCutoffDate
            ? formatDate(data.nextCutoffDate)
            : "none scheduled"}
    </p>
  );
}
