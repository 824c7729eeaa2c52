// Payroll instances: the spec's older name for workbooks (spec 2 section 3). Statuses, params, import rules.
import { z } from "zod";

export const WORKBOOK_STATUSES = [
  "IN_PROGRESS",
  "VALIDATING",
  "WITH_ERRORS",
  "WITH_PENDING_INVOICES",
  "VALIDATED",
  "GENERATING",
  "GENERATED",
] as const;
export type WorkbookStatusValue = (typeof WORKBOOK_STATUSES)[number];

export const ZPayrollInstanceParams = z.object({ id: z.string().trim().min(1).max(64) });

export const NO_VALID_RECORDS = "no valid records found to parse";
export const WORKBOOK_IMPORT_COLUMNS = ["name", "month", "year"] as const;
export const MAX_IMPORT_ROWS = 1000;

export type ValidationSummary = {
  status: WorkbookStatusValue;
  fileCount: number;
  errorFiles: number;
  pendingFiles: number;
  publishedFiles: number;
};
