"use client";

// Documents tab (spec 3 section 2), of a company or (LSP users) of an employee: cards with title, description, date; View, Download, delete with a
// confirmation; sort by date (default newest first); upload checked here and again on the server.
import { useState } from "react";
import { toast } from "sonner";
import { apiFetch, ApiError } from "@/lib/http/client";
import { DOCUMENT_MESSAGES } from "@/lib/documents/schema";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Banner, EmptyState } from "@/components/ui/misc";
import { SelectField } from "@/components/ui/field";
import { useDocuments, type DocumentOwnerFilter } from "@/lib/swr/use-documents";
import { DocumentCard } from "@/components/documents/document-card";
import { DocumentUploadForm } from "@/components/documents/document-upload-form";
import type { DocumentList, DocumentView } from "@/lib/documents/dto";

type Doc = DocumentView;

export function DocumentsTab({
  owner,
  canUpload,
  canDelete,
}: {
  owner: DocumentOwnerFilter;
  canUpload: boolean;
  canDelete: boolean;
}) {
  const [sort, setSort] = useState<"desc" | "asc">("desc");
  const { data, error, mutate } = useDocuments<DocumentList>(owner, sort);

  const [deleting, setDeleting] = useState<Doc | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  const remove = async (doc: Doc) => {
    setDeleteBusy(true);
    try {
      await apiFetch(`/api/documents/${doc.id}`, { method: "DELETE" });
      await mutate();
      toast.success("Document deleted");
      setDeleting(null);
    } catch (e) {
      toast.error("Error", {
        description: e instanceof ApiError ? e.message : "Something went wrong, please try again later",
      });
    } finally {
      setDeleteBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      {canUpload ? <DocumentUploadForm owner={owner} onUploaded={() => mutate()} /> : null}
      <div className="max-w-xs">
        <SelectField
          label="Sort by date"
          value={sort}
          onChange={(e) => setSort(e.target.value as "asc" | "desc")}
          options={[
            { value: "desc", label: "Newest first" },
            { value: "asc", label: "Oldest first" },
          ]}
        />
      </div>
      {error ? <Banner tone="error" title="Something went wrong, please contact our support team" /> : null}
      {data && data.items.length === 0 ? <EmptyState title={DOCUMENT_MESSAGES.empty} /> : null}
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Documents">
        {data?.items.map((doc) => (
          <DocumentCard key={doc.id} doc={doc} canDelete={canDelete} onDelete={setDeleting} />
        ))}
      </ul>
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(next) => !next && setDeleting(null)}
        title={`Delete ${deleting?.title ?? "document"}`}
        description={DOCUMENT_MESSAGES.deleteConfirm}
        confirmLabel="Delete"
        onConfirm={() => deleting && remove(deleting)}
        busy={deleteBusy}
        danger
      />
    </div>
  );
}
