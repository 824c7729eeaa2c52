-- AlterTable
ALTER TABLE "BenefitCatalog" ADD COLUMN     "costCurrency" CHAR(3),
ADD COLUMN     "costMonthlyAmount" DECIMAL(18,4),
ADD COLUMN     "costPercentOfSalary" DECIMAL(7,4);
