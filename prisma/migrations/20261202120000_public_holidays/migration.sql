-- CreateEnum
CREATE TYPE "PublicHolidaySource" AS ENUM ('GENERATED', 'ADDED');

-- AlterTable
ALTER TABLE "Employee" ADD COLUMN     "region" VARCHAR(10);

-- CreateTable
CREATE TABLE "PublicHoliday" (
    "id" TEXT NOT NULL,
    "countryCode" CHAR(2) NOT NULL,
    "region" VARCHAR(10) NOT NULL DEFAULT '',
    "companyId" TEXT NOT NULL DEFAULT '',
    "date" DATE NOT NULL,
    "name" TEXT NOT NULL,
    "source" "PublicHolidaySource" NOT NULL,
    "removedAt" TIMESTAMP(3),
    "removedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdById" TEXT,

    CONSTRAINT "PublicHoliday_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PublicHoliday_countryCode_region_companyId_date_key" ON "PublicHoliday"("countryCode", "region", "companyId", "date");

