"use client";

// The order form (spec 1 section 2 'Review page'): tabs Key facts / How it works / Invoice schedule / Onboarding
// schedule, the terms checkbox that enables 'Add Employee', the 'Agree and continue?' invoices modal, Approval
// Details once signed, and a PNG download drawn client-side (SVG -> canvas, no library).
import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import * as Tabs from "@radix-ui/react-tabs";
import { Camera } from "lucide-react";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { formatDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import {
  DEPOSIT_TYPE_LABELS,
  EMPLOYEE_TYPE_LABELS,
  MESSAGES_HIRING,
  OVERALL_TIME_FRAME,
  TIME_FRAMES,
  type DepositTypeValue,
  type EmployeeTypeValue,
} from "@/lib/hiring/constants";
import { payrollGuaranteedNextMonth } from "@/lib/hiring/dates";
import { isSalaryEntered, type Quote } from "@/lib/hiring/fees";
import type { ColumnDef } from "@tanstack/react-table";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { ConfirmDialog } from "@/components/ui/dialog";
import { CheckboxField } from "@/components/ui/field";
import { Banner, Card, DefinitionList } from "@/components/ui/misc";
import { QuoteTable, quoteRows } from "@/components/hiring/cost-estimate-panel";
import { KeyFacts, type KeyFactsContent } from "@/components/hiring/key-facts";
import { HireSteps } from "@/components/hiring/hire-steps";
import type { SeatProfile } from "@/components/hiring/types";
import type { SeatView } from "@/lib/hiring/dto";

type Approval = { client: string; employee: string; by: string; on: string };
const APPROVAL_COLUMNS: ColumnDef<Approval, unknown>[] = [
  { accessorKey: "client", header: "Client" },
  { accessorKey: "employee", header: "Employee" },
  { accessorKey: "by", header: "Approved by" },
  { accessorKey: "on", header: "Approved on" },
];

export function invoicesToIssue(seat: Pick<SeatView, "employeeProfile">, quote: Quote | null): string[] {
  const p: SeatProfile = seat.employeeProfile ?? {};
  const list: string[] = [];
  if (quote && Number(quote.setupFee) > 0)
    list.push(`Set-up fee invoice (${formatMoney(quote.setupFee, quote.billingCurrency)})`);
  if (p.employeeType === "EOR")
    list.push(
      `Deposit invoice${quote && Number(quote.depositFee.convertedAmount) > 0 ? ` (${formatMoney(quote.depositFee.convertedAmount, quote.billingCurrency)})` : ""}, refundable at the end of the employee's tenure`,
    );
  list.push("A possible visa fee invoice, if the employee needs a visa");
  return list;
}

/** The seat's annual salary as the quote uses it (profile first, then the request). */
export function seatSalaryEntered(seat: Pick<SeatView, "employeeProfile" | "annualBaseSalary">): boolean {
  return isSalaryEntered(seat.employeeProfile?.annualBaseSalaryAmount ?? seat.annualBaseSalary?.amount);
}

function escapeXml(text: string) {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}

/** Draws the order form's facts as an SVG, rasterises it on a canvas and downloads a PNG. */
async function downloadAsImage(seat: SeatView, quote: Quote | null) {
  const lines: [string, string][] = [
    ["Client", seat.companyName],
    ["Employee", seat.name || "—"],
    ["Country", seat.countryName],
    ["Desired start date", formatDate(seat.desiredStartDate)],
    ["Billing currency", seat.billingCurrency ?? "—"],
  ];
  if (quote) {
    const rows = quoteRows(quote, seatSalaryEntered(seat));
    lines.push(...rows.monthly, rows.monthlyTotal, ...rows.oneTime, rows.oneTimeTotal);
  }
  if (seat.sowSignature)
    lines.push(["Approved by", seat.sowSignature.signedBy ?? "—"], ["Approved on", formatDate(seat.sowSignature.date)]);
  const width = 720;
  const height = 110 + lines.length * 32;
  const rows = lines
    .map(
      ([k, v], i) =>
        `<text x="32" y="${100 + i * 32}" font-size="15" fill="#475569">${escapeXml(k)}</text><text x="${width - 32}" y="${100 + i * 32}" font-size="15" text-anchor="end" fill="#0f172a">${escapeXml(v)}</text>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="Arial, sans-serif"><rect width="100%" height="100%" fill="#ffffff"/><text x="32" y="52" font-size="26" font-weight="bold" fill="#0f172a">Order Form</text>${rows}<text x="32" y="${height - 16}" font-size="12" fill="#64748b">Fees exclude VAT.</text></svg>`;
  const image = new Image();
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error("Could not draw the order form"));
      image.src = url;
    });
    const canvas = document.createElement("canvas");
    canvas.width = width * 2;
    canvas.height = height * 2;
    const ctx = canvas.getContext("2d")!;
    ctx.scale(2, 2);
    ctx.drawImage(image, 0, 0);
    const png = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("PNG failed"))), "image/png"),
    );
    const link = document.createElement("a");
    link.href = URL.createObjectURL(png);
    link.download = `order-form-${seat.id}.png`;
    link.click();
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function OrderFormView({
  seat,
  quote,
  keyFacts,
  reviewMode,
  canAccept,
  backHref,
  invoicePopup = true,
}: {
  seat: SeatView;
  quote: Quote | null;
  keyFacts: KeyFactsContent | null;
  reviewMode: boolean;
  canAccept: boolean;
  backHref: string;
  /** The 'Agree and continue?' invoices modal before accepting (flag addEmployeeInvoicePopup). */
  invoicePopup?: boolean;
}) {
  const router = useRouter();
  const [agreed, setAgreed] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const p: SeatProfile = seat.employeeProfile ?? {};
  const startOrSignature = seat.sowSignature ? new Date(seat.sowSignature.date) : new Date(seat.desiredStartDate);

  const acceptBlocker = seat.missingOrderFormFields.length
    ? `To continue, the order form needs: ${seat.missingOrderFormFields.join(", ")}.`
    : !agreed
      ? "To continue, tick the terms and conditions box above."
      : null;

  async function accept() {
    setBusy(true);
    setError(null);
    try {
      await apiFetch(`/api/seats/${seat.id}`, {
        method: "PATCH",
        json: { sowStatus: "sow:accepted", version: seat.version },
      });
      toast.success("Order form accepted");
      setConfirmOpen(false);
      // Automated flow with key facts goes straight to the checklist; otherwise the pending page with the thank-you modal.
      router.push(
        reviewMode && keyFacts?.facts?.length
          ? `/companies/${seat.companyId}/pending-employees/${seat.id}/employee-checklist`
          : `/companies/${seat.companyId}/pending-employee/${seat.id}?showModal=true`,
      );
      router.refresh();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setConfirmOpen(false);
    } finally {
      setBusy(false);
    }
  }

  const tab =
    "rounded-md px-3 py-2 text-sm font-medium data-[state=active]:bg-indigo-600 data-[state=active]:text-white";
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <Link href={backHref} className="text-sm text-indigo-700 underline">
        Back
      </Link>
      {reviewMode ? <HireSteps current="review" /> : null}
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{reviewMode ? "Review employee request" : "Order Form"}</h1>
        <Button
          variant="ghost"
          aria-label="Download the order form as an image"
          onClick={() => downloadAsImage(seat, quote).catch((e) => toast.error(String(e)))}
        >
          <Camera aria-hidden className="h-5 w-5" />
        </Button>
      </div>
      {error ? <Banner tone="error" title={error} /> : null}
      <Card>
        <DefinitionList
          items={[
            { label: "Client", value: seat.companyName },
            { label: "Employee", value: seat.name || "—" },
            { label: "Country", value: seat.countryName },
            { label: "Desired start date", value: formatDate(seat.desiredStartDate) },
            {
              label: "Employee type",
              value: p.employeeType ? EMPLOYEE_TYPE_LABELS[p.employeeType as EmployeeTypeValue] : "—",
            },
            {
              label: "Deposit type",
              value: p.depositType ? DEPOSIT_TYPE_LABELS[p.depositType as DepositTypeValue] : "—",
            },
            { label: "Billing currency", value: seat.billingCurrency ?? "—" },
            { label: "Purchase order", value: seat.purchaseOrderNumber || "—" },
          ]}
        />
      </Card>
      {seat.missingOrderFormFields.length ? (
        <Banner tone="warning" title="This order form is not complete yet">
          Missing: {seat.missingOrderFormFields.join(", ")}.
        </Banner>
      ) : null}
      <Tabs.Root defaultValue="key-facts" className="space-y-4">
        <Tabs.List aria-label="Order form" className="flex flex-wrap gap-2 border-b border-slate-200 pb-2">
          <Tabs.Trigger value="key-facts" className={tab}>
            Key facts
          </Tabs.Trigger>
          <Tabs.Trigger value="how" className={tab}>
            How it works
          </Tabs.Trigger>
          <Tabs.Trigger value="invoices" className={tab}>
            Invoice schedule
          </Tabs.Trigger>
          <Tabs.Trigger value="onboarding" className={tab}>
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

      {seat.sowSignature ? (
        <Card title="Approval Details">
          <DataTable
            caption="Approval details"
            columns={APPROVAL_COLUMNS}
            rows={[
              {
                client: seat.companyName,
                employee: seat.name || "—",
                by: seat.sowSignature.signedBy ?? "—",
                on: formatDate(seat.sowSignature.date),
              },
            ]}
          />
        </Card>
      ) : null}

      {canAccept ? (
        <div className="space-y-3">
          <CheckboxField label={MESSAGES_HIRING.terms} checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          <div className="flex flex-wrap items-center justify-end gap-3">
            <div className="text-sm text-slate-700">
              <p id="accept-binds">
                Accepting binds your company to this order form and the invoices in its invoice schedule.
              </p>
              {acceptBlocker ? (
                <p id="accept-blocker" data-testid="accept-blocker">
                  {acceptBlocker}
                </p>
              ) : null}
            </div>
            <Button
              aria-describedby={acceptBlocker ? "accept-binds accept-blocker" : "accept-binds"}
              aria-haspopup={invoicePopup ? "dialog" : undefined}
              disabled={!agreed || seat.missingOrderFormFields.length > 0 || busy}
              onClick={() => (invoicePopup ? setConfirmOpen(true) : void accept())}
            >
              Add Employee
            </Button>
          </div>
        </div>
      ) : null}

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Agree and continue?"
        description="By continuing, the following invoices will be issued:"
        confirmLabel="Agree and continue"
        onConfirm={accept}
        busy={busy}
      >
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {invoicesToIssue(seat, quote).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-700">
          The deposit must be paid before the employee receives the contract.
        </p>
      </ConfirmDialog>
    </div>
  );
}
