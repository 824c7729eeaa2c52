"use client";

// The payroll reports table (spec 3 section 2): every month from the newest to the oldest, each with its published
// totals per currency and a 'Download CSV' link, or the reason it has none for this viewer (not yet published, no
// employees of theirs in it, no payroll uploaded). The link is a real link to the CSV route (works without script,
// can be opened or copied); with script the click fetches the file so a failure can show the spec's message instead
// of a broken download. The chart above is drawn from the same months (chartTotalsOf), only where it has a line.
import { useCallback, useMemo, useState } from "react";
import dynamic from "next/dynamic";
import { Banner, EmptyState } from "@/components/ui/misc";
import { DataTable } from "@/components/ui/data-table";
import { chartTotalsOf, type ReportMonth } from "@/lib/payroll/company-reports/report-months";
import type { PackSummary } from "@/lib/payroll/packs/schema";
import { isLatestPublished } from "@/lib/payroll/versions/latest-published";
import { reportColumns } from "./report-columns";

// Issue 28 (page speed): recharts is about 100 kB of compressed script; the chart loads after the page, as on
// /balances; the months' table holds the same figures meanwhile.
const PeriodTotalsChart = dynamic(
  () => import("@/components/payroll/period-totals-chart").then((m) => m.PeriodTotalsChart),
  { ssr: false, loading: () => <p className="text-sm text-slate-700">Loading the chart…</p> },
);

export const DOWNLOAD_FAILED = "Failed to download file from server.";
export const LIST_FAILED = "Failed to read payroll reports from server.";

function fileNameOf(response: Response, fallback: string) {
  const match = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  return match?.[1] ?? fallback;
}

export function PayrollReportsClient({
  companyId,
  months,
  packs = [],
}: {
  companyId: string;
  months: ReportMonth[] | null;
  /** The company's signed packs the viewer may download (issue 27); those of latest published reports are offered. */
  packs?: PackSummary[];
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const download = useCallback(
    async (event: React.MouseEvent<HTMLAnchorElement>, period: string) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      event.preventDefault();
      if (busy) return;
      const href = event.currentTarget.href;
      setBusy(period);
      setError(null);
      try {
        const response = await fetch(href, { cache: "no-store" });
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
    },
    [busy],
  );
  const packsByPeriod = useMemo(() => {
    const byPeriod = new Map<string, PackSummary[]>();
    for (const pack of packs.filter((p) => isLatestPublished(p.status)))
      byPeriod.set(pack.payrollPeriod, [...(byPeriod.get(pack.payrollPeriod) ?? []), pack]);
    return byPeriod;
  }, [packs]);
  const columns = useMemo(
    () => reportColumns(companyId, busy, download, packsByPeriod),
    [companyId, busy, download, packsByPeriod],
  );
  const chart = useMemo(() => chartTotalsOf(months ?? []), [months]);

  if (months === null) return <Banner tone="error" title={LIST_FAILED} />;
  const available = months.filter((m) => m.missing === null).length;
  if (months.length === 0)
    return (
      <EmptyState
        title="No payroll reports yet"
        description="A month appears here once its payroll has been published."
      />
    );
  return (
    <div className="space-y-3">
      {error ? <Banner tone="error" title={error} /> : null}
      {available === 0 ? (
        <Banner tone="info" title="No payroll report to download yet">
          Each month below says why it has no report for you.
        </Banner>
      ) : null}
      {chart.length ? (
        <PeriodTotalsChart totals={chart} />
      ) : available > 0 ? (
        <p className="text-sm text-slate-600" data-testid="payroll-chart-hidden">
          The chart of monthly totals appears once two months in the same currency are published.
        </p>
      ) : null}
      <DataTable
        caption="Payroll reports by month, newest first"
        columns={columns}
        rows={months}
        getRowId={(m) => m.period}
        rowProps={(m) => ({
          "data-testid": m.missing ? "payroll-report-missing-row" : "payroll-report-row",
          "data-period": m.period,
        })}
      />
    </div>
  );
}
