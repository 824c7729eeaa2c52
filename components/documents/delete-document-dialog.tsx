"use client";

// The delete confirmation of a document (spec 3 section 2), shared by the documents tab and the employee's
// Documents page: the spec's question, then DELETE /api/documents/{id}; 'Document deleted', or the refusal.
import { useState } from "react";
import { toast } from "sonner";
import { apiFetch, failureMessage } from "@/lib/http/client";
import { DOCUMENT_MESSAGES } from "@/lib/documents/schema";
import type { DocumentView } from "@/lib/documents/dto";
import { ConfirmDialog } from "@/components/ui/dialog";

export function DeleteDocumentDialog({
  doc,
  onClose,
  onDeleted,
}: {
  /** The document asked about; null: the dialog is closed. */
  doc: DocumentView | null;
  onClose: () => void;
  /** After the delete (the dialog closed): refresh the list. */
  onDeleted: (doc: DocumentView) => unknown;
}) {
  const [busy, setBusy] = useState(false);

  const remove = async (target: DocumentView) => {
    setBusy(true);
    try {
      await apiFetch(`/api/documents/${encodeURIComponent(target.id)}`, { method: "DELETE" });
      toast.success("Document deleted");
      onClose();
      await onDeleted(target);
    } catch (e) {
      toast.error("Error", {
        description: failureMessage(e, "Something went wrong, please try again later"),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={!!doc}
      onOpenChange={(next) => !next && onClose()}
      title={`Delete ${doc?.title ?? "document"}`}
      description={DOCUMENT_MESSAGES.deleteConfirm}
      confirmLabel="Delete"
      onConfirm={() => doc && remove(doc)}
      busy={busy}
      danger
    />
  );
}
