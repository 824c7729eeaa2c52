// The bulk employee import job (handler: lib/bulk-uploads/jobs.ts, run by scripts/worker.ts).
export const BULK_IMPORT_JOB = "bulk-uploads.import-employees";
