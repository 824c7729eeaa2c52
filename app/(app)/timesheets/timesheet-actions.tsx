"use client";

// The month's buttons: Save and Submit while it is editable, Approve once submitted (for an approver), and the
// PDF and CSV downloads.
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import type { Move } from "./use-timesheet-editor";

async function download(employeeId: string, yearMonth: string, format: "pdf" | "csv") {
  const res = await fetch(`/api/timesheets/download/${employeeId}/${yearMonth.replace("-", "/")}?format=${format}`, {
    method: "POST",
    credentials: "same-origin",
  });
  if (!res.ok) throw new Error(`Download failed (${res.status})`);
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? `timesheet.${format}`;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

export function TimesheetActions({
  employeeId,
  yearMonth,
  editable,
  canApprove,
  saving,
  onSave,
  onAsk,
}: {
  employeeId: string;
  yearMonth: string;
  editable: boolean;
  canApprove: boolean;
  saving: boolean;
  onSave: () => void;
  onAsk: (move: Move) => void;
}) {
  const downloadButton = (format: "pdf" | "csv", label: string) => (
    <Button
      variant="secondary"
      onClick={() => download(employeeId, yearMonth, format).catch((e) => toast.error(String(e.message)))}
    >
      {label}
    </Button>
  );
  return (
    <div className="flex flex-wrap gap-2">
      {editable ? (
        <>
          <Button onClick={onSave} loading={saving}>
            Save
          </Button>
          <Button variant="secondary" aria-haspopup="dialog" onClick={() => onAsk("submit")}>
            Submit
          </Button>
        </>
      ) : null}
      {canApprove ? (
        <Button aria-haspopup="dialog" onClick={() => onAsk("approve")}>
          Approve
        </Button>
      ) : null}
      {downloadButton("pdf", "Download PDF")}
      {downloadButton("csv", "Download CSV")}
    </div>
  );
}
