export const EXPORT_RECEIPTS_JOB = "expenses.export-receipts";
