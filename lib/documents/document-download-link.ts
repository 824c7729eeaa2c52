// GET /api/documents/{id}/download (spec 1 section 7: "optional disposition; 202 means still processing;
// response url"): the url is a signed, expiring link (lib/storage/signed-download.ts) that streams the file
// without a session, so a new tab or another client can open it. Both sides go through downloadDocument: the
// link is only answered for a document the caller may download now (tenancy, the document's state, the file
// present), and opening it runs the same check again for the signer as they are then.
import "server-only";
import { z } from "zod";
import type { Actor } from "@/lib/auth/actor";
import { signDownload, type SignedLink } from "@/lib/storage/signed-download";
import { DOCUMENT_MESSAGES } from "@/lib/documents/schema";
import { downloadDocument } from "@/lib/documents/service";

export const DOCUMENT_DOWNLOAD = "document";
export const ZDocumentDownloadParams = z.object({
  documentId: z.string().min(1).max(64),
  disposition: z.enum(["inline", "attachment"]),
});
type Disposition = z.infer<typeof ZDocumentDownloadParams>["disposition"];

/** The signed link, or null while the document is still being processed (the route answers 202). */
export async function documentDownloadLink(
  actor: Actor,
  documentId: string,
  disposition: Disposition,
): Promise<SignedLink | null> {
  const result = await downloadDocument(actor, documentId, disposition);
  if (result.state === "processing") return null;
  await result.response.body?.cancel(); // only the check was wanted: the link streams the file when opened
  return signDownload({ kind: DOCUMENT_DOWNLOAD, params: { documentId, disposition }, userId: actor.userId });
}

/** Opening the link: the file for the signer, or 202 if it went back to processing meanwhile. */
export async function documentLinkResponse(
  signer: Actor,
  params: z.infer<typeof ZDocumentDownloadParams>,
): Promise<Response> {
  const result = await downloadDocument(signer, params.documentId, params.disposition);
  if (result.state === "processing") return Response.json({ message: DOCUMENT_MESSAGES.processing }, { status: 202 });
  return result.response;
}
