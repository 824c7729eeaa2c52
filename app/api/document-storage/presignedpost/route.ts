import { route } from "@/lib/http/route";
import { ZUploadTargetQuery } from "@/lib/storage/schema";
import { issueDocumentUploadTarget } from "@/lib/documents/issue-document-upload-target";

// Spec 1 section 7: { url, fields (incl. key) }; the browser posts the file as a form to `url`.
export const GET = route({ permission: "documents.create", query: ZUploadTargetQuery }, ({ actor, query }) =>
  issueDocumentUploadTarget(actor, query),
);
