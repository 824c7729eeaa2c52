"use client";

// The manager's team view: each employee's holiday balance this year (taken, booked, remaining), filtered by
// name, sorted and paged here (the company's employees come with the page).
import { useMemo, useState } from "react";
import type { ColumnDef, SortingState } from "@tanstack/react-table";
import type { TimeOffBalanceDto } from "@/lib/time-off/response-schema";
import { DataTable, type PageState } from "@/components/ui/data-table";
import { TextField } from "@/components/ui/field";
import { Card } from "@/components/ui/misc";
import { formatDays } from "./balance-card";

const unlimited = (b: TimeOffBalanceDto) => b.allowanceType === "UNLIMITED";

const COLUMNS: ColumnDef<TimeOffBalanceDto, unknown>[] = [
  { id: "employeeName", header: "Employee", accessorFn: (b) => b.employeeName, meta: { rowHeader: true } },
  {
    id: "allowance",
    header: "Allowance",
    enableSorting: false,
    cell: ({ row }) => formatDays(row.original.allowanceDays, unlimited(row.original)),
  },
  {
    id: "takenDays",
    header: "Taken",
    accessorFn: (b) => b.takenDays,
    cell: ({ row }) => formatDays(row.original.takenDays),
  },
  {
    id: "bookedDays",
    header: "Booked",
    accessorFn: (b) => b.bookedDays,
    cell: ({ row }) => formatDays(row.original.bookedDays),
  },
  {
    id: "remainingDays",
    header: "Remaining",
    accessorFn: (b) => b.remainingDays ?? Number.POSITIVE_INFINITY,
    cell: ({ row }) => formatDays(row.original.remainingDays, unlimited(row.original)),
  },
];

type Key = "employeeName" | "takenDays" | "bookedDays" | "remainingDays";
const value = (b: TimeOffBalanceDto, key: Key) =>
  key === "employeeName" ? b.employeeName : key === "remainingDays" ? (b.remainingDays ?? Infinity) : b[key];

export function TeamBalances({ team, year }: { team: TimeOffBalanceDto[]; year: number }) {
  const [text, setText] = useState("");
  const [sorting, setSorting] = useState<SortingState>([{ id: "employeeName", desc: false }]);
  const [page, setPage] = useState<PageState>({ pageIndex: 0, pageSize: 20 });
  const matching = useMemo(() => {
    const needle = text.trim().toLowerCase();
    const sort = sorting[0] ?? { id: "employeeName", desc: false };
    const key = sort.id as Key;
    const sign = sort.desc ? -1 : 1;
    return team
      .filter((b) => !needle || b.employeeName.toLowerCase().includes(needle))
      .sort((a, b) => {
        const x = value(a, key);
        const y = value(b, key);
        return sign * (typeof x === "string" ? x.localeCompare(String(y)) : x - (y as number));
      });
  }, [team, text, sorting]);
  const start = page.pageIndex * page.pageSize;
  return (
    <Card title={`Team holiday ${year}`}>
      <div className="space-y-3">
        <div className="w-full sm:w-64">
          <TextField
            label="Employee"
            type="search"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setPage((p) => ({ ...p, pageIndex: 0 }));
            }}
          />
        </div>
        <DataTable
          caption={`Team holiday balances ${year}`}
          testId="team-balances"
          columns={COLUMNS}
          rows={matching.slice(start, start + page.pageSize)}
          totalCount={matching.length}
          page={page}
          onPageChange={setPage}
          sorting={sorting}
          onSortingChange={setSorting}
          getRowId={(b) => b.employeeId}
          emptyState="No employee matches."
        />
      </div>
    </Card>
  );
}
