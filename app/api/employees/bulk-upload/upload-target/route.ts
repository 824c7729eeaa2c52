import { route } from "@/lib/http/route";
import { ZImportUploadTargetQuery } from "@/lib/bulk-uploads/schema";
import { issueImportUploadTarget } from "@/lib/bulk-uploads/issue-import-upload-target";

// Where to post one employee-import CSV before POST /api/employees/bulk-upload names it (spec 3 section 7):
// { url, fields (incl. key), expiresAt, uploadId, uploadUrl }. Post the file as a form to url (fields first, then
// `file`), then send uploadUrl in uploadUrls with uploadId; pass uploadId back here for the batch's next files.
export const GET = route(
  {
    permission: "bulkUploads.create",
    query: ZImportUploadTargetQuery,
    summary: "Signed upload target for an import CSV",
  },
  ({ actor, query }) => issueImportUploadTarget(actor, query),
);
