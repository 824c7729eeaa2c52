"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { formatDate } from "@/lib/dates";
import { letterTitle, type LetterDto } from "@/lib/letters/schema";
import { Button } from "@/components/ui/button";
import { Pill } from "@/components/ui/misc";

const TONES = { REQUESTED: "info", APPROVED: "success", DECLINED: "error" } as const;
const STATUS_WORDS = { REQUESTED: "Requested", APPROVED: "Approved", DECLINED: "Declined" } as const;

function stateOf(l: LetterDto): string {
  if (l.status !== "APPROVED") return STATUS_WORDS[l.status];
  if (l.ready) return "Approved, ready";
  return l.generationError ? "Approved, could not be made" : "Approved, being prepared";
}

/** The queue's columns; only 'Requested' sorts (the server's order). */
export function letterColumns(actions: {
  approve: (l: LetterDto) => void;
  decline: (l: LetterDto) => void;
}): ColumnDef<LetterDto, unknown>[] {
  return [
    { id: "employee", header: "Employee", meta: { rowHeader: true }, cell: ({ row }) => row.original.employeeName },
    { id: "company", header: "Company", cell: ({ row }) => row.original.companyName },
    { id: "letter", header: "Letter", cell: ({ row }) => letterTitle(row.original.kind, row.original.months) },
    { id: "purpose", header: "Purpose", cell: ({ row }) => row.original.purpose ?? "—" },
    {
      id: "createdAt",
      accessorKey: "createdAt",
      header: "Requested",
      cell: ({ row }) => formatDate(row.original.createdAt),
    },
    {
      id: "status",
      header: "Status",
      cell: ({ row: { original: l } }) => (
        <span className="space-y-1">
          <Pill tone={TONES[l.status]}>{stateOf(l)}</Pill>
          {l.status === "DECLINED" && l.declineReason ? <span className="block text-xs">{l.declineReason}</span> : null}
          {l.generationError ? <span className="block text-xs text-red-700">{l.generationError}</span> : null}
        </span>
      ),
    },
    {
      id: "actions",
      header: "Actions",
      cell: ({ row: { original: l } }) =>
        l.status === "REQUESTED" ? (
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => actions.approve(l)}
              aria-haspopup="dialog"
              aria-label={`Approve ${l.employeeName}'s letter`}
            >
              Approve
            </Button>
            <Button
              variant="secondary"
              onClick={() => actions.decline(l)}
              aria-haspopup="dialog"
              aria-label={`Decline ${l.employeeName}'s letter`}
            >
              Decline
            </Button>
          </div>
        ) : (
          "—"
        ),
    },
  ];
}
