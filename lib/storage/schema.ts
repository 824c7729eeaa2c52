// The signed upload target query (spec 1 section 7: GET /document-storage/presignedpost?filename=), with the
// document's future owner (as for POST /api/documents: companyId, employeeId or userId; default the caller).
import { z } from "zod";

const id = z.string().trim().min(1).max(64);

export const ZUploadTargetQuery = z.object({
  filename: z.string().trim().min(1, "Please choose a file.").max(255),
  companyId: id.optional(),
  employeeId: id.optional(),
  userId: id.optional(),
});
export type TUploadTargetQuery = z.infer<typeof ZUploadTargetQuery>;
