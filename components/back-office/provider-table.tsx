// The legal entity and payroll provider lists: filters (isActive, lspId) are a GET form, so the URL carries them
// and the server filters. Server component.
import Link from "next/link";
import type { LspCountryChoice } from "@/lib/lsps/serves-country";
import { EmptyState } from "@/components/ui/misc";
import { ProviderRowsTable, type ProviderRow as Row } from "@/components/back-office/provider-rows-table";

export function ProviderTable({
  title,
  pageBase,
  rows,
  lsps,
  filters,
  canCreate,
  createLabel,
}: {
  title: string;
  pageBase: string;
  rows: Row[];
  lsps: LspCountryChoice[];
  filters: { isActive?: boolean; lspId?: string };
  canCreate: boolean;
  createLabel: string;
}) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {canCreate ? (
          <Link href={`${pageBase}/create`} className="rounded bg-indigo-600 px-3 py-2 text-sm text-white">
            {createLabel}
          </Link>
        ) : null}
      </div>
      <form method="get" className="flex flex-wrap items-end gap-3" aria-label="Filters">
        <label className="text-sm">
          <span className="block text-slate-700">Status</span>
          <select
            name="isActive"
            defaultValue={filters.isActive === undefined ? "" : String(filters.isActive)}
            className="rounded border border-slate-300 p-1.5"
          >
            <option value="">All</option>
            <option value="true">Active</option>
            <option value="false">Inactive</option>
          </select>
        </label>
        <label className="text-sm">
          <span className="block text-slate-700">LSP</span>
          <select name="lspId" defaultValue={filters.lspId ?? ""} className="rounded border border-slate-300 p-1.5">
            <option value="">All</option>
            {lsps.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded border border-slate-300 px-3 py-1.5 text-sm">
          Apply
        </button>
      </form>
      {rows.length === 0 ? (
        <EmptyState title={`No ${title.toLowerCase()} match these filters`} />
      ) : (
        <ProviderRowsTable title={title} pageBase={pageBase} rows={rows} />
      )}
    </div>
  );
}
