import { created, route } from "@/lib/http/route";
import { TERMINATION_UPLOAD, uploadTerminationDocument } from "@/lib/terminations/upload-support-document";

// Multipart: file, companyId, employeeId. Stored under terminations/{companyId}/{employeeId}.
export const POST = route(
  {
    permission: "terminations.create",
    body: "form",
    upload: TERMINATION_UPLOAD,
    summary: "Upload a termination support document",
  },
  async ({ actor, upload }) => created(await uploadTerminationDocument(actor, upload!)),
);
