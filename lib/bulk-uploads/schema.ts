// Bulk upload request and answer shapes (spec 3 sections 3, 7). Browser-safe.
import { z } from "zod";
import type { RowError } from "@/lib/bulk-uploads/row-schema";

export const ZBulkUploadParams = z.object({ bulkUploadId: z.string().min(1).max(64) });
export const ZBulkUploadFields = z.object({ companyId: z.string({ error: "companyId is required" }).min(1).max(64) });

export const MAX_IMPORT_FILES = 10;
export const MAX_IMPORT_BYTES = 20 * 1024 ** 2;
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ZUploadId = z
  .string({ error: "uploadId is required" })
  .trim()
  .toLowerCase()
  .regex(UPLOAD_ID, "uploadId must be the uploadId of the upload target's answer.");

/** GET /api/employees/bulk-upload/upload-target: where to post one import file (the first answer's uploadId
 *  passed back puts the next files in the same batch). */
export const ZImportUploadTargetQuery = z.object({
  filename: z
    .string({ error: "Please choose a CSV file to import." })
    .trim()
    .min(1, "Please choose a CSV file to import.")
    .max(255)
    .refine((name) => name.toLowerCase().endsWith(".csv"), "Only CSV files (text/csv) can be imported."),
  uploadId: ZUploadId.optional(),
});
export type TImportUploadTargetQuery = z.infer<typeof ZImportUploadTargetQuery>;

/** POST /api/employees/bulk-upload as spec 3 section 7 writes it: the files were posted to upload targets first. */
export const ZBulkUploadJson = z.object({
  uploadUrls: z
    .array(z.string().trim().min(1, "Each uploadUrl must be a file location.").max(2048), {
      error: "uploadUrls is required",
    })
    .min(1, "Please choose a CSV file to import.")
    .max(MAX_IMPORT_FILES, `At most ${MAX_IMPORT_FILES} files can be imported at once.`),
  companyId: z.string({ error: "companyId is required" }).trim().min(1, "companyId is required").max(64),
  uploadId: ZUploadId,
});
export type TBulkUploadJson = z.infer<typeof ZBulkUploadJson>;

export const POLL_INTERVAL_MS = 5000;

export type BulkUploadInvalidEmployee = {
  rowNumber: number | null;
  name: string | null;
  email: string | null;
  errors: RowError[];
  error: string | null;
};

export type BulkUploadDto = {
  id: string;
  companyId: string;
  state: "pending" | "finished";
  fileNames: string[];
  total: number;
  successCount: number;
  errorCount: number;
  errors: BulkUploadInvalidEmployee[];
  createdAt: string;
  finishedAt: string | null;
};
