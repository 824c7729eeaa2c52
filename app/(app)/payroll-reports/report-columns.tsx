"use client";

// The /payroll-reports table's columns: the month, its published totals per currency (from the same months as the
// chart), the employees counted, and the 'Download CSV' link, or why the month has no report for the viewer; under
// it, 'Download signed pack' for each of the month's reports whose company pack the viewer may download (issue 27).
import type { ColumnDef } from "@tanstack/react-table";
import { formatMoney } from "@/lib/money";
import { payrollReportPath, periodLabel } from "@/lib/payroll/company-reports/schema";
import { MISSING_REASONS, type ReportMonth } from "@/lib/payroll/company-reports/report-months";
import type { PackSummary } from "@/lib/payroll/packs/schema";

export type DownloadHandler = (event: React.MouseEvent<HTMLAnchorElement>, period: string) => void;

const LINK =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

const PACK_LINK =
  "text-sm font-medium text-indigo-700 underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

/** A month's signed pack links: one per report (several reports: each names its country and provider). */
function PackLinks({ packs, label }: { packs: PackSummary[]; label: string }) {
  return (
    <ul className="mt-1 space-y-1" aria-label={`Signed packs for ${label}`}>
      {packs.map((p) => {
        const which = `${p.country}, ${p.providerName ?? "no provider"}, version ${p.version}`;
        const text = `Download signed pack${packs.length > 1 ? ` (${p.country}, ${p.providerName ?? "–"})` : ""}`;
        return (
          <li key={`${p.payReportId}:${p.companyId ?? ""}`}>
            <a
              href={p.downloadUrl}
              download
              className={PACK_LINK}
              data-testid="payroll-report-pack"
              aria-label={`${text} for ${label} (${which})`}
            >
              {text}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export function reportColumns(
  companyId: string,
  busy: string | null,
  download: DownloadHandler,
  packsByPeriod: ReadonlyMap<string, PackSummary[]> = new Map(),
): ColumnDef<ReportMonth, unknown>[] {
  return [
    {
      id: "month",
      header: "Month",
      cell: ({ row }) => (
        <span className="font-medium text-slate-900" data-testid="payroll-report-month">
          {periodLabel(row.original.period)}
        </span>
      ),
    },
    {
      id: "total",
      header: "Total pay",
      meta: { className: "tabular-nums" },
      cell: ({ row }) =>
        row.original.currencies.length ? (
          <ul data-testid="payroll-report-totals">
            {row.original.currencies.map((c) => (
              <li key={c.currency}>{formatMoney(c.totals.total, c.currency)}</li>
            ))}
          </ul>
        ) : (
          <span className="text-slate-600">–</span>
        ),
    },
    {
      id: "employees",
      header: "Employees",
      meta: { className: "tabular-nums" },
      cell: ({ row }) =>
        row.original.currencies.length ? row.original.currencies.reduce((n, c) => n + c.employees, 0) : "–",
    },
    {
      id: "download",
      header: () => <span className="sr-only">Download</span>,
      meta: { className: "text-right" },
      cell: ({ row }) => {
        const { period, missing, version } = row.original;
        if (missing)
          return (
            <span className="text-sm text-slate-700" data-testid="payroll-report-missing">
              {MISSING_REASONS[missing]}
            </span>
          );
        const label = periodLabel(period);
        const packs = packsByPeriod.get(period) ?? [];
        return (
          <>
            <a
              href={payrollReportPath(companyId, period)}
              download
              onClick={(event) => download(event, period)}
              aria-label={`Download CSV for ${label}${version ? ` (version ${version})` : ""}`}
              aria-busy={busy === period || undefined}
              className={LINK}
            >
              {busy === period ? (
                <span
                  className="h-4 w-4 animate-spin rounded-full border-2 border-current border-r-transparent"
                  aria-hidden
                />
              ) : null}
              Download CSV
              {/* Issue 27: a corrected month names its version (the file is payroll-report_<company>_<period>_v2.csv). */}
              {version ? <span className="text-xs text-slate-600">(version {version})</span> : null}
            </a>
            {packs.length ? <PackLinks packs={packs} label={label} /> : null}
          </>
        );
      },
    },
  ];
}
