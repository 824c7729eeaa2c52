"use client";

// Resignation requests (spec 2 section 2): status Requested or Reviewed. Admins review a Requested one here,
// with a confirmation (POST /api/resignations/{id}/review, the workflow table).
import { useMemo, useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { apiFetch } from "@/lib/http/client";
import { apiErrorStatus } from "@/components/ui/api-error";
import { formatDate } from "@/lib/dates";
import type { ResignationRow } from "@/lib/terminations/resignations/list-resignations";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { ConfirmDialog } from "@/components/ui/dialog";
import { EmptyState, Pill } from "@/components/ui/misc";

const STATUS = { REQUESTED: "Requested", REVIEWED: "Reviewed" } as Record<string, string>;

const BASE_COLUMNS: ColumnDef<ResignationRow, unknown>[] = [
  {
    id: "employee",
    header: "Employee",
    cell: ({ row }) => <span className="text-blue-700 underline">{row.original.employeeName}</span>,
  },
  { id: "lastWorkingDay", header: "Last working day", cell: ({ row }) => formatDate(row.original.lastWorkingDay) },
  {
    id: "reason",
    header: "Reason",
    cell: ({ row: { original: r } }) => (r.otherReason ? `${r.reason}: ${r.otherReason}` : r.reason),
  },
  { id: "managerAware", header: "Manager aware", cell: ({ row }) => (row.original.isManagerAware ? "Yes" : "No") },
  { id: "vacationDays", header: "Vacation days", cell: ({ row }) => row.original.vacationDays ?? "—" },
  { id: "scheduledLeaves", header: "Scheduled leaves", cell: ({ row }) => row.original.scheduledLeaves ?? "—" },
  { id: "requestedOn", header: "Requested on", cell: ({ row }) => formatDate(row.original.createdAt) },
  {
    id: "status",
    header: "Status",
    cell: ({ row: { original: r } }) => (
      <Pill tone={r.status === "REVIEWED" ? "success" : "warning"}>{STATUS[r.status] ?? r.status}</Pill>
    ),
  },
];

function reviewColumn(onReview: (row: ResignationRow) => void): ColumnDef<ResignationRow, unknown> {
  return {
    id: "actions",
    header: "Actions",
    cell: ({ row: { original: r } }) =>
      r.status === "REQUESTED" ? (
        <Button
          variant="link"
          aria-haspopup="dialog"
          aria-label={`Review the resignation of ${r.employeeName}`}
          onClick={() => onReview(r)}
        >
          Review
        </Button>
      ) : null,
  };
}

export function ResignationsTable({ rows, canReview }: { rows: ResignationRow[]; canReview: boolean }) {
  const router = useRouter();
  const [reviewing, setReviewing] = useState<ResignationRow | null>(null);
  const [busy, setBusy] = useState(false);
  const columns = useMemo(
    () => (canReview ? [...BASE_COLUMNS, reviewColumn(setReviewing)] : BASE_COLUMNS),
    [canReview],
  );
  if (!rows.length) return <EmptyState title="No resignation requests yet" />;

  async function review() {
    if (!reviewing) return;
    setBusy(true);
    try {
      await apiFetch(`/api/resignations/${reviewing.id}/review`, {
        method: "POST",
        json: { version: reviewing.version },
      });
      toast.success(`The resignation of ${reviewing.employeeName} is now Reviewed.`);
      setReviewing(null);
      router.refresh();
    } catch (error) {
      toast.error("The resignation could not be reviewed", {
        description:
          apiErrorStatus(error) === 409
            ? "Someone else changed it. Reload the page and try again."
            : error instanceof Error
              ? error.message
              : undefined,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <DataTable
        caption="Resignation requests"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        rowHref={(r) => `/employees/${r.employeeId}`}
        rowProps={() => ({ className: "align-top" })}
      />
      <ConfirmDialog
        open={!!reviewing}
        onOpenChange={(open) => !open && setReviewing(null)}
        title="Mark the resignation as reviewed?"
        description={
          reviewing
            ? `${reviewing.employeeName}, last working day ${formatDate(reviewing.lastWorkingDay)}. The status becomes Reviewed.`
            : undefined
        }
        confirmLabel="Mark as reviewed"
        busy={busy}
        onConfirm={review}
      />
    </>
  );
}
