-- AlterTable
ALTER TABLE "Expense" ADD COLUMN     "reminderSentAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "TimeOffEntry" ADD COLUMN     "reminderSentAt" TIMESTAMP(3);

