-- Time off with a manager's approval (beyond the spec): pending -> approved or declined, with a reason.
CREATE TYPE "TimeOffStatus" AS ENUM ('PENDING', 'APPROVED', 'DECLINED');

ALTER TABLE "TimeOffEntry"
  ADD COLUMN "status" "TimeOffStatus" NOT NULL DEFAULT 'PENDING',
  ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1,
  ADD COLUMN "decidedById" TEXT,
  ADD COLUMN "decidedAt" TIMESTAMP(3),
  ADD COLUMN "declineReason" TEXT;

-- Entries logged before approvals existed were the spec's log: they stand as approved.
UPDATE "TimeOffEntry" SET "status" = 'APPROVED';

CREATE INDEX "TimeOffEntry_companyId_status_idx" ON "TimeOffEntry"("companyId", "status");
