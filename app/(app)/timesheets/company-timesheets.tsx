"use client";

import { useMemo, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ColumnDef } from "@tanstack/react-table";
import { useCompanyTimesheets } from "@/lib/swr/use-timesheets";
import { formatDate } from "@/lib/dates";
import type { TimesheetPageDto, TimesheetSummaryDto } from "@/lib/timesheets/dto";
import { DataTable } from "@/components/ui/data-table";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/misc";
import { SelectField } from "@/components/ui/field";
import { MonthPicker } from "@/components/time/month-picker";
import { TimesheetStatusCell } from "./timesheet-progress";

/** A company's timesheets of the month with their status (and a waiting one's chain levels); each opens the
 *  employee's month. */
export function CompanyTimesheets({
  companyId,
  companies,
  month,
  initial,
}: {
  companyId: string | null;
  companies: { id: string; name: string }[];
  month: string;
  initial: TimesheetPageDto | null;
}) {
  const router = useRouter();
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const { data, isLoading } = useCompanyTimesheets(companyId, month, cursor, initial ?? undefined);
  // Stable between renders: a cell renders as a component, new columns would remount the rows.
  const columns = useMemo<ColumnDef<TimesheetSummaryDto, unknown>[]>(
    () => [
      {
        header: "Employee",
        cell: ({ row }) => (
          <Link
            className="text-indigo-700 underline"
            href={`/timesheets?employeeId=${row.original.employeeId}&month=${month}`}
          >
            {row.original.employeeName}
          </Link>
        ),
      },
      { header: "Status", cell: ({ row }) => <TimesheetStatusCell row={row.original} /> },
      {
        header: "Working hours",
        accessorKey: "totalMonthWorkingHours",
        meta: { className: "text-right tabular-nums" },
      },
      { header: "Overtime hours", accessorKey: "totalOvertimeHours", meta: { className: "text-right tabular-nums" } },
      { header: "Submitted", cell: ({ row }) => formatDate(row.original.submittedDate) },
      { header: "Approved", cell: ({ row }) => formatDate(row.original.approvedDate) },
    ],
    [month],
  );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <MonthPicker month={month} />
        {companies.length > 0 ? (
          <div className="w-64">
            <SelectField
              label="Company"
              value={companyId ?? ""}
              placeholder="Choose a company"
              options={companies.map((c) => ({ value: c.id, label: c.name }))}
              onChange={(e) => router.replace(`?companyId=${encodeURIComponent(e.target.value)}&month=${month}`)}
            />
          </div>
        ) : null}
      </div>
      {!companyId ? (
        <EmptyState title="Choose a company" description="Timesheets are listed per company." />
      ) : data && data.items.length === 0 && cursors.length === 1 ? (
        <EmptyState title="No timesheets this month" description="Employees' timesheets appear here once saved." />
      ) : (
        <>
          <DataTable
            caption={`Timesheets of ${month}`}
            columns={columns}
            rows={data?.items ?? []}
            loading={isLoading}
            getRowId={(r) => r.id}
          />
          <div className="flex gap-2">
            <Button
              variant="secondary"
              disabled={cursors.length === 1}
              onClick={() => setCursors((c) => c.slice(0, -1))}
            >
              Previous
            </Button>
            <Button
              variant="secondary"
              disabled={!data?.nextCursor}
              onClick={() => setCursors((c) => [...c, data!.nextCursor])}
            >
              Next
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
