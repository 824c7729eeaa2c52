-- CreateIndex
CREATE INDEX "Employee_companyId_lastName_firstName_id_idx" ON "Employee"("companyId", "lastName", "firstName", "id");
