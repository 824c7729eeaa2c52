"use client";

// #fx-rates (spec 2 section 2): from/to filters, the rates table (keyset pages of 100), the last update time
// and the CSV export of exactly the filtered rows. Rates older than the last daily refresh say so in a warning with
// what to do (lib/finance/fx-rates/staleness.ts).
import { useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { useFxRates } from "@/lib/swr/use-fx-rates";
import { apiPath } from "@/lib/swr/api-path";
import { apiFetch } from "@/lib/http/client";
import { ZFxRateFilters, type FxRateFilters, type FxRateView } from "@/lib/finance/fx-rates/schema";
import { formatDate } from "@/lib/dates";
import { TextField } from "@/components/ui/field";
import { Banner, EmptyState } from "@/components/ui/misc";
import { DataTable } from "@/components/ui/data-table";
import { Button } from "@/components/ui/button";
import { openDownloadLink } from "@/components/finance/download";
import { fxStaleness } from "@/lib/finance/fx-rates/staleness";
import { formatDateTime } from "@/lib/dates";

function StaleRatesBanner({ lastUpdatedAt }: { lastUpdatedAt: string | null | undefined }) {
  const staleness = lastUpdatedAt ? fxStaleness(lastUpdatedAt) : null;
  if (!lastUpdatedAt || !staleness?.stale) return null;
  const days = staleness.daysOld;
  return (
    <Banner tone="warning" title="FX rates are out of date">
      <p data-testid="fx-stale">
        The last update was on {formatDateTime(lastUpdatedAt, { utc: true })}
        {days > 0 ? ` (${days} day${days === 1 ? "" : "s"} ago)` : ""}; rates should refresh daily at 09:15 UTC. Amounts
        converted with these rates, such as fee estimates, may be off until the refresh runs again.
      </p>
      <p className="mt-1">
        What to do: an operator admin checks the <code>fx-rates.refresh</code> job under Back office › Jobs (a failed
        run shows its reason and a Retry button). If the job has no rate source configured (FX_RATES_SOURCE_URL), ask
        your administrator to set one; until then the rates stay as they are.
      </p>
    </Banner>
  );
}

const columns: ColumnDef<FxRateView, unknown>[] = [
  { id: "from", header: "From", cell: ({ row }) => row.original.fromCurrency },
  { id: "to", header: "To", cell: ({ row }) => row.original.toCurrency },
  { id: "rate", header: "Rate", cell: ({ row }) => row.original.rate, meta: { className: "tabular-nums text-right" } },
  { id: "date", header: "Date", cell: ({ row }) => formatDate(row.original.rateDate) },
];

export function FxRatesTab() {
  const [draft, setDraft] = useState({ fromCurrency: "", toCurrency: "" });
  const [filters, setFilters] = useState<FxRateFilters>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const { data, error, isLoading } = useFxRates(filters, cursors[cursors.length - 1]);
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  // The export answers data.url (spec 2 section 7), a signed link the browser then downloads.
  const exportCsv = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      const answer = await apiFetch<{ data: { url: string } }>(
        apiPath("/api/payroll/fx-exchange-rates/export-to-csv", filters),
      );
      openDownloadLink(answer.data.url);
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };
  const apply = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ZFxRateFilters.safeParse({
      fromCurrency: draft.fromCurrency || undefined,
      toCurrency: draft.toCurrency || undefined,
    });
    if (!parsed.success) {
      setFieldErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setFieldErrors({});
    setFilters(parsed.data);
    setCursors([null]);
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Rates update once daily at 09:15 UTC.{" "}
        {data?.lastUpdatedAt ? (
          <span data-testid="fx-last-update">Last update: {formatDateTime(data.lastUpdatedAt, { utc: true })}</span>
        ) : null}
      </p>
      <form onSubmit={apply} className="flex flex-wrap items-end gap-3" aria-label="Filter FX rates">
        <TextField
          label="From currency"
          value={draft.fromCurrency}
          maxLength={3}
          onChange={(e) => setDraft({ ...draft, fromCurrency: e.target.value })}
          error={fieldErrors.fromCurrency}
        />
        <TextField
          label="To currency"
          value={draft.toCurrency}
          maxLength={3}
          onChange={(e) => setDraft({ ...draft, toCurrency: e.target.value })}
          error={fieldErrors.toCurrency}
        />
        <Button type="submit" variant="secondary">
          Apply filters
        </Button>
        <Button onClick={exportCsv} loading={exporting}>
          Export CSV
        </Button>
      </form>
      <StaleRatesBanner lastUpdatedAt={data?.lastUpdatedAt} />
      {error ? <Banner tone="error" title="Failed to load FX rates." /> : null}
      {exportFailed ? <Banner tone="error" title="Failed to export FX rates. Please try again." /> : null}
      {data && data.items.length === 0 ? (
        <EmptyState title="No FX rates available." />
      ) : (
        <DataTable
          caption="FX rates"
          columns={columns}
          rows={data?.items ?? []}
          loading={isLoading}
          getRowId={(r) => r.id}
        />
      )}
      <div className="flex gap-2">
        <Button variant="secondary" disabled={cursors.length === 1} onClick={() => setCursors(cursors.slice(0, -1))}>
          Previous page
        </Button>
        <Button
          variant="secondary"
          disabled={!data?.nextPageKey}
          onClick={() => data?.nextPageKey && setCursors([...cursors, data.nextPageKey])}
        >
          Next page
        </Button>
      </div>
    </div>
  );
}
