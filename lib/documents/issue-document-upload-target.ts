// GET /api/document-storage/presignedpost (spec 1 section 7): a signed upload target (lib/storage/
// issue-upload-target.ts) for a document: a name documents allow, up to their size cap, for an owner the caller
// can reach (checked now and again when the document is recorded, lib/documents/register-signed-upload.ts).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { resolveDocumentOwner } from "@/lib/access/document";
import { issueUploadTarget } from "@/lib/storage/issue-upload-target";
import type { UploadTarget } from "@/lib/storage/store";
import type { TUploadTargetQuery } from "@/lib/storage/schema";
import { DOCUMENT_UPLOAD } from "@/lib/documents/upload-policy";

export function issueDocumentUploadTarget(actor: Actor, query: TUploadTargetQuery): Promise<UploadTarget> {
  // A company, employee or user the caller cannot reach is not found.
  return issueUploadTarget(actor, DOCUMENT_UPLOAD, query.filename, () => resolveDocumentOwner(actor, query));
}
