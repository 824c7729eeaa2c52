import { route, created } from "@/lib/http/route";
import { ZRegisterSignedUpload } from "@/lib/storage/schema";
import { registerSignedUpload } from "@/lib/documents/register-signed-upload";

// JSON { key, title?, description?, companyId | employeeId | userId }: records a file posted to the signed upload
// target of GET /api/document-storage/presignedpost (spec 1 section 7) as a document.
export const POST = route({ permission: "documents.create", body: ZRegisterSignedUpload }, async ({ actor, body }) =>
  created(await registerSignedUpload(actor, body)),
);
