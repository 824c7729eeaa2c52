"use client";

// The order form's tabs: Key facts (with the quote), How it works, Invoice schedule, Onboarding schedule.
import * as Tabs from "@radix-ui/react-tabs";
import { OVERALL_TIME_FRAME, TIME_FRAMES } from "@/lib/hiring/constants";
import { payrollGuaranteedNextMonth } from "@/lib/hiring/dates";
import type { Quote } from "@/lib/hiring/fees";
import type { SeatView } from "@/lib/hiring/dto";
import { Card } from "@/components/ui/misc";
import { QuoteTable } from "@/components/hiring/cost-estimate-panel";
import { KeyFacts, type KeyFactsContent } from "@/components/hiring/key-facts";
import { invoicesToIssue, seatSalaryEntered } from "./order-form-facts";

const TAB = "rounded-md px-3 py-2 text-sm font-medium data-[state=active]:bg-indigo-600 data-[state=active]:text-white";

export function OrderFormTabs({
  seat,
  quote,
  keyFacts,
}: {
  seat: SeatView;
  quote: Quote | null;
  keyFacts: KeyFactsContent | null;
}) {
  const startOrSignature = seat.sowSignature ? new Date(seat.sowSignature.date) : new Date(seat.desiredStartDate);
  return (
    <Tabs.Root defaultValue="key-facts" className="space-y-4">
      <Tabs.List aria-label="Order form" className="flex flex-wrap gap-2 border-b border-slate-200 pb-2">
        <Tabs.Trigger value="key-facts" className={TAB}>
          Key facts
        </Tabs.Trigger>
        <Tabs.Trigger value="how" className={TAB}>
          How it works
        </Tabs.Trigger>
        <Tabs.Trigger value="invoices" className={TAB}>
          Invoice schedule
        </Tabs.Trigger>
        <Tabs.Trigger value="onboarding" className={TAB}>
          Onboarding schedule
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="key-facts" className="space-y-4">
        <KeyFacts countryName={seat.countryName} content={keyFacts} />
        {quote ? (
          <Card>
            <QuoteTable quote={quote} salaryEntered={seatSalaryEntered(seat)} />
          </Card>
        ) : null}
      </Tabs.Content>
      <Tabs.Content value="how">
        <Card title="How it works">
          <ol className="list-decimal space-y-1 pl-5 text-sm">
            <li>You accept this order form.</li>
            <li>We issue the invoices below; the deposit must be paid before the employee receives the contract.</li>
            <li>You complete the employee&apos;s profile and we build a locally compliant contract.</li>
            <li>The employee signs, we countersign and onboard them to payroll.</li>
          </ol>
        </Card>
      </Tabs.Content>
      <Tabs.Content value="invoices">
        <Card title="Invoice schedule">
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {invoicesToIssue(seat, quote).map((line) => (
              <li key={line}>{line}</li>
            ))}
            <li>Monthly invoices for salary, employer costs and fees once payroll starts. Fees exclude VAT.</li>
          </ul>
        </Card>
      </Tabs.Content>
      <Tabs.Content value="onboarding">
        <Card title="Onboarding schedule">
          <p className="text-sm">Onboarding takes {OVERALL_TIME_FRAME} overall:</p>
          <ul className="mt-2 space-y-1 text-sm">
            {TIME_FRAMES.map((t) => (
              <li key={t.step} className="flex justify-between gap-4">
                <span>{t.step}</span>
                <span>{t.days}</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-700">
            {payrollGuaranteedNextMonth(startOrSignature)
              ? "The start or signature date is after the 15th: the first payroll is guaranteed next month."
              : "Payroll is guaranteed next month when the start or signature is after the 15th."}
          </p>
        </Card>
      </Tabs.Content>
    </Tabs.Root>
  );
}
