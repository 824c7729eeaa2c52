"use client";

// Documents tab (spec 3 section 2), of a company or (LSP users) of an employee: cards with title, description, date; View, Download, delete with a
// confirmation; sort by date (default newest first); upload checked here and again on the server.
import { useRef, useState } from "react";
import { toast } from "sonner";
import { apiFetch, ApiError } from "@/lib/http/client";
import { ACCEPT_ATTRIBUTE, DOCUMENT_MESSAGES, checkFileMeta } from "@/lib/documents/schema";
import { UPLOAD_MESSAGES } from "@/lib/uploads/messages";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Banner, EmptyState } from "@/components/ui/misc";
import { FieldShell, SelectField, TextField } from "@/components/ui/field";
import { useDocuments, type DocumentOwnerFilter } from "@/lib/swr/use-documents";
import { openDocument } from "@/components/documents/open-document";
import type { DocumentList, DocumentView } from "@/lib/documents/dto";

type Doc = DocumentView;

// The virus-scan state, shown on every card that is not plainly clean (never silently passed as clean).
const SCAN_LABELS: Partial<Record<Doc["scanStatus"], { text: string; className: string }>> = {
  PENDING: { text: "Scanning for viruses", className: "bg-slate-100 text-slate-700" },
  INFECTED: { text: "Quarantined", className: "bg-red-100 text-red-800" },
  NOT_SCANNED: { text: DOCUMENT_MESSAGES.notScanned, className: "bg-amber-100 text-amber-900" },
};

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
  const fileRef = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState("");
  const [fileError, setFileError] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);

  const open = (doc: Doc, disposition: "inline" | "attachment") => openDocument(doc, disposition);

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

  const upload = async (event: React.FormEvent) => {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) return setFileError("Please choose a file.");
    const problem = checkFileMeta(file);
    if (problem) return setFileError(problem);
    setFileError(undefined);
    setUploading(true);
    try {
      const form = new FormData();
      form.set("file", file);
      for (const [key, id] of Object.entries(owner)) form.set(key, id);
      form.set("title", title.trim() || file.name);
      await apiFetch("/api/documents", { method: "POST", body: form });
      setTitle("");
      if (fileRef.current) fileRef.current.value = "";
      await mutate();
      toast.success("Document uploaded");
    } catch (e) {
      if (e instanceof ApiError) setFileError(e.fieldErrors.file?.[0] ?? e.message);
      else setFileError("Something went wrong, please try again later");
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="space-y-4">
      {canUpload ? (
        <form
          onSubmit={upload}
          className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          aria-label="Upload a document"
        >
          <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} />
          <FieldShell label="File" error={fileError} hint="Images, pdf or word documents up to 15 MB">
            {({ id, describedBy }) => (
              <input
                id={id}
                ref={fileRef}
                type="file"
                accept={ACCEPT_ATTRIBUTE}
                aria-describedby={describedBy}
                aria-invalid={!!fileError}
                className="block w-full text-sm"
                onChange={(e) => {
                  const f = e.target.files?.[0];
                  setFileError(f ? (checkFileMeta(f) ?? undefined) : undefined);
                }}
              />
            )}
          </FieldShell>
          <Button type="submit" loading={uploading}>
            Upload
          </Button>
        </form>
      ) : null}
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
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Documents">
        {data?.items.map((doc) => (
          <li
            key={doc.id}
            className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
            data-testid="document-card"
          >
            <p className="font-semibold text-slate-900">{doc.title}</p>
            {doc.description ? <p className="mt-1 text-sm text-slate-700">{doc.description}</p> : null}
            <p className="mt-1 text-xs text-slate-500">{doc.formattedDate}</p>
            {SCAN_LABELS[doc.scanStatus] ? (
              <p
                className={`mt-2 inline-block rounded px-2 py-0.5 text-xs font-medium ${SCAN_LABELS[doc.scanStatus]!.className}`}
                title={doc.scanStatus === "NOT_SCANNED" ? UPLOAD_MESSAGES.notScanned : undefined}
                data-testid="document-scan-status"
              >
                {SCAN_LABELS[doc.scanStatus]!.text}
              </p>
            ) : null}
            <div className="mt-3 flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => open(doc, "inline")} aria-label={`View ${doc.title}`}>
                View
              </Button>
              <Button variant="secondary" onClick={() => open(doc, "attachment")} aria-label={`Download ${doc.title}`}>
                Download
              </Button>
              {/* Contract files belong to their contract (signed copies are never altered): not deletable. */}
              {canDelete && doc.type !== "CONTRACT" ? (
                <Button
                  variant="danger"
                  aria-haspopup="dialog"
                  onClick={() => setDeleting(doc)}
                  aria-label={`Delete ${doc.title}`}
                >
                  Delete
                </Button>
              ) : null}
            </div>
          </li>
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
