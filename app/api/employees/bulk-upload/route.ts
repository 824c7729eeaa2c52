import { accepted, route } from "@/lib/http/route";
import { createBulkUpload } from "@/lib/bulk-uploads/create-bulk-upload";
import { employeeImportUpload } from "@/lib/bulk-uploads/upload-policy";

// POST /api/employees/bulk-upload (multipart): companyId plus CSV files in `file`. 202: the import runs as a job.
export const POST = route(
  { permission: "bulkUploads.create", body: "form", upload: employeeImportUpload },
  async ({ actor, upload }) => accepted(await createBulkUpload(actor, upload!)),
);
