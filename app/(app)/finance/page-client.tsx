"use client";

// Invoice Monitoring (spec 2 section 2; spec 3 section 7): filters, a name search debounced 1000 ms, 100 rows a
// page on the server's keyset (nextPageKey), row selection that any search or filter change clears, and an
// 'Export' of the selected rows' invoice report, disabled until a row is selected.
import { useEffect, useMemo, useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { TextField } from "@/components/ui/field";
import { CheckboxGroupField } from "@/components/ui/checkbox-group-field";
import { Banner, EmptyState, Pill } from "@/components/ui/misc";
import { useInvoiceLogs } from "@/lib/swr/use-invoice-logs";
import {
  INVOICE_LOG_STATUSES,
  INVOICE_LOG_TYPES,
  INVOICE_TYPE_LABELS,
  invoiceLogStatusLabel,
  type TInvoiceLogFilters,
} from "@/lib/finance/schema";
import type { InvoiceLogRow } from "@/lib/finance/dto";
import { formatAmount } from "@/lib/money";
import { currencyDecimals } from "@/lib/money";
import { formatDate } from "@/lib/dates";
import { openDownloadLink } from "@/components/finance/download";
import { apiFetch } from "@/lib/http/client";
import { HashTabs, type TabItem } from "@/components/ui/tabs";
import { EmployeeCostsTab } from "@/components/finance/employee-costs-tab";

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
      content: <EmployeeCostsTab providers={providers} />,
    });
  return items.length ? <HashTabs label="Finance sections" items={items} /> : null;
}

export const SEARCH_DEBOUNCE_MS = 1000;
export const EXPORT_FAILED = "Failed to export the invoice report.";

type Status = (typeof INVOICE_LOG_STATUSES)[number];
type InvoiceType = (typeof INVOICE_LOG_TYPES)[number];
type Filters = {
  statuses: Status[];
  invoiceTypes: InvoiceType[];
  currency: string;
  employeeCountry: string;
  fromDate: string;
  toDate: string;
};
const EMPTY: Filters = { statuses: [], invoiceTypes: [], currency: "", employeeCountry: "", fromDate: "", toDate: "" };

function toBody(f: Filters, query: string): TInvoiceLogFilters {
  return {
    // The API takes arrays: several statuses or types at once (spec 2 section 7).
    ...(f.statuses.length ? { statuses: [...f.statuses].sort() } : {}),
    ...(f.invoiceTypes.length ? { invoiceTypes: [...f.invoiceTypes].sort() } : {}),
    ...(f.currency ? { currency: f.currency } : {}),
    ...(f.employeeCountry ? { employeeCountry: f.employeeCountry } : {}),
    ...(f.fromDate ? { fromDate: f.fromDate } : {}),
    ...(f.toDate ? { toDate: f.toDate } : {}),
    ...(query.trim() ? { clientOrEmployeeNameQuery: query.trim() } : {}),
  };
}

const TONE = { Processed: "success", Submitted: "info", Failed: "error" } as const;

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

  const set =
    (name: "currency" | "employeeCountry" | "fromDate" | "toDate") =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setFilters((f) => ({ ...f, [name]: event.target.value.trim() }));
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

  const columns: ColumnDef<InvoiceLogRow, unknown>[] = [
    {
      id: "select",
      header: () => (
        <input
          type="checkbox"
          aria-label="Select all rows on this page"
          className="h-4 w-4 accent-indigo-600"
          checked={allOnPage}
          onChange={() =>
            setSelected((s) => {
              const next = new Set(s);
              rows.forEach((r) => (allOnPage ? next.delete(r.id) : next.add(r.id)));
              return next;
            })
          }
        />
      ),
      cell: ({ row }) => (
        <input
          type="checkbox"
          aria-label={`Select invoice log of ${row.original.companyName}${row.original.employeeName ? `, ${row.original.employeeName}` : ""}`}
          className="h-4 w-4 accent-indigo-600"
          checked={selected.has(row.original.id)}
          onChange={() => toggle(row.original.id)}
        />
      ),
    },
    { header: "Client", accessorKey: "companyName" },
    {
      header: "Employee",
      cell: ({ row }) =>
        row.original.employeeProfileLink ? (
          <a className="text-indigo-700 underline" href={row.original.employeeProfileLink}>
            {row.original.employeeName}
          </a>
        ) : (
          (row.original.employeeName ?? "-")
        ),
    },
    { header: "Country", cell: ({ row }) => row.original.employeeCountry ?? "-" },
    { header: "Invoice type", cell: ({ row }) => INVOICE_TYPE_LABELS[row.original.invoiceType] },
    {
      header: "Amount",
      meta: { className: "text-right tabular-nums" },
      cell: ({ row }) => {
        const inv = row.original.simpleInvoice;
        return inv ? `${inv.currency} ${formatAmount(inv.totalAmount, currencyDecimals(inv.currency))}` : "-";
      },
    },
    { header: "Created", cell: ({ row }) => formatDate(row.original.createdAt) },
    {
      header: "Status",
      cell: ({ row }) => {
        const label = invoiceLogStatusLabel(row.original.status);
        return <Pill tone={TONE[label]}>{label}</Pill>;
      },
    },
  ];

  return (
    <div className="space-y-4">
      <form
        role="search"
        aria-label="Invoice log filters"
        className="grid gap-3 md:grid-cols-4"
        onSubmit={(e) => e.preventDefault()}
      >
        <TextField
          label="Client or employee name"
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder="Search by name"
        />
        <CheckboxGroupField
          label="Statuses"
          className="md:col-span-1"
          value={filters.statuses}
          onChange={(statuses) => setFilters((f) => ({ ...f, statuses }))}
          options={INVOICE_LOG_STATUSES.map((s) => ({ value: s, label: invoiceLogStatusLabel(s) }))}
        />
        <CheckboxGroupField
          label="Invoice types"
          className="md:col-span-2"
          value={filters.invoiceTypes}
          onChange={(invoiceTypes) => setFilters((f) => ({ ...f, invoiceTypes }))}
          options={invoiceTypes.map((t) => ({ value: t, label: INVOICE_TYPE_LABELS[t] }))}
        />
        <TextField
          label="Currency"
          value={filters.currency}
          onChange={set("currency")}
          maxLength={3}
          placeholder="EUR"
        />
        <TextField
          label="Employee country"
          value={filters.employeeCountry}
          onChange={set("employeeCountry")}
          maxLength={2}
          placeholder="DE"
        />
        <TextField label="From date" type="date" value={filters.fromDate} onChange={set("fromDate")} />
        <TextField label="To date" type="date" value={filters.toDate} onChange={set("toDate")} />
      </form>
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
