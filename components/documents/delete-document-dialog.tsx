"use client";

// The delete confirmation of a document (spec 3 section 2), shared by the documents tab and the employee's
// Documents page: the spec's question, then DELETE /api/documents/{id}; 'Document deleted', or the refusal.
import { apiFetch } from "@/lib/http/client";
import { DOCUMENT_MESSAGES } from "@/lib/documents/schema";
import type { DocumentView } from "@/lib/documents/dto";
import { ConfirmDialog } from "@/components/ui/dialog";
import { useAction } from "@/components/ui/use-action";

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
  const { busy, run } = useAction({ refreshServer: false });

  const remove = async (target: DocumentView) => {
    const deleted = await run(
      async () => {
        await apiFetch(`/api/documents/${encodeURIComponent(target.id)}`, { method: "DELETE" });
        return true;
      },
      { success: "Document deleted", failure: "Error" },
    );
    if (!deleted) return;
    onClose();
    await onDeleted(target);
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
