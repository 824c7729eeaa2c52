-- AlterTable
ALTER TABLE "Contract" ADD COLUMN     "docxStorageKey" TEXT,
ADD COLUMN     "generationError" TEXT,
ADD COLUMN     "pdfSha256" TEXT,
ADD COLUMN     "signedSha256" TEXT,
ADD COLUMN     "signedStorageKey" TEXT;

-- AlterTable
ALTER TABLE "Document" ADD COLUMN     "sha256" TEXT;

-- AlterTable
ALTER TABLE "TemplateMapping" ADD COLUMN     "employeeType" "EmployeeType";
