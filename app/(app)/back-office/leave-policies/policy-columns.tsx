import type { ColumnDef } from "@tanstack/react-table";
import type { LeavePolicyDto } from "@/lib/holidays/leave-policy/schema";
import { Button } from "@/components/ui/button";

const ACCRUAL = { UP_FRONT: "Up front", MONTHLY: "Monthly" } as const;

export const accrualLabel = (accrual: LeavePolicyDto["accrual"]) => ACCRUAL[accrual];

export function carryOverLabel(p: Pick<LeavePolicyDto, "carryOverMaxDays" | "carryOverExpiry">): string {
  if (p.carryOverMaxDays === 0) return "None";
  return p.carryOverExpiry ? `${p.carryOverMaxDays} days until ${p.carryOverExpiry}` : `${p.carryOverMaxDays} days`;
}

/** The table's columns; Edit opens the dialog. Keep the result stable (useMemo). */
export function policyColumns(onEdit: (policy: LeavePolicyDto) => void): ColumnDef<LeavePolicyDto, unknown>[] {
  return [
    {
      id: "country",
      header: "Country",
      accessorFn: (p) => p.countryName,
      meta: { rowHeader: true },
      cell: ({ row }) => `${row.original.countryName} (${row.original.countryCode})`,
    },
    {
      id: "allowance",
      header: "Allowance",
      accessorFn: (p) => p.allowanceDays,
      cell: ({ row }) => `${row.original.allowanceDays} days`,
    },
    { id: "accrual", header: "Accrual", enableSorting: false, cell: ({ row }) => accrualLabel(row.original.accrual) },
    {
      id: "carryOver",
      header: "Carry-over",
      accessorFn: (p) => p.carryOverMaxDays,
      cell: ({ row }) => carryOverLabel(row.original),
    },
    {
      id: "minimum",
      header: "Statutory minimum",
      accessorFn: (p) => p.statutoryMinimumDays,
      cell: ({ row }) => `${row.original.statutoryMinimumDays} days`,
    },
    {
      id: "source",
      header: "Source",
      enableSorting: false,
      cell: ({ row }) => (row.original.edited ? "Edited" : "Default"),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      enableSorting: false,
      meta: { label: "Actions" },
      cell: ({ row }) => (
        <Button
          variant="secondary"
          onClick={() => onEdit(row.original)}
          aria-label={`Edit ${row.original.countryName}`}
        >
          Edit
        </Button>
      ),
    },
  ];
}
