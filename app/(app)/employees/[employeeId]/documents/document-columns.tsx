"use client";

// The employee Documents table's columns: title with description, type, date (the one sortable column: the API
// sorts by upload date), virus-scan state, and the row actions View, Download and Delete.
import type { ColumnDef } from "@tanstack/react-table";
import type { DocumentView } from "@/lib/documents/dto";
import { DOCUMENT_MESSAGES } from "@/lib/documents/schema";
import { UPLOAD_MESSAGES } from "@/lib/storage/messages";
import { Button } from "@/components/ui/button";
import { Pill } from "@/components/ui/misc";

// Every state but plainly clean is shown: a file is never silently passed off as scanned.
const SCAN: Record<DocumentView["scanStatus"], { text: string; tone: "neutral" | "warning" | "error" | "success" }> = {
  CLEAN: { text: "Clean", tone: "success" },
  PENDING: { text: "Scanning for viruses", tone: "neutral" },
  INFECTED: { text: "Quarantined", tone: "error" },
  NOT_SCANNED: { text: DOCUMENT_MESSAGES.notScanned, tone: "warning" },
  FAILED: { text: "Scan failed", tone: "error" },
};

const typeLabel = (type: string) => type.charAt(0) + type.slice(1).toLowerCase().replace(/_/g, " ");

export function documentColumns(handlers: {
  onOpen: (doc: DocumentView, disposition: "inline" | "attachment") => void;
  onDelete: ((doc: DocumentView) => void) | null;
}): ColumnDef<DocumentView, unknown>[] {
  return [
    {
      id: "title",
      header: "Title",
      enableSorting: false,
      cell: ({ row }) => (
        <div className="min-w-40">
          <p className="font-medium text-slate-900">{row.original.title}</p>
          {row.original.description ? <p className="text-xs text-slate-600">{row.original.description}</p> : null}
        </div>
      ),
    },
    { id: "type", header: "Type", enableSorting: false, cell: ({ row }) => typeLabel(row.original.type) },
    {
      id: "date",
      header: "Date",
      accessorFn: (row) => row.createdAt,
      sortDescFirst: true,
      cell: ({ row }) => <span className="whitespace-nowrap">{row.original.formattedDate}</span>,
    },
    {
      id: "scan",
      header: "Virus scan",
      enableSorting: false,
      cell: ({ row }) => (
        <span
          title={row.original.scanStatus === "NOT_SCANNED" ? UPLOAD_MESSAGES.notScanned : undefined}
          data-testid="document-scan-status"
        >
          <Pill tone={SCAN[row.original.scanStatus].tone}>{SCAN[row.original.scanStatus].text}</Pill>
        </span>
      ),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      enableSorting: false,
      cell: ({ row }) => {
        const doc = row.original;
        return (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => handlers.onOpen(doc, "inline")} aria-label={`View ${doc.title}`}>
              View
            </Button>
            <Button
              variant="secondary"
              onClick={() => handlers.onOpen(doc, "attachment")}
              aria-label={`Download ${doc.title}`}
            >
              Download
            </Button>
            {/* A contract's file belongs to its contract (signed copies are never altered): not deletable. */}
            {handlers.onDelete && doc.type !== "CONTRACT" ? (
              <Button
                variant="danger"
                aria-haspopup="dialog"
                onClick={() => handlers.onDelete!(doc)}
                aria-label={`Delete ${doc.title}`}
              >
                Delete
              </Button>
            ) : null}
          </div>
        );
      },
    },
  ];
}
