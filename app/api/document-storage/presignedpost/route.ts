import { route } from "@/lib/http/route";
import { ZUploadTargetQuery } from "@/lib/storage/schema";
import { issueUploadTarget } from "@/lib/storage/issue-upload-target";

// Spec 1 section 7: { url, fields (incl. key) }; the browser posts the file as a form to `url`.
export const GET = route({ permission: "documents.create", query: ZUploadTargetQuery }, ({ actor, query }) =>
  issueUploadTarget(actor, query),
);
