-- CreateEnum
CREATE TYPE "ApprovalRequestKind" AS ENUM ('TIME_OFF', 'EXPENSE', 'TIMESHEET');

-- CreateEnum
CREATE TYPE "ApproverKind" AS ENUM ('DIRECT_MANAGER', 'NAMED_MANAGER', 'COMPANY_ADMIN');

-- DropIndex
DROP INDEX "TimeOffEntry_companyId_status_idx";

-- AlterTable
ALTER TABLE "Expense" ADD COLUMN     "approvalLevel" INTEGER;

-- AlterTable
ALTER TABLE "TimeOffEntry" ADD COLUMN     "approvalLevel" INTEGER;

-- AlterTable
ALTER TABLE "Timesheet" ADD COLUMN     "approvalLevel" INTEGER;

-- CreateTable
CREATE TABLE "ApprovalPolicy" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "kind" "ApprovalRequestKind" NOT NULL,
    "updatedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ApprovalPolicy_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApprovalLevel" (
    "id" TEXT NOT NULL,
    "policyId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "approverKind" "ApproverKind" NOT NULL,
    "approverUserId" TEXT,
    "minAmount" DECIMAL(18,4),
    "minDays" INTEGER,

    CONSTRAINT "ApprovalLevel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApprovalDelegation" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "approverUserId" TEXT NOT NULL,
    "delegateUserId" TEXT NOT NULL,
    "startsOn" DATE NOT NULL,
    "endsOn" DATE NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ApprovalDelegation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApprovalStep" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "entityType" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "decision" TEXT NOT NULL,
    "deciderId" TEXT NOT NULL,
    "onBehalfOfId" TEXT,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ApprovalStep_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ApprovalPolicy_companyId_kind_key" ON "ApprovalPolicy"("companyId", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "ApprovalLevel_policyId_position_key" ON "ApprovalLevel"("policyId", "position");

-- CreateIndex
CREATE INDEX "ApprovalDelegation_companyId_delegateUserId_idx" ON "ApprovalDelegation"("companyId", "delegateUserId");

-- CreateIndex
CREATE INDEX "ApprovalDelegation_companyId_approverUserId_idx" ON "ApprovalDelegation"("companyId", "approverUserId");

-- CreateIndex
CREATE INDEX "ApprovalStep_entityType_entityId_idx" ON "ApprovalStep"("entityType", "entityId");

-- CreateIndex
CREATE INDEX "Expense_status_createdAt_id_idx" ON "Expense"("status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "TimeOffEntry_companyId_status_createdAt_id_idx" ON "TimeOffEntry"("companyId", "status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "TimeOffEntry_status_createdAt_id_idx" ON "TimeOffEntry"("status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Timesheet_status_submittedDate_id_idx" ON "Timesheet"("status", "submittedDate", "id");

-- AddForeignKey
ALTER TABLE "ApprovalPolicy" ADD CONSTRAINT "ApprovalPolicy_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApprovalLevel" ADD CONSTRAINT "ApprovalLevel_policyId_fkey" FOREIGN KEY ("policyId") REFERENCES "ApprovalPolicy"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApprovalDelegation" ADD CONSTRAINT "ApprovalDelegation_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

