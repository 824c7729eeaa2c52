-- A tamper-evident audit trail: each entity's events form a hash chain (lib/audit-trail/).
ALTER TABLE "AuditEvent"
  ADD COLUMN "chainKey" TEXT,
  ADD COLUMN "seq" INTEGER,
  ADD COLUMN "hash" TEXT;

CREATE UNIQUE INDEX "AuditEvent_chainKey_seq_key" ON "AuditEvent"("chainKey", "seq");
CREATE INDEX "AuditEvent_createdAt_idx" ON "AuditEvent"("createdAt");

CREATE TABLE "AuditChainHead" (
  "chainKey" TEXT NOT NULL,
  "seq" INTEGER NOT NULL,
  "hash" TEXT NOT NULL,
  CONSTRAINT "AuditChainHead_pkey" PRIMARY KEY ("chainKey")
);
