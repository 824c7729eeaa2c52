import { route } from "@/lib/http/route";
import { ZBulkUploadParams } from "@/lib/bulk-uploads/schema";
import { getBulkUpload } from "@/lib/bulk-uploads/get-bulk-upload";

export const GET = route({ permission: "bulkUploads.create", params: ZBulkUploadParams }, ({ actor, params }) =>
  getBulkUpload(actor, params.bulkUploadId),
);
