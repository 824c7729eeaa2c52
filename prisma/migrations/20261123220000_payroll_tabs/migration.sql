-- AlterTable
ALTER TABLE "Workbook" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "TaxonomyUpdateJob" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 0;
