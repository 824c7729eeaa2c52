-- CreateIndex
CREATE INDEX "Expense_companyId_createdAt_id_idx" ON "Expense"("companyId", "createdAt", "id");
