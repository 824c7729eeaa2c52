"use client";

// The employee's documents (GET /api/documents?employeeId=, sorted by date and paged on the server): View,
// Download, Delete with the spec's confirmation (spec 3 section 2), and an upload through the signed target.
import { useMemo, useState } from "react";
import { useDocuments } from "@/lib/swr/use-documents";
import { DOCUMENT_MESSAGES } from "@/lib/documents/schema";
import type { DocumentList, DocumentView } from "@/lib/documents/dto";
import { openDocument } from "@/components/documents/open-document";
import { DocumentUploadForm } from "@/components/documents/document-upload-form";
import { DeleteDocumentDialog } from "@/components/documents/delete-document-dialog";
import { DataTable, type PageState } from "@/components/ui/data-table";
import { Banner, EmptyState } from "@/components/ui/misc";
import { documentColumns } from "./document-columns";
import { uploadEmployeeDocument } from "./upload-document";

const DOCUMENT_PAGE_SIZES = [10, 20, 50];

export function EmployeeDocumentsClient({
  employeeId,
  canUpload,
  canDelete,
}: {
  employeeId: string;
  canUpload: boolean;
  canDelete: boolean;
}) {
  // Spec 3 section 2: sorted by date, newest first unless the user turns it around.
  const [sort, setSort] = useState<"asc" | "desc">("desc");
  const [page, setPage] = useState<PageState>({ pageIndex: 0, pageSize: 20 });
  const { data, error, isLoading, mutate } = useDocuments<DocumentList>({ employeeId }, sort, page);
  const [deleting, setDeleting] = useState<DocumentView | null>(null);
  // The last row of a later page gone: back one page rather than show an empty one.
  const afterDelete = () =>
    data && data.items.length === 1 && page.pageIndex > 0
      ? setPage({ ...page, pageIndex: page.pageIndex - 1 })
      : mutate();

  // Stable columns: DataTable renders each cell as a component, so new column functions would remount the rows
  // (and lose the focus a dialog returns to its opener).
  const columns = useMemo(
    () =>
      documentColumns({
        onOpen: (doc, disposition) => void openDocument(doc, disposition),
        onDelete: canDelete ? setDeleting : null,
      }),
    [canDelete],
  );

  return (
    <div className="space-y-4">
      {canUpload ? (
        <DocumentUploadForm
          withDescription
          send={(file, fields) => uploadEmployeeDocument(employeeId, file, fields)}
          onUploaded={() => {
            // Show the new file: newest first, first page (a key already cached is fetched again on change).
            setSort("desc");
            setPage({ ...page, pageIndex: 0 });
            void mutate();
          }}
        />
      ) : null}
      {error ? <Banner tone="error" title="Something went wrong, please contact our support team" /> : null}
      {data && data.totalCount === 0 ? (
        <EmptyState title={DOCUMENT_MESSAGES.empty} />
      ) : (
        <DataTable
          caption="Documents"
          columns={columns}
          rows={data?.items ?? []}
          totalCount={data?.totalCount ?? 0}
          page={page}
          onPageChange={setPage}
          pageSizes={DOCUMENT_PAGE_SIZES}
          sorting={[{ id: "date", desc: sort === "desc" }]}
          // The date is always sorted: a click on it turns the order around (never 'unsorted').
          onSortingChange={(next) => {
            setSort(next[0] ? (next[0].desc ? "desc" : "asc") : sort === "desc" ? "asc" : "desc");
            setPage({ ...page, pageIndex: 0 });
          }}
          loading={isLoading}
          getRowId={(d) => d.id}
          rowProps={() => ({ "data-testid": "document-row" })}
        />
      )}
      <DeleteDocumentDialog doc={deleting} onClose={() => setDeleting(null)} onDeleted={afterDelete} />
    </div>
  );
}
