import { accepted, route } from "@/lib/http/route";
import { createBulkUpload } from "@/lib/bulk-uploads/create-bulk-upload";
import { createBulkUploadFromUrls } from "@/lib/bulk-uploads/create-bulk-upload-from-urls";
import { employeeImportUpload } from "@/lib/bulk-uploads/upload-policy";
import { ZBulkUploadJson } from "@/lib/bulk-uploads/schema";

// POST /api/employees/bulk-upload (spec 3 section 7): JSON { uploadUrls, companyId, uploadId }, the CSV files
// posted first to targets of GET .../bulk-upload/upload-target; also a multipart form (companyId plus CSV files in
// `file`). 202 with { id, state, companyId }: the import runs as a job, poll GET .../bulk-upload/{id}.
export const POST = route(
  {
    permission: "bulkUploads.create",
    body: ZBulkUploadJson,
    acceptForm: true,
    upload: employeeImportUpload,
    summary: "Import employees from uploaded CSV files (JSON uploadUrls, or a multipart form)",
  },
  async ({ actor, body, upload }) =>
    accepted(upload ? await createBulkUpload(actor, upload) : await createBulkUploadFromUrls(actor, body)),
);
