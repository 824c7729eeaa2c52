"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { formatDate } from "@/lib/dates";
import {
  DEPOSIT_TYPE_LABELS,
  EMPLOYEE_TYPE_LABELS,
  MESSAGES_HIRING,
  type DepositTypeValue,
  type EmployeeTypeValue,
} from "@/lib/hiring/constants";
import { formatMoney } from "@/lib/money";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Card, DefinitionList, Pill } from "@/components/ui/misc";
import { SeatActions, orderFormHref } from "@/components/hiring/seat-actions";
import { statusAction, statusHref } from "@/components/hiring/pending-employee-rows";
import type { CountryOption, SeatProfile } from "@/components/hiring/types";
import type { AllowedSeatActions } from "@/lib/hiring/seat-actions";
import type { SeatView } from "@/lib/hiring/dto";
import { currencyLabel } from "@/lib/display";

export function PendingEmployeeView({
  seat,
  countries,
  actions,
  showThanks,
  backHref,
}: {
  seat: SeatView;
  countries: CountryOption[];
  actions: AllowedSeatActions;
  showThanks: boolean;
  backHref: string;
}) {
  const router = useRouter();
  // The thanks after a request promise an order form: not once it is ready or accepted (a reload of the link, a
  // request whose order form was signed at once).
  const [thanksOpen, setThanksOpen] = useState(showThanks && seat.sowStatus === "sow:awaiting-proposal");
  const p: SeatProfile = seat.employeeProfile ?? {};
  const href = statusHref(seat, seat.companyId);
  const action = statusAction(seat, seat.companyId);
  const money = (v: unknown) => (v && seat.billingCurrency ? formatMoney(String(v), seat.billingCurrency) : "—");
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <Link href={backHref} className="text-sm text-indigo-700 underline">
        Back
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{seat.name || "Pending employee"}</h1>
        <div className="flex items-center gap-3">
          {/* The status is a state; the step it leads to is a link with a verb beside it. */}
          <Pill tone={href ? "info" : "warning"}>{seat.statusLabel}</Pill>
          {action ? (
            <Link
              className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-indigo-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
              href={action.href}
            >
              {action.label}
            </Link>
          ) : null}
          {seat.seatStatus === "pending" ? (
            <Link
              className="rounded-md border border-slate-300 px-4 py-2 text-sm"
              href={`/companies/${seat.companyId}/pending-employee/${seat.id}/edit`}
            >
              Edit
            </Link>
          ) : null}
        </div>
      </div>
      <Card title="Request">
        <DefinitionList
          items={[
            { label: "Country", value: seat.countryName },
            { label: "Desired Start Date", value: formatDate(seat.desiredStartDate) },
            { label: "Purchase order number", value: seat.purchaseOrderNumber || "—" },
            { label: "Billing currency", value: currencyLabel(seat.billingCurrency) },
            {
              label: "Employee type",
              value: p.employeeType ? EMPLOYEE_TYPE_LABELS[p.employeeType as EmployeeTypeValue] : "—",
            },
            {
              label: "Deposit type",
              value: p.depositType ? DEPOSIT_TYPE_LABELS[p.depositType as DepositTypeValue] : "—",
            },
            { label: "Management fee", value: money(p.managementFeeAmount) },
            { label: "Setup fee", value: money(p.setupFeeAmount) },
          ]}
        />
      </Card>
      <Card title="Order form">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          {seat.hasOrderForm ? (
            <a className="text-indigo-700 underline" href={seat.sowDocUrl!} target="_blank" rel="noreferrer">
              Download the uploaded order form
            </a>
          ) : (
            <span className="text-slate-600">No order form document uploaded.</span>
          )}
          <Link className="text-indigo-700 underline" href={orderFormHref(seat)}>
            View order form
          </Link>
        </div>
      </Card>
      {seat.seatStatus === "pending" ? (
        <SeatActions seat={seat} countries={countries} actions={actions} onChanged={() => router.refresh()} />
      ) : null}
      <Dialog
        open={thanksOpen}
        onOpenChange={setThanksOpen}
        title={MESSAGES_HIRING.thanks}
        description="We will prepare the order form for this hire and let you know when it is ready to review."
        footer={<Button onClick={() => setThanksOpen(false)}>Close</Button>}
      />
    </div>
  );
}
