-- CreateTable
CREATE TABLE "PayQuestion" (
    "id" TEXT NOT NULL,
    "employeeId" TEXT NOT NULL,
    "payrollPeriod" VARCHAR(6) NOT NULL,
    "message" VARCHAR(2000) NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PayQuestion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PayQuestion_payrollPeriod_employeeId_idx" ON "PayQuestion"("payrollPeriod", "employeeId");

-- AddForeignKey
ALTER TABLE "PayQuestion" ADD CONSTRAINT "PayQuestion_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

