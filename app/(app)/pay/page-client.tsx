"use client";

// /pay: the signed-in employee's payslips by month (newest first, Download on each), a chart of gross and net over
// the last 12 months with its table for screen readers, and the year to date per currency.
import dynamic from "next/dynamic";
import { EmptyState } from "@/components/ui/misc";
import type { NextPayPreview } from "@/lib/payslips/next-pay-schema";
import type { PayHistory, PayslipPage } from "@/lib/payslips/schema";
import { LettersSection } from "./letters-section";
import { NextMonthCard } from "./next-month-card";
import { PayslipList } from "./payslip-list";
import { RecordDownload } from "./record-download";
import { YearToDate } from "./year-to-date";
import { YearZip } from "./year-zip";

// recharts is a large script: the chart loads after the page (as on /payroll-reports); the list holds the figures.
const PayChart = dynamic(() => import("./pay-chart").then((m) => m.PayChart), {
  ssr: false,
  loading: () => <p className="text-sm text-slate-700">Loading the chart…</p>,
});

export const NO_PAYSLIPS = "No payslips yet: they appear here when your employer's payroll for a month is published.";

export function PayClient({
  employeeId,
  initial,
  history,
  years = [],
  next = null,
}: {
  employeeId: string;
  initial: PayslipPage;
  history: PayHistory;
  /** The years with payslips, newest first: one ZIP each. */
  years?: number[];
  /** The next month's pay before its cutoff (above the list). */
  next?: NextPayPreview | null;
}) {
  const card = next ? <NextMonthCard preview={next} /> : null;
  const letters = (
    <>
      <LettersSection employeeId={employeeId} />
      <RecordDownload employeeId={employeeId} />
    </>
  );
  if (initial.items.length === 0)
    return (
      <div className="space-y-6">
        {card}
        <EmptyState title={NO_PAYSLIPS} />
        {letters}
      </div>
    );
  return (
    <div className="space-y-6">
      {card}
      <YearToDate ytd={history.yearToDate} />
      {history.months.length ? <PayChart history={history} /> : null}
      <section aria-labelledby="payslips-heading" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="payslips-heading" className="text-lg font-semibold text-slate-900">
            Payslips
          </h2>
          <YearZip employeeId={employeeId} years={years} />
        </div>
        <PayslipList employeeId={employeeId} initial={initial} />
      </section>
      {letters}
    </div>
  );
}
