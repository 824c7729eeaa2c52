"use client";

// The employee page's document download widget (spec 1 section 2 'Employee detail widgets: ... document download'):
// the employee's latest documents, each with a Download button (GET /api/documents/{id}/download, 202 while it is
// still being processed), and a link to all of them on the Documents page.
import { useState } from "react";
import Link from "next/link";
import { useDocuments } from "@/lib/swr/use-documents";
import { DOCUMENT_MESSAGES } from "@/lib/documents/schema";
import type { DocumentList, DocumentView } from "@/lib/documents/dto";
import { openDocument } from "@/components/documents/open-document";
import { Button } from "@/components/ui/button";
import { Banner, Card } from "@/components/ui/misc";

const LATEST_DOCUMENTS = 5;

export function DocumentDownloadCard({ employeeId, allHref }: { employeeId: string; allHref: string | null }) {
  const { data, error, isLoading } = useDocuments<DocumentList>({ employeeId }, "desc", {
    pageIndex: 0,
    pageSize: LATEST_DOCUMENTS,
  });
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (doc: DocumentView) => {
    setBusy(doc.id);
    try {
      await openDocument(doc, "attachment");
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card
      title="Documents"
      actions={
        allHref ? (
          <Link href={allHref} className="text-sm font-medium text-indigo-700 hover:underline">
            All documents<span className="sr-only"> of this employee</span>
          </Link>
        ) : null
      }
    >
      <div data-testid="document-download" aria-busy={isLoading || undefined}>
        {error ? <Banner tone="error" title="The documents could not be loaded." /> : null}
        {isLoading ? <p className="text-sm text-slate-600">Loading documents…</p> : null}
        {data && data.items.length === 0 ? <p className="text-sm text-slate-600">{DOCUMENT_MESSAGES.empty}</p> : null}
        {data && data.items.length > 0 ? (
          <ul className="divide-y divide-slate-100" aria-label="Latest documents">
            {data.items.map((doc) => (
              <li key={doc.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-slate-900">{doc.title}</p>
                  <p className="text-xs text-slate-500">{doc.formattedDate}</p>
                </div>
                <Button
                  variant="secondary"
                  loading={busy === doc.id}
                  onClick={() => download(doc)}
                  aria-label={`Download ${doc.title}`}
                >
                  Download
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {data && data.totalCount > data.items.length ? (
          <p className="mt-2 text-xs text-slate-600">
            Showing the latest {data.items.length} of {data.totalCount} documents.
          </p>
        ) : null}
      </div>
    </Card>
  );
}
