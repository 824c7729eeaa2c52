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

/** POST /api/documents/signed-upload: record the file posted to a signed target (`key` from its fields). */
export const ZRegisterSignedUpload = z.object({
  key: z.string().trim().min(1, "The uploaded file's key is required.").max(512),
  title: z.string().trim().min(1, "Please enter a title").max(200).optional(),
  description: z.string().trim().max(1000).optional(),
  companyId: id.optional(),
  employeeId: id.optional(),
  userId: id.optional(),
});
export type TRegisterSignedUpload = z.infer<typeof ZRegisterSignedUpload>;
