import { route, created } from "@/lib/http/route";
import { ZDocumentListQuery } from "@/lib/documents/schema";
import { listDocuments, uploadDocument } from "@/lib/documents/service";
import { DOCUMENT_UPLOAD } from "@/lib/documents/upload-policy";
import { ZDocumentList } from "@/lib/documents/response-schema";

export const GET = route(
  { permission: "documents.read", query: ZDocumentListQuery, response: ZDocumentList },
  ({ actor, query }) => listDocuments(actor, query),
);

// Multipart: file, title, description, and one owner (companyId, employeeId or userId; default the caller).
export const POST = route(
  { permission: "documents.create", body: "form", upload: DOCUMENT_UPLOAD },
  async ({ actor, upload }) => created(await uploadDocument(actor, upload!)),
);
