-- CreateTable
CREATE TABLE "BenefitImport" (
    "id" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "payrollInstanceId" TEXT NOT NULL,
    "totalRecords" INTEGER NOT NULL,
    "errorCount" INTEGER NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BenefitImport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BenefitImportLine" (
    "id" TEXT NOT NULL,
    "importId" TEXT NOT NULL,
    "row" INTEGER NOT NULL,
    "clientId" TEXT NOT NULL,
    "employeeId" TEXT NOT NULL,
    "employeeName" TEXT NOT NULL,
    "countryCode" CHAR(2),
    "benefit" TEXT NOT NULL,
    "amount" DECIMAL(18,4),
    "currency" CHAR(3),
    "message" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BenefitImportLine_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BenefitImport_createdAt_id_idx" ON "BenefitImport"("createdAt", "id");

-- CreateIndex
CREATE INDEX "BenefitImportLine_importId_row_idx" ON "BenefitImportLine"("importId", "row");

-- CreateIndex
CREATE INDEX "BenefitImportLine_clientId_createdAt_idx" ON "BenefitImportLine"("clientId", "createdAt");

-- AddForeignKey
ALTER TABLE "BenefitImportLine" ADD CONSTRAINT "BenefitImportLine_importId_fkey" FOREIGN KEY ("importId") REFERENCES "BenefitImport"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateIndex
CREATE INDEX "InvoiceLog_createdAt_id_idx" ON "InvoiceLog"("createdAt", "id");
