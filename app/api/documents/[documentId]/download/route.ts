import { route, accepted } from "@/lib/http/route";
import { DOCUMENT_MESSAGES, ZDocumentParams, ZDownloadQuery } from "@/lib/documents/schema";
import { downloadDocument } from "@/lib/documents/service";

// 200 with the file (Content-Disposition), 202 while it is still being processed.
export const GET = route(
  { permission: "documents.read", params: ZDocumentParams, query: ZDownloadQuery },
  async ({ actor, params, query }) => {
    const result = await downloadDocument(actor, params.documentId, query.disposition);
    if (result.state === "processing") return accepted({ message: DOCUMENT_MESSAGES.processing });
    return result.response;
  },
);
