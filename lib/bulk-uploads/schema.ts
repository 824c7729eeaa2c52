// Bulk upload request and answer shapes (spec 3 sections 3, 7). Browser-safe.
import { z } from "zod";
import type { RowError } from "@/lib/bulk-uploads/row-schema";

export const ZBulkUploadParams = z.object({ bulkUploadId: z.string().min(1).max(64) });
export const ZBulkUploadFields = z.object({ companyId: z.string({ error: "companyId is required" }).min(1).max(64) });

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
