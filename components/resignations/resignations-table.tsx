"use client";

// Resignation requests (spec 2 section 2): status Requested or Reviewed. Admins review a Requested one here,
// with a confirmation (POST /api/resignations/{id}/review, the workflow table).
import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { apiFetch, ApiError } from "@/lib/http/client";
import { formatDate } from "@/lib/dates";
import type { ResignationRow } from "@/lib/resignations/list-resignations";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { EmptyState, Pill } from "@/components/ui/misc";

const STATUS = { REQUESTED: "Requested", REVIEWED: "Reviewed" } as Record<string, string>;

export function ResignationsTable({ rows, canReview }: { rows: ResignationRow[]; canReview: boolean }) {
  const router = useRouter();
  const [reviewing, setReviewing] = useState<ResignationRow | null>(null);
  const [busy, setBusy] = useState(false);
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
          error instanceof ApiError && error.status === 409
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
      <table className="w-full text-left text-sm" aria-label="Resignation requests">
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="py-2">
              Employee
            </th>
            <th scope="col">Last working day</th>
            <th scope="col">Reason</th>
            <th scope="col">Manager aware</th>
            <th scope="col">Vacation days</th>
            <th scope="col">Scheduled leaves</th>
            <th scope="col">Requested on</th>
            <th scope="col">Status</th>
            {canReview ? <th scope="col">Actions</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-b border-slate-100 align-top">
              <td className="py-2">
                <Link className="text-blue-700 underline" href={`/employees/${r.employeeId}`}>
                  {r.employeeName}
                </Link>
              </td>
              <td>{formatDate(r.lastWorkingDay)}</td>
              <td>{r.otherReason ? `${r.reason}: ${r.otherReason}` : r.reason}</td>
              <td>{r.isManagerAware ? "Yes" : "No"}</td>
              <td>{r.vacationDays ?? "—"}</td>
              <td>{r.scheduledLeaves ?? "—"}</td>
              <td>{formatDate(r.createdAt)}</td>
              <td>
                <Pill tone={r.status === "REVIEWED" ? "success" : "warning"}>{STATUS[r.status] ?? r.status}</Pill>
              </td>
              {canReview ? (
                <td>
                  {r.status === "REQUESTED" ? (
                    <Button
                      variant="link"
                      aria-haspopup="dialog"
                      aria-label={`Review the resignation of ${r.employeeName}`}
                      onClick={() => setReviewing(r)}
                    >
                      Review
                    </Button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
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
