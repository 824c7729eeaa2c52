"use client";

// The two per-employee dialogs of the LSP bill detail: the justification note and the pay detail.
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import useSWR from "swr";
import { toast } from "sonner";
import type { BillEmployee, PreviewPage } from "@/lib/payroll/dto";
import { isPublished } from "@/lib/payroll/schema";
import { apiPath } from "@/lib/swr/api-path";
import { apiFetch, swrFetcher } from "@/lib/http/client";
import { formatAmount } from "@/lib/money";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/field";

type Row = BillEmployee;
export const nameOf = (r: Row) => [r.firstName, r.lastName].filter(Boolean).join(" ") || r.employeeRef;

/** Justification note: saved on blur when changed and not read-only (PUBLISHED); trimmed; empty deletes. */
export function JustificationDialog({
  row,
  canWrite,
  onClose,
  onSaved,
}: {
  row: Row | null;
  canWrite: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  // Remounted per row (key), so the state starts from the row's note.
  const [note, setNote] = useState(row?.justification ?? "");
  const [saved, setSaved] = useState(row?.justification ?? "");
  const [status, setStatus] = useState<string | null>(null);
  const readOnly = !canWrite || (!!row && isPublished(row.status));
  const save = async () => {
    if (!row || readOnly || note.trim() === saved.trim()) return;
    try {
      await apiFetch("/api/justification", {
        method: "POST",
        json: { grossToNetId: row.gtnId, employeeId: row.employeeRef, note: note.trim() },
      });
      setSaved(note.trim());
      setStatus("Changes were saved");
      setTimeout(() => setStatus(null), 1000);
      onSaved();
    } catch {
      // Spec 2 section 8: an empty note deletes the justification, so its failure is a failed delete.
      toast.error("Error", {
        description: note.trim() ? "Failed to save justification." : "Failed to delete justification.",
      });
    }
  };
  return (
    <Dialog
      open={!!row}
      onOpenChange={(o) => !o && onClose()}
      title={row ? `Justification: ${nameOf(row)}` : "Justification"}
    >
      <TextAreaField
        label="Note"
        value={note}
        readOnly={readOnly}
        onChange={(e) => setNote(e.target.value)}
        onBlur={save}
        rows={5}
      />
      <p role="status" className="mt-2 h-5 text-xs text-emerald-700">
        {status}
      </p>
      <div className="mt-2 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}

type Concept = NonNullable<PreviewPage["concepts"]>[number];
const conceptColumns: ColumnDef<Concept, unknown>[] = [
  { id: "concept", header: "Concept", cell: ({ row }) => row.original.concept },
  { id: "type", header: "Type", cell: ({ row }) => row.original.applicationType ?? "-" },
  { id: "category", header: "Category", cell: ({ row }) => row.original.omniplatformCategory ?? "-" },
  {
    id: "value",
    header: "Value",
    meta: { className: "text-right tabular-nums" },
    cell: ({ row }) => formatAmount(row.original.value),
  },
];

export function PayDetailDialog({ row, onClose }: { row: Row | null; onClose: () => void }) {
  const { data, error } = useSWR<PreviewPage>(
    row ? apiPath(`/api/report/payroll/preview/${row.gtnId}`, { pageSize: 1, employeeRef: row.employeeRef }) : null,
    swrFetcher,
  );
  return (
    <Dialog
      open={!!row}
      onOpenChange={(o) => !o && onClose()}
      title={row ? `Pay detail: ${nameOf(row)}` : "Pay detail"}
    >
      {error ? <p role="alert">A problem occurred</p> : null}
      {data?.concepts ? <DataTable caption="Pay concepts" columns={conceptColumns} rows={data.concepts} /> : null}
    </Dialog>
  );
}
