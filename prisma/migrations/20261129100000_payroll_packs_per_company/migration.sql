-- Issue 27: a signed pack per client company beside the whole report's pack, so managers download their own
-- company's part only. companyId NULL is the whole report, at most one per report (partial unique index).
DROP INDEX "PayrollPack_payReportId_key";
ALTER TABLE "PayrollPack" ADD COLUMN "companyId" TEXT;
CREATE UNIQUE INDEX "PayrollPack_payReportId_companyId_key" ON "PayrollPack"("payReportId", "companyId");
CREATE INDEX "PayrollPack_companyId_idx" ON "PayrollPack"("companyId");
CREATE UNIQUE INDEX "PayrollPack_payReportId_whole_key" ON "PayrollPack"("payReportId") WHERE "companyId" IS NULL;
ALTER TABLE "PayrollPack" ADD CONSTRAINT "PayrollPack_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;
