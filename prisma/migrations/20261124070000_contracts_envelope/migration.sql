-- AlterTable
ALTER TABLE "Contract" ADD COLUMN     "signingEnvelopeId" TEXT;
