// The legal entity and payroll provider lists: filters (isActive, lspId) are a GET form, so the URL carries them
// and the server filters. Server component.
import Link from "next/link";
import type { LspCountryChoice } from "@/lib/lsps/serves-country";
import { EmptyState, Pill } from "@/components/ui/misc";

type Row = { id: string; name: string; lspName: string; countryName: string; isActive: boolean; hasHistory?: boolean };

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
  const showHistory = rows.some((r) => r.hasHistory !== undefined);
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
        <table className="w-full border-collapse bg-white text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-700">
              <th scope="col" className="p-2">
                Name
              </th>
              <th scope="col" className="p-2">
                LSP
              </th>
              <th scope="col" className="p-2">
                Country
              </th>
              <th scope="col" className="p-2">
                Status
              </th>
              {showHistory ? (
                <th scope="col" className="p-2">
                  Pay reports
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-b border-slate-100">
                <td className="p-2">
                  <Link href={`${pageBase}/${r.id}`} className="text-indigo-700 underline">
                    {r.name}
                  </Link>
                </td>
                <td className="p-2">{r.lspName}</td>
                <td className="p-2">{r.countryName}</td>
                <td className="p-2">
                  <Pill tone={r.isActive ? "success" : "neutral"}>{r.isActive ? "Active" : "Inactive"}</Pill>
                </td>
                {showHistory ? <td className="p-2">{r.hasHistory ? "Yes" : "No"}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
