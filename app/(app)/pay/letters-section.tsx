"use client";

// The 'Letters' card on /pay: the employee's letters with their status (the reason when declined), Download once
// the letter is made, and 'Request a letter'. While a letter is being made the list checks again every few seconds.
import { useState } from "react";
import dynamic from "next/dynamic";
import useSWR from "swr";
import type { ColumnDef } from "@tanstack/react-table";
import { swrFetcher } from "@/lib/http/client";
import { formatDate } from "@/lib/dates";
import { letterTitle, type LetterDto } from "@/lib/letters/schema";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { Card, Pill } from "@/components/ui/misc";

// The request dialog's code (its form and schema) loads when it is first opened, not with the page.
const LettersRequestDialog = dynamic(() => import("./letters-request-dialog").then((m) => m.LettersRequestDialog), {
  ssr: false,
});

const TONES = { REQUESTED: "info", APPROVED: "success", DECLINED: "error" } as const;

export function letterState(l: LetterDto): string {
  if (l.status === "REQUESTED") return "Waiting for approval";
  if (l.status === "DECLINED") return "Declined";
  if (l.ready) return "Ready";
  return l.generationError ? "Could not be made" : "Being prepared";
}

const COLUMNS: ColumnDef<LetterDto, unknown>[] = [
  {
    id: "letter",
    header: "Letter",
    meta: { rowHeader: true },
    cell: ({ row }) => letterTitle(row.original.kind, row.original.months),
  },
  { id: "requested", header: "Requested", cell: ({ row }) => formatDate(row.original.createdAt) },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => <Pill tone={TONES[row.original.status]}>{letterState(row.original)}</Pill>,
  },
  {
    id: "details",
    header: "Details",
    cell: ({ row: { original: l } }) =>
      l.ready ? (
        <a
          href={`/api/letters/${encodeURIComponent(l.id)}/pdf`}
          download
          className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-900 hover:bg-slate-50 sm:min-h-10"
          aria-label={`Download the ${letterTitle(l.kind, l.months).toLowerCase()} of ${formatDate(l.createdAt)}`}
        >
          Download
        </a>
      ) : l.status === "DECLINED" ? (
        `Reason: ${l.declineReason ?? "—"}`
      ) : (
        (l.generationError ?? "—")
      ),
  },
];

export function LettersSection({ employeeId }: { employeeId: string }) {
  const [open, setOpen] = useState(false);
  const { data, error, mutate } = useSWR<{ items: LetterDto[] }>(
    `/api/employees/${encodeURIComponent(employeeId)}/letters`,
    swrFetcher,
    {
      refreshInterval: (latest) =>
        latest?.items.some((l) => l.status === "APPROVED" && !l.ready && !l.generationError) ? 3000 : 0,
    },
  );
  return (
    <div>
      <Card
        title="Letters"
        actions={
          <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
            Request a letter
          </Button>
        }
      >
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            Your letters could not be loaded.
          </p>
        ) : (
          <DataTable
            caption="Your letters"
            columns={COLUMNS}
            rows={data?.items ?? []}
            getRowId={(l) => l.id}
            loading={!data}
            emptyState="No letters yet. Request an employment confirmation or a salary certificate."
            testId="letters-table"
          />
        )}
      </Card>
      {open ? (
        <LettersRequestDialog
          employeeId={employeeId}
          open={open}
          onClose={() => setOpen(false)}
          onRequested={() => mutate()}
        />
      ) : null}
    </div>
  );
}
