"use client";

// The filters of the pay reports tab (spec 2 sections 2 and 4): country, provider name, payroll cycle and status,
// kept in the URL with the page size; changing any of them starts again at the first page.
import { useMemo } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { CYCLE_LABELS, PAYROLL_CYCLES, STATUS_FILTER_OPTIONS } from "@/lib/payroll/schema";
import { STATUS_LABELS } from "@/lib/payroll/pay-report-status";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import type { Provider } from "@/components/payroll/instance-workbook";

const FILTERS = ["country", "provider", "cycle", "status"] as const;
export type PayReportFilters = Record<(typeof FILTERS)[number], string>;
export const PAY_REPORT_PAGE_SIZES = [20, 50, 100];

/** The tab's filters and page size read from the URL, and `setParams` to change them. */
export function usePayReportParams() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const filters = useMemo(
    () => Object.fromEntries(FILTERS.map((k) => [k, searchParams.get(k) ?? ""])) as PayReportFilters,
    [searchParams],
  );
  const requested = Number(searchParams.get("pageSize"));
  const pageSize = PAY_REPORT_PAGE_SIZES.includes(requested) ? requested : PAY_REPORT_PAGE_SIZES[0];
  const setParams = (changes: Record<string, string>) => {
    const next = new URLSearchParams(searchParams.toString());
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    // Spec 2 section 4: changing any filter resets the page to 0 (usePayReports starts again on a new query).
    router.replace(`${pathname}?${next.toString()}${window.location.hash}`, { scroll: false });
  };
  return { filters, pageSize, setParams };
}

export function PayReportsFilterBar({
  filters,
  setParams,
  providers,
  onUpload,
}: {
  filters: PayReportFilters;
  setParams: (changes: Record<string, string>) => void;
  providers: Provider[];
  /** Opens the upload modal; null without the upload permission. */
  onUpload: (() => void) | null;
}) {
  const countries = [...new Map(providers.map((p) => [p.countryCode, p.countryName])).entries()];
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SelectField
        label="Country"
        value={filters.country}
        onChange={(e) => setParams({ country: e.target.value })}
        placeholder="All countries"
        options={countries.map(([value, label]) => ({ value, label }))}
      />
      <TextField
        label="Provider"
        value={filters.provider}
        onChange={(e) => setParams({ provider: e.target.value })}
        placeholder="Provider name"
      />
      <SelectField
        label="Payroll cycle"
        value={filters.cycle}
        onChange={(e) => setParams({ cycle: e.target.value })}
        placeholder="All cycles"
        options={PAYROLL_CYCLES.map((c) => ({ value: c, label: CYCLE_LABELS[c] }))}
      />
      <SelectField
        label="Status"
        value={filters.status}
        onChange={(e) => setParams({ status: e.target.value })}
        placeholder="All statuses"
        options={STATUS_FILTER_OPTIONS.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
      />
      <div className="ml-auto">
        {onUpload ? (
          <Button aria-haspopup="dialog" onClick={onUpload}>
            Upload pay reports
          </Button>
        ) : null}
      </div>
    </div>
  );
}
