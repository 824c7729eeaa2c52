"use client";

// The listed days: date, name and kind (national, regional or a company's day off), sortable by date or name,
// each with Remove (the page confirms first).
import { useMemo, useState } from "react";
import type { ColumnDef, SortingState } from "@tanstack/react-table";
import { formatDate } from "@/lib/dates";
import type { PublicHolidayDto } from "@/lib/holidays/response-schema";
import { DataTable } from "@/components/ui/data-table";
import { Button } from "@/components/ui/button";
import { EmptyState, Pill } from "@/components/ui/misc";
import { holidayKind, type HolidayKind } from "./holiday-kind";

type Row = PublicHolidayDto & { kind: HolidayKind };

const TONE = { National: "neutral", Regional: "info", "Company day off": "success" } as const;

function columnsFor(onRemove: (row: Row) => void): ColumnDef<Row, unknown>[] {
  return [
    { id: "date", accessorKey: "date", header: "Date", cell: ({ row }) => formatDate(row.original.date) },
    { id: "name", accessorKey: "name", header: "Name", meta: { rowHeader: true } },
    {
      id: "kind",
      header: "Kind",
      enableSorting: false,
      cell: ({ row }) => <Pill tone={TONE[row.original.kind]}>{row.original.kind}</Pill>,
    },
    {
      id: "actions",
      header: "Actions",
      enableSorting: false,
      cell: ({ row }) => (
        <Button
          variant="secondary"
          onClick={() => onRemove(row.original)}
          aria-label={`Remove ${row.original.name} on ${row.original.date}`}
        >
          Remove
        </Button>
      ),
    },
  ];
}

export function HolidaysTable({
  holidays,
  nationalDates,
  loading,
  onRemove,
}: {
  holidays: PublicHolidayDto[];
  nationalDates: ReadonlySet<string>;
  loading: boolean;
  onRemove: (row: PublicHolidayDto) => void;
}) {
  const [sorting, setSorting] = useState<SortingState>([{ id: "date", desc: false }]);
  const columns = useMemo(() => columnsFor(onRemove), [onRemove]);
  const rows = useMemo(() => {
    const list = holidays.map((h) => ({ ...h, kind: holidayKind(h, nationalDates) }));
    const [sort] = sorting;
    if (!sort) return list;
    const key = sort.id === "name" ? "name" : "date";
    const sorted = [...list].sort((a, b) => a[key].localeCompare(b[key]) || a.date.localeCompare(b.date));
    return sort.desc ? sorted.reverse() : sorted;
  }, [holidays, nationalDates, sorting]);
  return (
    <DataTable
      caption="Public holidays and company days off"
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      sorting={sorting}
      onSortingChange={setSorting}
      loading={loading}
      testId="public-holidays-table"
      emptyState={<EmptyState title="No public holidays in this year" />}
    />
  );
}
