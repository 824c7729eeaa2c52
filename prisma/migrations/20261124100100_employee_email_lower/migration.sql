-- Case-insensitive e-mail lookups on employees: the bulk import's per-chunk checks (lower("personalEmail"),
-- lib/bulk-uploads/run-bulk-import.ts) and the create paths' duplicate check (lower() on both e-mails,
-- lib/employees/create-employee-from-seat.ts). Without these each lookup scans Employee. Prisma cannot express
-- expression indexes, so scripts/check-migrations.ts exempts exactly these names.
CREATE INDEX "Employee_personalEmail_lower_idx" ON "Employee" (lower("personalEmail"));
CREATE INDEX "Employee_workEmail_lower_idx" ON "Employee" (lower("workEmail"));
