-- AlterEnum
ALTER TYPE "TerminationStatus" ADD VALUE 'Reviewed';
ALTER TYPE "TerminationStatus" ADD VALUE 'Completed';

-- AlterTable
ALTER TABLE "Contractor" ADD COLUMN     "requestedEmail" TEXT,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "ContractorContract" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;
