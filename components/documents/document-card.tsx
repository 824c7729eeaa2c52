"use client";

// One card of the documents tab: title, description, date, scan state; View, Download and (optionally) Delete.
import { DOCUMENT_MESSAGES } from "@/lib/documents/schema";
import { UPLOAD_MESSAGES } from "@/lib/storage/messages";
import { Button } from "@/components/ui/button";
import { openDocument } from "@/components/documents/open-document";
import type { DocumentView } from "@/lib/documents/dto";

type Doc = DocumentView;

// The virus-scan state, shown on every card that is not plainly clean (never silently passed as clean).
const SCAN_LABELS: Partial<Record<Doc["scanStatus"], { text: string; className: string }>> = {
  PENDING: { text: "Scanning for viruses", className: "bg-slate-100 text-slate-700" },
  INFECTED: { text: "Quarantined", className: "bg-red-100 text-red-800" },
  NOT_SCANNED: { text: DOCUMENT_MESSAGES.notScanned, className: "bg-amber-100 text-amber-900" },
};

export function DocumentCard({
  doc,
  canDelete,
  onDelete,
}: {
  doc: Doc;
  canDelete: boolean;
  onDelete: (doc: Doc) => void;
}) {
  const open = (disposition: "inline" | "attachment") => openDocument(doc, disposition);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="document-card">
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
        <Button variant="secondary" onClick={() => open("inline")} aria-label={`View ${doc.title}`}>
          View
        </Button>
        <Button variant="secondary" onClick={() => open("attachment")} aria-label={`Download ${doc.title}`}>
          Download
        </Button>
        {/* Contract files belong to their contract (signed copies are never altered): not deletable. */}
        {canDelete && doc.type !== "CONTRACT" ? (
          <Button
            variant="danger"
            aria-haspopup="dialog"
            onClick={() => onDelete(doc)}
            aria-label={`Delete ${doc.title}`}
          >
            Delete
          </Button>
        ) : null}
      </div>
    </li>
  );
}
