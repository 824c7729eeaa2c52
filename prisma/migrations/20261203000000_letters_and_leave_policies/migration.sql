-- CreateEnum
CREATE TYPE "LetterKind" AS ENUM ('EMPLOYMENT_CONFIRMATION', 'SALARY_CERTIFICATE');

-- CreateEnum
CREATE TYPE "LetterStatus" AS ENUM ('REQUESTED', 'APPROVED', 'DECLINED');

-- CreateEnum
CREATE TYPE "AccrualMethod" AS ENUM ('UP_FRONT', 'MONTHLY');

-- CreateTable
CREATE TABLE "EmploymentLetter" (
    "id" TEXT NOT NULL,
    "employeeId" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "kind" "LetterKind" NOT NULL,
    "months" INTEGER,
    "purpose" VARCHAR(500),
    "status" "LetterStatus" NOT NULL DEFAULT 'REQUESTED',
    "version" INTEGER NOT NULL DEFAULT 1,
    "declineReason" VARCHAR(1000),
    "code" VARCHAR(16),
    "storageKey" TEXT,
    "sha256" CHAR(64),
    "signature" TEXT,
    "generatedAt" TIMESTAMP(3),
    "generationError" VARCHAR(1000),
    "requestedById" TEXT,
    "decidedById" TEXT,
    "decidedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EmploymentLetter_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LeavePolicy" (
    "countryCode" CHAR(2) NOT NULL,
    "allowanceDays" INTEGER NOT NULL,
    "accrual" "AccrualMethod" NOT NULL DEFAULT 'UP_FRONT',
    "carryOverMaxDays" INTEGER NOT NULL DEFAULT 0,
    "carryOverExpiry" VARCHAR(5),
    "statutoryMinimumDays" INTEGER NOT NULL,
    "updatedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LeavePolicy_pkey" PRIMARY KEY ("countryCode")
);

-- CreateIndex
CREATE UNIQUE INDEX "EmploymentLetter_code_key" ON "EmploymentLetter"("code");

-- CreateIndex
CREATE INDEX "EmploymentLetter_employeeId_createdAt_idx" ON "EmploymentLetter"("employeeId", "createdAt");

-- CreateIndex
CREATE INDEX "EmploymentLetter_status_createdAt_idx" ON "EmploymentLetter"("status", "createdAt");

-- CreateIndex
CREATE INDEX "EmploymentLetter_companyId_status_idx" ON "EmploymentLetter"("companyId", "status");

-- AddForeignKey
ALTER TABLE "EmploymentLetter" ADD CONSTRAINT "EmploymentLetter_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

