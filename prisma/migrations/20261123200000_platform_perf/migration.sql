-- CreateTable
CREATE TABLE "WebhookDeliveryAttempt" (
    "id" TEXT NOT NULL,
    "deliveryId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "statusCode" INTEGER,
    "durationMs" INTEGER NOT NULL,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WebhookDeliveryAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "GrossToNetFile_createdAt_id_idx" ON "GrossToNetFile"("createdAt", "id");

-- CreateIndex
CREATE INDEX "GrossToNetFile_workbookId_createdAt_id_idx" ON "GrossToNetFile"("workbookId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "WebhookDelivery_status_updatedAt_idx" ON "WebhookDelivery"("status", "updatedAt");

-- CreateIndex
CREATE INDEX "WebhookDeliveryAttempt_deliveryId_createdAt_idx" ON "WebhookDeliveryAttempt"("deliveryId", "createdAt");

-- AddForeignKey
ALTER TABLE "WebhookDeliveryAttempt" ADD CONSTRAINT "WebhookDeliveryAttempt_deliveryId_fkey" FOREIGN KEY ("deliveryId") REFERENCES "WebhookDelivery"("id") ON DELETE CASCADE ON UPDATE CASCADE;
