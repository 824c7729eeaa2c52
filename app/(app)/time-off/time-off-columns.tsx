"use client";

import { useMemo } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { formatDate } from "@/lib/dates";
import { leaveLabel } from "@/lib/time-off/schema";
import type { TimeOffDto } from "@/lib/time-off/dto";
import { Button } from "@/components/ui/button";
import { TimeOffStatusCell } from "./status-cell";

type Column = ColumnDef<TimeOffDto, unknown>;

const EMPLOYEE: Column = { header: "Employee", accessorKey: "employeeName" };
const DETAILS: Column[] = [
  { header: "Leave type", cell: ({ row }) => leaveLabel(row.original) },
  { header: "From", cell: ({ row }) => formatDate(row.original.startDate) },
  { header: "To", cell: ({ row }) => formatDate(row.original.endDate) },
  { header: "Working days", accessorKey: "workingDays", meta: { className: "text-right tabular-nums" } },
  { header: "Note", cell: ({ row }) => row.original.employeeNote ?? "—" },
  { header: "Status", cell: ({ row }) => <TimeOffStatusCell entry={row.original} /> },
];

/** What a row's entry is, in words (the accessible names of its buttons and of the delete dialog). */
export const describeTimeOff = (e: TimeOffDto) =>
  `${leaveLabel(e)} from ${formatDate(e.startDate)} to ${formatDate(e.endDate)}`;

/**
 * The list's columns, stable across renders (cells render as components): the employee in the company view,
 * and an Actions column with Delete when any row allows it (the row's `actions.canDelete`, from the server).
 */
export function useTimeOffColumns(options: {
  withEmployee: boolean;
  withActions: boolean;
  onDelete: (entry: TimeOffDto) => void;
}): Column[] {
  const { withEmployee, withActions, onDelete } = options;
  return useMemo(() => {
    const base = withEmployee ? [EMPLOYEE, ...DETAILS] : DETAILS;
    if (!withActions) return base;
    const actions: Column = {
      header: "Actions",
      cell: ({ row }) =>
        row.original.actions.canDelete ? (
          <Button
            variant="link"
            onClick={() => onDelete(row.original)}
            aria-haspopup="dialog"
            aria-label={`Delete ${describeTimeOff(row.original)}`}
          >
            Delete
          </Button>
        ) : null,
    };
    return [...base, actions];
  }, [withEmployee, withActions, onDelete]);
}
