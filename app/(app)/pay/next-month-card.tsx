"use client";

// The next month's pay before its cutoff (lib/payslips/preview-next-pay.ts): the payroll month, what on record
// moves the pay (with the expected change when known), the last payslip's figures to compare with, and
// 'Something looks wrong' to ask the payroll team about it.
import { useState } from "react";
import dynamic from "next/dynamic";
import { periodLabel } from "@/lib/payroll/company-reports/schema";
import { payslipAmount } from "@/lib/payslips/format";
import { dayLabel, signedAmount } from "@/lib/payslips/next-pay-reasons";
import type { NextPayPreview } from "@/lib/payslips/next-pay-schema";
import { Button } from "@/components/ui/button";
import { Banner } from "@/components/ui/misc";

// The question dialog's code (its form) loads when it is first opened, not with the page.
const PayQuestionDialog = dynamic(() => import("./next-month-question-dialog").then((m) => m.PayQuestionDialog), {
  ssr: false,
});

export const NOTHING_CHANGES = "Nothing on record changes your pay";

export function NextMonthCard({ preview }: { preview: NextPayPreview }) {
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState(false);
  const month = periodLabel(preview.period);
  return (
    <section
      aria-labelledby="next-month-heading"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="next-month-card"
    >
      <div>
        <h2 id="next-month-heading" className="text-base font-semibold text-slate-900">
          Next month: {month}
        </h2>
        <p className="text-sm text-slate-600">
          {preview.cutoffDate
            ? `Changes recorded by the cutoff on ${dayLabel(preview.cutoffDate)} reach this month's pay.`
            : "Changes recorded before this month's cutoff reach its pay."}
        </p>
      </div>
      {preview.reasons.length ? (
        <ul className="space-y-2 text-sm text-slate-900" aria-label={`What changes your pay in ${month}`}>
          {preview.reasons.map((r, i) => (
            <li
              key={i}
              data-testid="next-pay-reason"
              data-kind={r.kind}
              className="flex flex-wrap justify-between gap-2"
            >
              <span>{r.sentence}</span>
              {r.amount && r.currency ? (
                <span className="font-semibold tabular-nums">{signedAmount(r.amount, r.currency)}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-900">{NOTHING_CHANGES}.</p>
      )}
      {preview.last ? (
        <dl className="grid grid-cols-2 gap-2 rounded-md bg-slate-50 p-3 text-sm sm:grid-cols-4">
          <dt className="text-slate-600">Last payslip</dt>
          <dd className="text-slate-900">{periodLabel(preview.last.period)}</dd>
          <dt className="text-slate-600">Gross / net</dt>
          <dd className="tabular-nums text-slate-900">
            {payslipAmount(preview.last.gross, preview.last.currency)} /{" "}
            {payslipAmount(preview.last.net, preview.last.currency)}
          </dd>
        </dl>
      ) : null}
      {sent ? (
        <Banner tone="success" title="Your question was sent to the payroll team.">
          They read it with the {month} pay report.
        </Banner>
      ) : null}
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Something looks wrong
      </Button>
      {asking ? (
        <PayQuestionDialog
          open={asking}
          employeeId={preview.employeeId}
          month={month}
          onClose={() => setAsking(false)}
          onSent={() => setSent(true)}
        />
      ) : null}
    </section>
  );
}
