import { route, accepted } from "@/lib/http/route";
import { DOCUMENT_MESSAGES, ZDocumentParams, ZDownloadQuery } from "@/lib/documents/schema";
import { downloadDocument } from "@/lib/documents/service";
import { documentDownloadLink } from "@/lib/documents/document-download-link";
import { ZSignedLink } from "@/lib/zod/response";
import { z } from "zod";

const ZProcessingAnswer = z.object({ message: z.string() });

// Spec 1 section 7: 200 { url, expiresAt }, a signed link (10 minutes, no session needed) that streams the file;
// 202 while it is still being processed. With download=1: the file itself (Content-Disposition), 202 likewise.
export const GET = route(
  {
    permission: "documents.read",
    params: ZDocumentParams,
    query: ZDownloadQuery,
    response: ZSignedLink,
    acceptedResponse: ZProcessingAnswer,
    summary: "Download a document: url (download=1: the bytes)",
  },
  async ({ actor, params, query }) => {
    if (!query.download) {
      const link = await documentDownloadLink(actor, params.documentId, query.disposition);
      return link ?? accepted({ message: DOCUMENT_MESSAGES.processing });
    }
    const result = await downloadDocument(actor, params.documentId, query.disposition);
    if (result.state === "processing") return accepted({ message: DOCUMENT_MESSAGES.processing });
    return result.response;
  },
);
