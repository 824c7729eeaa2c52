"use client";

// The employee Employments table's columns: status (and which employment is the current one), type, employer,
// legal entity and the four dates; status and start date sort on the server; admins get an Edit action.
import type { ColumnDef } from "@tanstack/react-table";
import { formatDate } from "@/lib/dates";
import { EMPLOYMENT_STATUS_LABELS } from "@/lib/employees/employments/schema";
import { EMPLOYEE_TYPE_LABELS } from "@/lib/hiring/constants";
import type { EmployeeEmploymentRow } from "@/lib/employees/employments/list-employee-employments";
import { Button } from "@/components/ui/button";
import { Pill } from "@/components/ui/misc";

const TONE = {
  EMPLOYMENT_STATUS_CREATED: "info",
  EMPLOYMENT_STATUS_ACTIVE: "success",
  EMPLOYMENT_STATUS_TERMINATED: "neutral",
} as const;

const dateColumn = (
  id: "startDate" | "terminationDate" | "firstPayrollDate" | "lastPayrollDate",
  header: string,
  sortable = false,
): ColumnDef<EmployeeEmploymentRow, unknown> => ({
  id,
  header,
  accessorFn: sortable ? (row) => row[id] : undefined,
  enableSorting: sortable,
  sortDescFirst: true,
  cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original[id])}</span>,
});

export function employmentColumns(onEdit: ((row: EmployeeEmploymentRow) => void) | null) {
  const columns: ColumnDef<EmployeeEmploymentRow, unknown>[] = [
    {
      id: "status",
      header: "Status",
      accessorFn: (row) => row.status,
      cell: ({ row }) => (
        <span className="flex flex-wrap gap-1">
          <Pill tone={TONE[row.original.status]}>{EMPLOYMENT_STATUS_LABELS[row.original.status]}</Pill>
          {row.original.isCurrent ? <Pill tone="info">Current</Pill> : null}
        </span>
      ),
    },
    { id: "type", header: "Type", enableSorting: false, cell: ({ row }) => EMPLOYEE_TYPE_LABELS[row.original.type] },
    {
      id: "employer",
      header: "Employer",
      enableSorting: false,
      cell: ({ row }) => row.original.employerName ?? "—",
    },
    {
      id: "legalEntity",
      header: "Legal entity",
      enableSorting: false,
      cell: ({ row }) => row.original.legalEntityName ?? "—",
    },
    dateColumn("startDate", "Start date", true),
    dateColumn("terminationDate", "Termination date"),
    dateColumn("firstPayrollDate", "First payroll"),
    dateColumn("lastPayrollDate", "Last payroll"),
  ];
  if (onEdit)
    columns.push({
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      enableSorting: false,
      cell: ({ row }) => (
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          aria-label={`Edit the ${EMPLOYMENT_STATUS_LABELS[row.original.status].toLowerCase()} employment from ${formatDate(row.original.startDate)}`}
          onClick={() => onEdit(row.original)}
        >
          Edit
        </Button>
      ),
    });
  return columns;
}
