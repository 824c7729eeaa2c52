"use client";

// The payroll reports download table (spec 3 section 2): Month, and a 'Download CSV' link per month. The link
// is a real link to the CSV route (works without script, can be opened or copied); with script the click
// fetches the file so a failure can show the spec's message instead of a broken download.
import { useState } from "react";
import { Banner, EmptyState } from "@/components/ui/misc";
import { payrollReportPath, periodLabel } from "@/lib/payroll/company-reports/schema";
import type { PeriodTotals } from "@/lib/payroll/company-reports/dto";
import { PeriodTotalsChart } from "@/components/payroll/period-totals-chart";

export const DOWNLOAD_FAILED = "Failed to download file from server.";
export const LIST_FAILED = "Failed to read payroll reports from server.";

function fileNameOf(response: Response, fallback: string) {
  const match = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  return match?.[1] ?? fallback;
}

export function PayrollReportsClient({
  companyId,
  periods,
  totals = [],
}: {
  companyId: string;
  periods: string[] | null;
  totals?: PeriodTotals[];
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function download(event: React.MouseEvent<HTMLAnchorElement>, period: string) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (busy) return;
    setBusy(period);
    setError(null);
    try {
      const response = await fetch(event.currentTarget.href, { cache: "no-store" });
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = fileNameOf(response, `payroll-report_${period}.csv`);
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setError(DOWNLOAD_FAILED);
    } finally {
      setBusy(null);
    }
  }

  if (periods === null) return <Banner tone="error" title={LIST_FAILED} />;
  if (periods.length === 0)
    return (
      <EmptyState
        title="No payroll reports yet"
        description="A month appears here once its payroll has been published."
      />
    );
  return (
    <div className="space-y-3">
      {error ? <Banner tone="error" title={error} /> : null}
      <PeriodTotalsChart totals={totals} />
      <div className="overflow-hidden rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Payroll reports by month, newest first</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Month
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                <span className="sr-only">Download</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {periods.map((period) => {
              const label = periodLabel(period);
              return (
                <tr key={period} data-testid="payroll-report-row">
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                    {label}
                  </th>
                  <td className="px-4 py-2 text-right">
                    <a
                      href={payrollReportPath(companyId, period)}
                      download
                      onClick={(event) => download(event, period)}
                      aria-label={`Download CSV for ${label}`}
                      aria-busy={busy === period || undefined}
                      className="inline-flex min-h-10 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                    >
                      {busy === period ? (
                        <span
                          className="h-4 w-4 animate-spin rounded-full border-2 border-current border-r-transparent"
                          aria-hidden
                        />
                      ) : null}
                      Download CSV
                    </a>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
