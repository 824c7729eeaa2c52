"use client";

// A list of payslips, newest first, each with its Download button: a table from the small-tablet width up, cards
// on a phone (390 px). The first page comes from the server; "Load more" fetches the next keyset pages. Shared by
// /pay and the employee page's Payslips card.
import { useMemo, useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { Banner, Pill } from "@/components/ui/misc";
import { downloadWithProgress } from "@/components/payroll/download-with-progress";
import { payslipAmount, payslipTitle, versionNote } from "@/lib/payslips/format";
import type { Payslip, PayslipPage } from "@/lib/payslips/schema";
import { usePayslipPagesAfter } from "./use-payslip-pages";

export const DOWNLOAD_FAILED = "The payslip could not be downloaded. Please try again.";

type Download = { busy: string | null; start: (p: Payslip) => void };

const employerOf = (p: Payslip) => p.legalEntityName ?? p.providerName ?? "—";

function DownloadButton({ p, download }: { p: Payslip; download: Download }) {
  return (
    <Button
      variant="secondary"
      // A 44 px touch target on a phone (40 px in the table from the small-tablet width up).
      className="min-h-11 sm:min-h-10"
      loading={download.busy === p.payReportId}
      onClick={() => download.start(p)}
      aria-label={`Download the payslip of ${payslipTitle(p.period, p.cycle)}${p.version > 1 ? `, version ${p.version}` : ""}`}
    >
      Download
    </Button>
  );
}

function VersionPill({ p }: { p: Payslip }) {
  const note = versionNote(p);
  if (!note) return null;
  return <Pill tone={p.replacedByVersion !== null ? "neutral" : "info"}>{note}</Pill>;
}

function columnsOf(download: Download): ColumnDef<Payslip, unknown>[] {
  return [
    {
      id: "month",
      header: "Month",
      meta: { rowHeader: true },
      cell: ({ row: { original: p } }) => payslipTitle(p.period, p.cycle),
    },
    { id: "employer", header: "Employer", cell: ({ row: { original: p } }) => employerOf(p) },
    {
      id: "gross",
      header: "Gross",
      meta: { className: "text-right tabular-nums" },
      cell: ({ row: { original: p } }) => payslipAmount(p.gross, p.currency),
    },
    {
      id: "net",
      header: "Net",
      meta: { className: "text-right tabular-nums" },
      cell: ({ row: { original: p } }) => payslipAmount(p.net, p.currency),
    },
    { id: "version", header: "Version", cell: ({ row: { original: p } }) => <VersionPill p={p} /> },
    {
      id: "download",
      header: () => <span className="sr-only">Download</span>,
      meta: { className: "text-right" },
      cell: ({ row: { original: p } }) => <DownloadButton p={p} download={download} />,
    },
  ];
}

function PayslipCard({ p, download }: { p: Payslip; download: Download }) {
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 bg-white p-4" data-testid="payslip-card">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="font-semibold text-slate-900">{payslipTitle(p.period, p.cycle)}</p>
          <p className="text-sm text-slate-600">{employerOf(p)}</p>
        </div>
        <DownloadButton p={p} download={download} />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">Gross</dt>
          <dd className="tabular-nums text-slate-900">{payslipAmount(p.gross, p.currency)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Net</dt>
          <dd className="font-semibold tabular-nums text-slate-900">{payslipAmount(p.net, p.currency)}</dd>
        </div>
      </dl>
      <VersionPill p={p} />
    </li>
  );
}

export function PayslipList({ employeeId, initial }: { employeeId: string; initial: PayslipPage }) {
  const { data, error, size, setSize, isValidating } = usePayslipPagesAfter(employeeId, initial.nextCursor);
  const items = [initial, ...(data ?? [])].flatMap((page) => page.items);
  const hasMore = Boolean((data?.length ? data[data.length - 1] : initial).nextCursor);
  const loadingMore = size > 0 && isValidating;
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const download = useMemo<Download>(
    () => ({
      busy,
      start: (p) => {
        if (busy) return;
        setBusy(p.payReportId);
        setFailed(false);
        downloadWithProgress(p.pdfUrl, { cache: "no-store" }, () => {})
          .catch(() => setFailed(true))
          .finally(() => setBusy(null));
      },
    }),
    [busy],
  );
  const columns = useMemo(() => columnsOf(download), [download]);
  return (
    <div className="space-y-3">
      {failed ? <Banner tone="error" title={DOWNLOAD_FAILED} /> : null}
      <div className="hidden sm:block">
        <DataTable
          caption="Payslips by month, newest first"
          columns={columns}
          rows={items}
          getRowId={(p) => p.payReportId}
          rowProps={() => ({ "data-testid": "payslip-row" })}
        />
      </div>
      <ul className="space-y-3 sm:hidden" aria-label="Payslips by month, newest first">
        {items.map((p) => (
          <PayslipCard key={p.payReportId} p={p} download={download} />
        ))}
      </ul>
      {error ? <Banner tone="error" title="Cannot load more payslips" /> : null}
      {hasMore ? (
        <Button variant="secondary" loading={loadingMore} onClick={() => setSize(size + 1)}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}
