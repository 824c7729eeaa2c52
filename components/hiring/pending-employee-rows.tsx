"use client";

// Row parts of the pending employees table: the name link, the status (a plain pill with the spec's words and
// what they mean), the step the status leads to as a verb link (routed as spec 1 section 4 says), the desktop
// columns and the mobile cards. A row just added (?new=) is marked New.
import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { formatDate } from "@/lib/dates";
import { SOW_STATUS_LABELS, type SowStatusValue } from "@/lib/hiring/constants";
import { Pill } from "@/components/ui/misc";
import { orderFormHref } from "@/components/hiring/order-form-href";
import { SeatActions } from "@/components/hiring/seat-actions";
import type { CountryOption } from "@/components/hiring/types";
import type { AllowedSeatActions } from "@/lib/hiring/seat-actions";
import type { SeatView } from "@/lib/hiring/dto";

const TONE: Record<SowStatusValue, "warning" | "info" | "success"> = {
  "sow:awaiting-proposal": "warning",
  "sow:awaiting-acceptance": "info",
  "sow:accepted": "success",
};

export function statusHref(seat: SeatView, companyId: string): string | null {
  if (seat.sowStatus === "sow:accepted")
    return `/companies/${companyId}/pending-employees/${seat.id}/employee-checklist`;
  if (seat.sowStatus === "sow:awaiting-acceptance") return orderFormHref(seat);
  return null;
}

type RowContext = {
  companyId: string;
  countries: CountryOption[];
  actions: AllowedSeatActions;
  onChanged: () => void;
  /** The seat just added (?new=), marked New. */
  newId?: string | null;
};

/** What each status means, in state words, under the spec's pill text. */
export const SEAT_STATE_TEXT: Record<SowStatusValue, string> = {
  "sow:awaiting-proposal": "No order form yet",
  "sow:awaiting-acceptance": "Order form ready, not accepted yet",
  "sow:accepted": "Order form accepted",
};

/** The step a status leads to (spec 1 section 4: the status routes), as an action with a verb. */
export function statusAction(seat: SeatView, companyId: string): { label: string; href: string } | null {
  const href = statusHref(seat, companyId);
  if (!href) return null;
  return { label: seat.sowStatus === "sow:accepted" ? "Open checklist" : "Review order form", href };
}

/** The status: not a control (its next step is in the actions). */
export function SeatStatusPill({ seat }: { seat: SeatView }) {
  return (
    <span className="inline-flex flex-col items-start gap-0.5" data-testid={`status-${seat.id}`}>
      <Pill tone={TONE[seat.sowStatus]}>{SOW_STATUS_LABELS[seat.sowStatus]}</Pill>
      <span className="text-xs text-slate-600">{SEAT_STATE_TEXT[seat.sowStatus]}</span>
    </span>
  );
}

const ACTION_LINK =
  "inline-flex min-h-10 items-center rounded-md px-4 text-sm font-medium text-indigo-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

export function SeatStatusAction({ seat, companyId }: { seat: SeatView; companyId: string }) {
  const action = statusAction(seat, companyId);
  return action ? (
    <Link href={action.href} className={ACTION_LINK}>
      {action.label}
    </Link>
  ) : null;
}

export function SeatNameLink({ seat, companyId, isNew }: { seat: SeatView; companyId: string; isNew?: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Link
        href={`/companies/${companyId}/pending-employee/${seat.id}`}
        className="rounded-sm font-medium text-indigo-700 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        data-new-seat={isNew ? seat.id : undefined}
      >
        {seat.name || "Unnamed employee"}
      </Link>
      {isNew ? <Pill tone="success">New</Pill> : null}
    </span>
  );
}

export function pendingEmployeeColumns({
  companyId,
  countries,
  actions,
  onChanged,
  newId,
}: RowContext): ColumnDef<SeatView, unknown>[] {
  return [
    {
      id: "name",
      header: "Name",
      cell: ({ row }) => <SeatNameLink seat={row.original} companyId={companyId} isNew={row.original.id === newId} />,
    },
    { id: "country", header: "Country", cell: ({ row }) => row.original.countryName },
    { id: "start", header: "Desired Start Date", cell: ({ row }) => formatDate(row.original.desiredStartDate) },
    { id: "status", header: "Status", cell: ({ row }) => <SeatStatusPill seat={row.original} /> },
    {
      id: "actions",
      header: "Actions",
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-1">
          <SeatStatusAction seat={row.original} companyId={companyId} />
          <SeatActions seat={row.original} countries={countries} actions={actions} onChanged={onChanged} compact />
        </div>
      ),
    },
  ];
}

export function PendingEmployeeCards({
  items,
  companyId,
  countries,
  actions,
  onChanged,
  newId,
}: RowContext & { items: SeatView[] }) {
  return (
    <ul className="space-y-3 md:hidden" aria-label="Pending employees">
      {items.map((seat) => (
        <li
          key={seat.id}
          className={
            seat.id === newId
              ? "rounded-lg border border-emerald-300 bg-emerald-50 p-4"
              : "rounded-lg border border-slate-200 bg-white p-4"
          }
        >
          <div className="flex items-start justify-between gap-2">
            <SeatNameLink seat={seat} companyId={companyId} isNew={seat.id === newId} />
            <SeatStatusPill seat={seat} />
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {seat.countryName} · {formatDate(seat.desiredStartDate)}
          </p>
          <div className="mt-2 flex flex-wrap gap-1">
            <SeatStatusAction seat={seat} companyId={companyId} />
            <SeatActions seat={seat} countries={countries} actions={actions} onChanged={onChanged} compact />
          </div>
        </li>
      ))}
    </ul>
  );
}
