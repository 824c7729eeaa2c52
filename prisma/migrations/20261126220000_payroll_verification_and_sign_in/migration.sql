-- Issue 27: anomaly findings, reopen with versions, signed packs. Issue 28: two-factor, password reset, SSO.
ALTER TYPE "PayReportStatus" ADD VALUE 'REOPENED';
ALTER TYPE "PayReportStatus" ADD VALUE 'SUPERSEDED';

CREATE TYPE "FindingSeverity" AS ENUM ('BLOCKING', 'REVIEW');

ALTER TABLE "GrossToNetFile"
  ADD COLUMN "reportVersion" INTEGER NOT NULL DEFAULT 1,
  ADD COLUMN "previousVersionId" TEXT;
CREATE UNIQUE INDEX "GrossToNetFile_previousVersionId_key" ON "GrossToNetFile"("previousVersionId");
ALTER TABLE "GrossToNetFile" ADD CONSTRAINT "GrossToNetFile_previousVersionId_fkey"
  FOREIGN KEY ("previousVersionId") REFERENCES "GrossToNetFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "PayReportFinding" (
  "id" TEXT NOT NULL,
  "payReportId" TEXT NOT NULL,
  "employeeId" TEXT,
  "check" VARCHAR(64) NOT NULL,
  "severity" "FindingSeverity" NOT NULL,
  "explanation" TEXT NOT NULL,
  "values" JSONB,
  "acknowledgedById" TEXT,
  "acknowledgedAt" TIMESTAMP(3),
  "justification" TEXT,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "PayReportFinding_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "PayReportFinding_payReportId_severity_idx" ON "PayReportFinding"("payReportId", "severity");
CREATE INDEX "PayReportFinding_employeeId_idx" ON "PayReportFinding"("employeeId");
ALTER TABLE "PayReportFinding" ADD CONSTRAINT "PayReportFinding_payReportId_fkey"
  FOREIGN KEY ("payReportId") REFERENCES "GrossToNetFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "PayrollCheckMute" (
  "id" TEXT NOT NULL,
  "check" VARCHAR(64) NOT NULL,
  "employeeId" TEXT NOT NULL,
  "reason" TEXT NOT NULL,
  "expiresAt" TIMESTAMP(3) NOT NULL,
  "createdById" TEXT,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "PayrollCheckMute_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "PayrollCheckMute_employeeId_check_idx" ON "PayrollCheckMute"("employeeId", "check");

CREATE TABLE "PayrollCheckThreshold" (
  "countryCode" CHAR(2) NOT NULL,
  "changePercent" DECIMAL(6,2) NOT NULL,
  "updatedById" TEXT,
  "updatedAt" TIMESTAMP(3) NOT NULL,
  CONSTRAINT "PayrollCheckThreshold_pkey" PRIMARY KEY ("countryCode")
);

CREATE TABLE "PayrollSetting" (
  "key" VARCHAR(64) NOT NULL,
  "value" JSONB NOT NULL,
  "updatedById" TEXT,
  "updatedAt" TIMESTAMP(3) NOT NULL,
  CONSTRAINT "PayrollSetting_pkey" PRIMARY KEY ("key")
);

CREATE TABLE "PayrollPack" (
  "id" TEXT NOT NULL,
  "payReportId" TEXT NOT NULL,
  "storageKey" TEXT NOT NULL,
  "sha256" CHAR(64) NOT NULL,
  "manifest" JSONB NOT NULL,
  "signature" TEXT NOT NULL,
  "keyId" VARCHAR(64) NOT NULL,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "PayrollPack_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "PayrollPack_payReportId_key" ON "PayrollPack"("payReportId");
ALTER TABLE "PayrollPack" ADD CONSTRAINT "PayrollPack_payReportId_fkey"
  FOREIGN KEY ("payReportId") REFERENCES "GrossToNetFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "User" ADD COLUMN "totpSecret" TEXT, ADD COLUMN "totpEnabledAt" TIMESTAMP(3);
ALTER TABLE "PasswordSetupToken" ADD COLUMN "purpose" VARCHAR(16) NOT NULL DEFAULT 'INVITE';

CREATE TABLE "RecoveryCode" (
  "id" TEXT NOT NULL,
  "userId" TEXT NOT NULL,
  "codeHash" TEXT NOT NULL,
  "usedAt" TIMESTAMP(3),
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "RecoveryCode_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "RecoveryCode_codeHash_key" ON "RecoveryCode"("codeHash");
CREATE INDEX "RecoveryCode_userId_idx" ON "RecoveryCode"("userId");
ALTER TABLE "RecoveryCode" ADD CONSTRAINT "RecoveryCode_userId_fkey"
  FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "IdentityProvider" (
  "id" TEXT NOT NULL,
  "name" TEXT NOT NULL,
  "companyId" TEXT,
  "issuer" TEXT NOT NULL,
  "clientId" TEXT NOT NULL,
  "clientSecret" TEXT NOT NULL,
  "emailDomains" TEXT[],
  "enabled" BOOLEAN NOT NULL DEFAULT true,
  "createdById" TEXT,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updatedAt" TIMESTAMP(3) NOT NULL,
  CONSTRAINT "IdentityProvider_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "IdentityProvider_companyId_idx" ON "IdentityProvider"("companyId");
