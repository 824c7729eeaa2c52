-- CreateEnum
CREATE TYPE "FindingVerdict" AS ENUM ('CONFIRMED_MISTAKE', 'JUSTIFIED_CORRECT');

-- CreateEnum
CREATE TYPE "BonusKind" AS ENUM ('THIRTEENTH_MONTH', 'FOURTEENTH_MONTH', 'SCHEDULED', 'ONE_OFF');

-- AlterEnum
ALTER TYPE "ScanStatus" ADD VALUE 'FAILED';

-- AlterTable
ALTER TABLE "Employee" ADD COLUMN     "bankDetailsChangedAt" TIMESTAMP(3),
ADD COLUMN     "bankDetailsChangedById" TEXT;

-- AlterTable
ALTER TABLE "Document" ADD COLUMN     "scanError" TEXT;

-- AlterTable
ALTER TABLE "GrossToNetFile" ADD COLUMN     "scanError" TEXT;

-- AlterTable
ALTER TABLE "TimeOffEntry" ADD COLUMN     "unpaid" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "PayRegisterRow" ADD COLUMN     "currency" CHAR(3);

-- AlterTable
ALTER TABLE "TaxonomyMapping" ADD COLUMN     "statedTotal" VARCHAR(16);

-- AlterTable
ALTER TABLE "PayReportFinding" ADD COLUMN     "verdict" "FindingVerdict",
ADD COLUMN     "verdictAt" TIMESTAMP(3),
ADD COLUMN     "verdictById" TEXT;

-- CreateTable
CREATE TABLE "EmployeeBonus" (
    "id" TEXT NOT NULL,
    "employeeId" TEXT NOT NULL,
    "kind" "BonusKind" NOT NULL,
    "amount" DECIMAL(18,4) NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "payrollPeriod" VARCHAR(6) NOT NULL,
    "note" TEXT,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmployeeBonus_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "EmployeeBonus_employeeId_payrollPeriod_idx" ON "EmployeeBonus"("employeeId", "payrollPeriod");

-- CreateIndex
CREATE INDEX "PayReportFinding_check_verdict_idx" ON "PayReportFinding"("check", "verdict");

-- AddForeignKey
ALTER TABLE "EmployeeBonus" ADD CONSTRAINT "EmployeeBonus_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

