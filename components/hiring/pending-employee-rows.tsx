"use client";

// Row parts of the pending employees table: the name link, the status pill (routed as spec 1 section 4 says),
// the desktop columns and the mobile cards.
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
};

export function SeatStatusPill({ seat, companyId }: { seat: SeatView; companyId: string }) {
  const href = statusHref(seat, companyId);
  const content = <Pill tone={TONE[seat.sowStatus]}>{SOW_STATUS_LABELS[seat.sowStatus]}</Pill>;
  return href ? (
    <Link
      href={href}
      className="rounded-full focus-visible:outline-2 focus-visible:outline-indigo-600"
      data-testid={`status-${seat.id}`}
    >
      {content}
    </Link>
  ) : (
    <span data-testid={`status-${seat.id}`}>{content}</span>
  );
}

export function SeatNameLink({ seat, companyId }: { seat: SeatView; companyId: string }) {
  return (
    <Link
      href={`/companies/${companyId}/pending-employee/${seat.id}`}
      className="font-medium text-indigo-700 hover:underline"
    >
      {seat.name || "Unnamed employee"}
    </Link>
  );
}

export function pendingEmployeeColumns({
  companyId,
  countries,
  actions,
  onChanged,
}: RowContext): ColumnDef<SeatView, unknown>[] {
  return [
    { id: "name", header: "Name", cell: ({ row }) => <SeatNameLink seat={row.original} companyId={companyId} /> },
    { id: "country", header: "Country", cell: ({ row }) => row.original.countryName },
    { id: "start", header: "Desired Start Date", cell: ({ row }) => formatDate(row.original.desiredStartDate) },
    { id: "status", header: "Status", cell: ({ row }) => <SeatStatusPill seat={row.original} companyId={companyId} /> },
    {
      id: "actions",
      header: "Actions",
      cell: ({ row }) => (
        <SeatActions seat={row.original} countries={countries} actions={actions} onChanged={onChanged} compact />
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
}: RowContext & { items: SeatView[] }) {
  return (
    <ul className="space-y-3 md:hidden" aria-label="Pending employees">
      {items.map((seat) => (
        <li key={seat.id} className="rounded-lg border border-slate-200 bg-white p-4">
          <div className="flex items-start justify-between gap-2">
            <SeatNameLink seat={seat} companyId={companyId} />
            <SeatStatusPill seat={seat} companyId={companyId} />
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {seat.countryName} · {formatDate(seat.desiredStartDate)}
          </p>
          <div className="mt-2">
            <SeatActions seat={seat} countries={countries} actions={actions} onChanged={onChanged} compact />
          </div>
        </li>
      ))}
    </ul>
  );
}
