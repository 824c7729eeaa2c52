"use client";

// Invoice Monitoring (spec 2 section 2; spec 3 section 7): filters, a name search debounced 1000 ms, 100 rows a
// page on the server's keyset (nextPageKey), row selection that any search or filter change clears, and an
// 'Export' of the selected rows' invoice report, disabled until a row is selected.
import { useEffect, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { Banner, EmptyState } from "@/components/ui/misc";
import { useInvoiceLogs } from "@/lib/swr/use-invoice-logs";
import { openDownloadLink } from "@/components/finance/download";
import { apiFetch } from "@/lib/http/client";
import { HashTabs, type TabItem } from "@/components/ui/tabs";
import { EMPTY, InvoiceLogFiltersForm, toBody, type Filters, type InvoiceType } from "./invoice-log-filters";
import { invoiceLogColumns } from "./invoice-log-columns";
import { LazyEmployeeCostsTab } from "./lazy-employee-costs-tab";

/** /finance: #invoice-monitoring and #employee-costs, each shown only when the policy allows it (flags from the page). */
export function FinancePageClient({
  canMonitor,
  providers,
  invoiceTypes,
}: {
  canMonitor: boolean;
  /** The invoice types the filter offers (lib/finance/invoice-types.ts, flag accountingSystemInitialInvoice). */
  invoiceTypes: readonly InvoiceType[];
  /** The providers for the cost parse; null when the viewer may not parse costs. */
  providers: { id: string; name: string }[] | null;
}) {
  const items: TabItem[] = [];
  if (canMonitor)
    items.push({
      value: "invoice-monitoring",
      label: "Invoice Monitoring",
      content: <InvoiceMonitoringClient invoiceTypes={invoiceTypes} />,
    });
  if (providers)
    items.push({
      value: "employee-costs",
      label: "Employee costs",
      content: <LazyEmployeeCostsTab providers={providers} />,
    });
  return items.length ? <HashTabs label="Finance sections" items={items} /> : null;
}

export const SEARCH_DEBOUNCE_MS = 1000;
export const EXPORT_FAILED = "Failed to export the invoice report.";

export function InvoiceMonitoringClient({ invoiceTypes }: { invoiceTypes: readonly InvoiceType[] }) {
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState("");
  const [keys, setKeys] = useState<(string | null)[]>([null]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const body = useMemo(() => toBody(filters, query), [filters, query]);
  // Any new search or filter starts from the first page with nothing selected (spec 3 section 7).
  const bodyKey = JSON.stringify(body);
  const [lastBodyKey, setLastBodyKey] = useState(bodyKey);
  if (bodyKey !== lastBodyKey) {
    setLastBodyKey(bodyKey);
    setKeys([null]);
    setSelected(new Set());
  }
  const pageKey = keys[keys.length - 1];
  const { data, error, isLoading } = useInvoiceLogs(body, pageKey);
  const rows = data?.items ?? [];

  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));

  async function exportSelection() {
    setExporting(true);
    setExportError(null);
    try {
      // Spec 2 section 7: the answer's data.url is a signed link, opened to download the CSV.
      const answer = await apiFetch<{ data: { url: string } }>("/api/payroll/invoice-logs/export-invoice-report", {
        method: "POST",
        json: { invoiceLogIds: [...selected] },
      });
      openDownloadLink(answer.data.url);
    } catch {
      setExportError(EXPORT_FAILED);
    } finally {
      setExporting(false);
    }
  }

  const columns = invoiceLogColumns({ rows, selected, setSelected, toggle, allOnPage });

  return (
    <div className="space-y-4">
      <InvoiceLogFiltersForm
        filters={filters}
        setFilters={setFilters}
        typed={typed}
        setTyped={setTyped}
        invoiceTypes={invoiceTypes}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={exportSelection} disabled={selected.size === 0} loading={exporting}>
          Export
        </Button>
        <span className="text-sm text-slate-700" aria-live="polite">
          {selected.size} selected
        </span>
      </div>
      {exportError ? <Banner tone="error" title={exportError} /> : null}
      {error ? (
        <Banner tone="error" title="Something went wrong. Please try again." />
      ) : !isLoading && rows.length === 0 ? (
        <EmptyState title="No invoice logs" description="No invoice log matches these filters." />
      ) : (
        <DataTable
          caption="Invoice logs, newest first"
          columns={columns}
          rows={rows}
          getRowId={(r) => r.id}
          loading={isLoading}
          rowProps={(r) => ({ "data-testid": "invoice-log-row", "aria-selected": selected.has(r.id) })}
        />
      )}
      <nav aria-label="Invoice log pages" className="flex gap-2">
        <Button variant="secondary" disabled={keys.length <= 1} onClick={() => setKeys((k) => k.slice(0, -1))}>
          Previous page
        </Button>
        <Button
          variant="secondary"
          disabled={!data?.nextPageKey}
          onClick={() => data?.nextPageKey && setKeys((k) => [...k, data.nextPageKey])}
        >
          Next page
        </Button>
      </nav>
    </div>
  );
}
