"use client";

// Documents tab (spec 3 section 2), of a company or (LSP users) of an employee: cards with title, description, date; View, Download, delete with a
// confirmation; sort by date (default newest first); upload checked here and again on the server.
import { useState } from "react";
import { DOCUMENT_MESSAGES } from "@/lib/documents/schema";
import { Banner, EmptyState } from "@/components/ui/misc";
import { SelectField } from "@/components/ui/field";
import { useDocuments, type DocumentOwnerFilter } from "@/lib/swr/use-documents";
import { DocumentCard } from "@/components/documents/document-card";
import { DocumentUploadForm, postDocument } from "@/components/documents/document-upload-form";
import { DeleteDocumentDialog } from "@/components/documents/delete-document-dialog";
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

  return (
    <div className="space-y-4">
      {canUpload ? <DocumentUploadForm send={postDocument(owner)} onUploaded={() => mutate()} /> : null}
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
      <DeleteDocumentDialog doc={deleting} onClose={() => setDeleting(null)} onDeleted={() => mutate()} />
    </div>
  );
}
