-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "RoleType" AS ENUM ('admin', 'manager', 'employee', 'lsp', 'contractor', 'viewer:clients-sensitive-data', 'viewer:product-sensitive-data', 'payroll', 'finance', 'international-expansion', 'benefits-specialist', 'customer-success', 'operator', 'benefits');

-- CreateEnum
CREATE TYPE "SowStatus" AS ENUM ('sow:awaiting-proposal', 'sow:awaiting-acceptance', 'sow:accepted');

-- CreateEnum
CREATE TYPE "SeatStatus" AS ENUM ('pending', 'archived');

-- CreateEnum
CREATE TYPE "ArchiveReason" AS ENUM ('dropout', 'correction');

-- CreateEnum
CREATE TYPE "ContractStatus" AS ENUM ('archived', 'pending-review', 'review-done', 'draft', 'pending-internal-review', 'approved', 'signed:employee', 'signed:both-parties');

-- CreateEnum
CREATE TYPE "AmendmentReviewStatus" AS ENUM ('pending', 'dispatched');

-- CreateEnum
CREATE TYPE "AmendmentReviewType" AS ENUM ('Reword', 'Add clause', 'Remove clause');

-- CreateEnum
CREATE TYPE "AmendmentUrgency" AS ENUM ('Urgent', 'Medium', 'Not urgent');

-- CreateEnum
CREATE TYPE "OnboardingStatus" AS ENUM ('In progress', 'Active', 'Inactive', 'Pending');

-- CreateEnum
CREATE TYPE "EmployeeType" AS ENUM ('EOR', 'PEO', 'Virtual Employer');

-- CreateEnum
CREATE TYPE "DepositType" AS ENUM ('None', 'No Deposit', 'Zero Deposit Insurance', 'Advanced Payment Deposit (APD)');

-- CreateEnum
CREATE TYPE "SetupFeeStructure" AS ENUM ('per employee', 'per country');

-- CreateEnum
CREATE TYPE "CompanyFeeKind" AS ENUM ('MANAGEMENT_FEE', 'SETUP_FEE', 'ZERO_DEPOSIT_INSURANCE_FEE');

-- CreateEnum
CREATE TYPE "LocationOfWorkType" AS ENUM ('Home office', 'Corporate office');

-- CreateEnum
CREATE TYPE "HolidayType" AS ENUM ('yearly allowance including public holidays', 'yearly allowance excluding public holidays', 'unlimited');

-- CreateEnum
CREATE TYPE "Gender" AS ENUM ('Male', 'Female', 'X');

-- CreateEnum
CREATE TYPE "Department" AS ENUM ('Design', 'Engineering', 'Finance', 'Human Resources', 'Legal', 'Management', 'Marketing', 'Operations', 'Product', 'Sales', 'Other');

-- CreateEnum
CREATE TYPE "SupplementaryBenefitsAnswer" AS ENUM ('yes', 'no', 'unknown');

-- CreateEnum
CREATE TYPE "TimeUnit" AS ENUM ('days', 'weeks', 'months');

-- CreateEnum
CREATE TYPE "LspType" AS ENUM ('Employer of Record', 'Payroll Provider', 'Not Applicable');

-- CreateEnum
CREATE TYPE "EnabledProduct" AS ENUM ('EOR', 'Contractor');

-- CreateEnum
CREATE TYPE "EmploymentStatus" AS ENUM ('EMPLOYMENT_STATUS_CREATED', 'EMPLOYMENT_STATUS_ACTIVE', 'EMPLOYMENT_STATUS_TERMINATED');

-- CreateEnum
CREATE TYPE "DocumentType" AS ENUM ('Passport', 'National Identity Number', 'Social insurance number', 'Tax ID', 'document', 'contract', 'order-form', 'expense-receipt', 'termination-support', 'timesheet', 'pay-report', 'other');

-- CreateEnum
CREATE TYPE "DocumentStatus" AS ENUM ('PROCESSING', 'READY', 'MALICIOUS');

-- CreateEnum
CREATE TYPE "BenefitSelectionStatus" AS ENUM ('YES', 'NO', 'REMIND_LATER');

-- CreateEnum
CREATE TYPE "WorkbookStatus" AS ENUM ('IN_PROGRESS', 'VALIDATING', 'WITH_ERRORS', 'WITH_PENDING_INVOICES', 'VALIDATED', 'GENERATED', 'GENERATING');

-- CreateEnum
CREATE TYPE "PayReportStatus" AS ENUM ('DRAFT', 'INGESTED', 'TAXONOMIZED', 'ENRICHED', 'TRANSFORMED', 'DUPLICATES_CHECKED', 'APPROVED', 'COPIED', 'PRE_APPROVAL_QUERY', 'SPECIALIST_APPROVED', 'PRE_PUBLISH_QUERY', 'PUBLISHED', 'ERROR', 'DISCARDED');

-- CreateEnum
CREATE TYPE "PayReportSource" AS ENUM ('NEEYAMO', 'SNOWFLAKE', 'MANUAL');

-- CreateEnum
CREATE TYPE "UploadStatus" AS ENUM ('PENDING', 'STARTED', 'UPDATED', 'SUCCEEDED', 'FAILED', 'DELETED');

-- CreateEnum
CREATE TYPE "PayrollCycle" AS ENUM ('CYCLE_1', 'CYCLE_2', 'CYCLE_3', 'CYCLE_4', 'CYCLE_5', 'OFF_CYCLE');

-- CreateEnum
CREATE TYPE "BillType" AS ENUM ('BILL', 'BILL_CREDIT');

-- CreateEnum
CREATE TYPE "ApplicationType" AS ENUM ('Income', 'Deduction', 'Contribution');

-- CreateEnum
CREATE TYPE "TaxonomyJobStatus" AS ENUM ('CREATED', 'STARTED', 'FINISHED', 'ERROR');

-- CreateEnum
CREATE TYPE "InvoiceLogStatus" AS ENUM ('SUCCESS', 'SUBMITTED', 'FAILED');

-- CreateEnum
CREATE TYPE "InvoiceLogType" AS ENUM ('SETUP_FEE_AND_DEPOSIT', 'INITIAL_SALARY_RETAINER', 'SETUP_FEE_ONLY', 'DEPOSIT_ONLY');

-- CreateEnum
CREATE TYPE "BillingPaymentStatus" AS ENUM ('payment:pending', 'payment:processed', 'payment:failed');

-- CreateEnum
CREATE TYPE "ExpenseStatus" AS ENUM ('PENDING', 'CHANGE_MADE', 'INFO_NEEDED', 'APPROVED', 'PAID', 'REJECTED');

-- CreateEnum
CREATE TYPE "ExpenseCategory" AS ENUM ('client entertainment', 'staff entertainment', 'postage/freight/courier', 'office rent', 'office equipment', 'repairs', 'telephone/internet', 'domestic travel', 'international travel', 'mileage', 'printing', 'subsistence', 'subscriptions', 'training', 'client billable');

-- CreateEnum
CREATE TYPE "TerminationStatus" AS ENUM ('Requested');

-- CreateEnum
CREATE TYPE "TerminationReason" AS ENUM ('poorPerformance', 'businessReason', 'failedProbation', 'misconduct', 'restructureOrTakeover', 'eorSwitch', 'moveToOwnEntity', 'other');

-- CreateEnum
CREATE TYPE "ResignationStatus" AS ENUM ('Requested', 'Reviewed');

-- CreateEnum
CREATE TYPE "LeaveType" AS ENUM ('op:leave:sick', 'op:leave:compassionate', 'op:leave:holiday', 'op:leave:other');

-- CreateEnum
CREATE TYPE "TimesheetFormat" AS ENUM ('SIMPLE', 'MEDIUM');

-- CreateEnum
CREATE TYPE "TimesheetStatus" AS ENUM ('EDITED', 'SUBMITTED', 'APPROVED');

-- CreateEnum
CREATE TYPE "OvertimeType" AS ENUM ('overtime', 'nightwork', 'oncall', 'standby');

-- CreateEnum
CREATE TYPE "ContractorState" AS ENUM ('ONBOARDING', 'KYC_PENDING', 'KYC_FAILED', 'ACTIVE', 'DUPLICATE_EMAIL');

-- CreateEnum
CREATE TYPE "ContractorContractState" AS ENUM ('ACTIVE', 'INACTIVE');

-- CreateEnum
CREATE TYPE "ContractorInvoiceState" AS ENUM ('CANCELLED', 'IN_PROGRESS', 'OPEN', 'PAID', 'PENDING');

-- CreateEnum
CREATE TYPE "InvoicingFrequency" AS ENUM ('PER_HOUR', 'PER_DAY', 'PER_WEEK', 'PER_MONTH', 'PER_DELIVERABLE');

-- CreateEnum
CREATE TYPE "BulkUploadState" AS ENUM ('pending', 'finished');

-- CreateEnum
CREATE TYPE "TemplateMappingStatus" AS ENUM ('ENABLED', 'DISABLED');

-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "displayName" TEXT,
    "temporaryPassword" TEXT,
    "sentInvitationAt" TIMESTAMP(3),
    "seenPrivacyPolicy" BOOLEAN NOT NULL DEFAULT false,
    "seenWelcomeScreen" BOOLEAN NOT NULL DEFAULT false,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "sessionVersion" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserRole" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "type" "RoleType" NOT NULL,
    "tenantId" TEXT,
    "scopes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UserRole_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApiToken" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "lastUsedAt" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ApiToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SignInAttempt" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "succeeded" BOOLEAN NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SignInAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditEvent" (
    "id" TEXT NOT NULL,
    "actorId" TEXT,
    "actorRole" TEXT,
    "action" TEXT NOT NULL,
    "entityType" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "requestId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StatusHistory" (
    "id" TEXT NOT NULL,
    "entityType" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "fromStatus" TEXT,
    "toStatus" TEXT NOT NULL,
    "actorId" TEXT,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StatusHistory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PageView" (
    "id" TEXT NOT NULL,
    "userId" TEXT,
    "route" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PageView_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OutboxEmail" (
    "id" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "sentAt" TIMESTAMP(3),
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OutboxEmail_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Country" (
    "code" CHAR(2) NOT NULL,
    "name" TEXT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "currencyDecimals" INTEGER NOT NULL DEFAULT 2,
    "isSanctioned" BOOLEAN NOT NULL DEFAULT false,
    "flagEmoji" TEXT,
    "keyFacts" JSONB,
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "timesheetFormat" "TimesheetFormat" NOT NULL DEFAULT 'SIMPLE',
    "amendmentsPilot" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Country_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "EmployerCostRate" (
    "id" TEXT NOT NULL,
    "countryCode" CHAR(2) NOT NULL,
    "description" TEXT NOT NULL,
    "percentOfSalary" DECIMAL(9,4),
    "salaryCap" DECIMAL(18,4),
    "fixedAmount" DECIMAL(18,4),
    "currency" CHAR(3) NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmployerCostRate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FxRate" (
    "id" TEXT NOT NULL,
    "fromCurrency" CHAR(3) NOT NULL,
    "toCurrency" CHAR(3) NOT NULL,
    "rate" DECIMAL(18,8) NOT NULL,
    "rateDate" DATE NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FxRate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Address" (
    "id" TEXT NOT NULL,
    "addressLine1" TEXT NOT NULL,
    "addressLine2" TEXT,
    "addressLine3" TEXT,
    "city" TEXT NOT NULL,
    "state" TEXT,
    "country" CHAR(2) NOT NULL,
    "postalCode" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Address_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Company" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "onboardingStage" TEXT,
    "countryOfRegistration" CHAR(2),
    "registeredAddressId" TEXT,
    "vatNumber" TEXT,
    "companyNumber" TEXT,
    "contactName" TEXT,
    "contactPhoneNumber" TEXT,
    "invoicingEmail" TEXT,
    "needsManagerReview" BOOLEAN NOT NULL DEFAULT false,
    "externalId" TEXT,
    "adminNotes" TEXT,
    "disableContractAutomation" BOOLEAN NOT NULL DEFAULT false,
    "isVATExempt" BOOLEAN NOT NULL DEFAULT false,
    "fxConversionPercent" DECIMAL(9,4) NOT NULL DEFAULT 0,
    "benefitsPercentage" DECIMAL(9,4),
    "salaryPrepaymentTerms" INTEGER,
    "salaryPrepaymentMultiplier" DECIMAL(9,4),
    "latePayment" DECIMAL(9,4),
    "enabledProducts" "EnabledProduct"[] DEFAULT ARRAY['EOR']::"EnabledProduct"[],
    "enablePayrollReportsTab" BOOLEAN NOT NULL DEFAULT false,
    "isInternal" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Company_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CompanyFeeSettings" (
    "companyId" TEXT NOT NULL,
    "depositType" "DepositType" NOT NULL DEFAULT 'Zero Deposit Insurance',
    "advancedPaymentDepositPercent" INTEGER,
    "setupFeeStructure" "SetupFeeStructure" NOT NULL DEFAULT 'per employee',
    "enableAutomatedProposals" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CompanyFeeSettings_pkey" PRIMARY KEY ("companyId")
);

-- CreateTable
CREATE TABLE "CompanyFeeAmount" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "kind" "CompanyFeeKind" NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "amount" DECIMAL(18,4) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CompanyFeeAmount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Manager" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "jobTitle" TEXT,
    "department" "Department",
    "isSuperAdmin" BOOLEAN NOT NULL DEFAULT false,
    "hasExpensesScope" BOOLEAN NOT NULL DEFAULT false,
    "hasFinanceScope" BOOLEAN NOT NULL DEFAULT false,
    "hasPayrollScope" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Manager_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserAssociation" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "associatedUserId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UserAssociation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmailChangeRequest" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "newEmail" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmailChangeRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PasswordSetupToken" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PasswordSetupToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeatureFlagOverride" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "companyId" TEXT,
    "userId" TEXT,
    "enabled" BOOLEAN NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FeatureFlagOverride_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LocalServiceProvider" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "type" "LspType" NOT NULL DEFAULT 'Employer of Record',
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "profileUrl" TEXT,
    "contactEmails" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LocalServiceProvider_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LspCountry" (
    "lspId" TEXT NOT NULL,
    "countryCode" CHAR(2) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LspCountry_pkey" PRIMARY KEY ("lspId","countryCode")
);

-- CreateTable
CREATE TABLE "LegalEntity" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "countryCode" CHAR(2) NOT NULL,
    "lspId" TEXT NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LegalEntity_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PayrollProvider" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "lspId" TEXT NOT NULL,
    "countryCode" CHAR(2) NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "hasHistory" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PayrollProvider_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Seat" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "firstName" TEXT,
    "lastName" TEXT,
    "countryCode" CHAR(2) NOT NULL,
    "desiredStartDate" DATE NOT NULL,
    "purchaseOrderNumber" TEXT,
    "billingCurrency" CHAR(3),
    "sowStatus" "SowStatus" NOT NULL DEFAULT 'sow:awaiting-proposal',
    "seatStatus" "SeatStatus" NOT NULL DEFAULT 'pending',
    "archiveReason" "ArchiveReason",
    "archivedAt" TIMESTAMP(3),
    "sowDocUrl" TEXT,
    "sowSignatureDate" TIMESTAMP(3),
    "sowSignedBy" TEXT,
    "isAutomatedUpsellUsed" BOOLEAN NOT NULL DEFAULT false,
    "annualBaseSalaryAmount" DECIMAL(18,4),
    "annualBaseSalaryCurrency" CHAR(3),
    "createdById" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Seat_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SeatEmployeeProfile" (
    "seatId" TEXT NOT NULL,
    "annualBaseSalaryAmount" DECIMAL(18,4),
    "annualBaseSalaryCurrency" CHAR(3),
    "managementFeeAmount" DECIMAL(18,4),
    "setupFeeAmount" DECIMAL(18,4),
    "setupFeeStructure" "SetupFeeStructure",
    "employeeType" "EmployeeType",
    "depositType" "DepositType",
    "depositFeeCalculatedAmount" DECIMAL(18,4),
    "depositFeeConvertedAmount" DECIMAL(18,4),
    "zeroDepositFee" DECIMAL(18,4),
    "advancedPaymentDepositPercentage" DECIMAL(9,4),
    "employerCostsSubtotal" DECIMAL(18,4),
    "employerCosts" JSONB,
    "fxFeeAmount" DECIMAL(18,4),
    "fxFeeCurrency" CHAR(3),
    "personalEmail" TEXT,
    "citizenship" CHAR(2),
    "pronouns" TEXT,
    "privateAddressId" TEXT,
    "jobTitle" TEXT,
    "jobDescription" TEXT,
    "locationOfWorkType" "LocationOfWorkType",
    "locationOfWorkAddressId" TEXT,
    "rightToWorkCheckCompleted" BOOLEAN,
    "startDate" DATE,
    "workEmail" TEXT,
    "hoursOfWork" INTEGER,
    "probationaryPeriodLength" INTEGER,
    "holidayEntitlementDays" INTEGER,
    "holidayEntitlementType" "HolidayType",
    "hasSupplementaryBenefits" "SupplementaryBenefitsAnswer",
    "profileStage" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SeatEmployeeProfile_pkey" PRIMARY KEY ("seatId")
);

-- CreateTable
CREATE TABLE "Employee" (
    "id" TEXT NOT NULL,
    "userId" TEXT,
    "companyId" TEXT NOT NULL,
    "managerId" TEXT,
    "seatId" TEXT,
    "countryCode" CHAR(2) NOT NULL,
    "onboardingStatus" "OnboardingStatus" NOT NULL DEFAULT 'Pending',
    "employeeType" "EmployeeType" NOT NULL DEFAULT 'EOR',
    "lspId" TEXT,
    "legalEntityId" TEXT,
    "currentEmploymentId" TEXT,
    "externalId" TEXT,
    "payrollId" TEXT,
    "requireTypeFormFilled" BOOLEAN NOT NULL DEFAULT false,
    "needsRequiredFieldsFilled" BOOLEAN NOT NULL DEFAULT false,
    "needsSetupFeeUpdated" BOOLEAN NOT NULL DEFAULT false,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "localName" TEXT,
    "gender" "Gender",
    "pronouns" TEXT,
    "dateOfBirth" DATE,
    "citizenship" CHAR(2),
    "countryOfIssue" CHAR(2),
    "privateAddressId" TEXT,
    "socialInsuranceNumber" TEXT,
    "iban" TEXT,
    "accountNumber" TEXT,
    "bicSwift" TEXT,
    "routingNumber" TEXT,
    "branchName" TEXT,
    "workEmail" TEXT,
    "phoneNumber" TEXT,
    "personalEmail" TEXT,
    "jobTitle" TEXT,
    "jobDescription" TEXT,
    "department" "Department",
    "startDate" DATE,
    "firstPayDate" DATE,
    "locationOfWorkType" "LocationOfWorkType" DEFAULT 'Home office',
    "locationOfWorkAddressId" TEXT,
    "hoursOfWork" INTEGER,
    "annualBaseSalaryAmount" DECIMAL(18,4),
    "annualBaseSalaryCurrency" CHAR(3),
    "bonusAmount" DECIMAL(18,4),
    "bonusCurrency" CHAR(3),
    "bonusTimePeriod" TEXT,
    "additionalCompensation" TEXT,
    "holidayAllowanceValue" INTEGER,
    "holidayAllowanceType" "HolidayType",
    "probationaryPeriodLength" INTEGER,
    "probationaryPeriodTimeUnit" "TimeUnit",
    "rightToWorkCheckCompleted" BOOLEAN,
    "hasSupplementaryBenefits" "SupplementaryBenefitsAnswer",
    "purchaseOrderNumber" TEXT,
    "adminNotes" TEXT,
    "administrativeInformation" JSONB,
    "localOnboardingDetails" JSONB,
    "billingCurrency" CHAR(3),
    "managementFeeAmount" DECIMAL(18,4),
    "managementFeeDiscountPercentage" DECIMAL(9,4),
    "managementFeeDiscountBillingCycles" INTEGER,
    "managementFeeWaiverPercentage" DECIMAL(9,4),
    "managementFeeWaiverPeriodStart" VARCHAR(7),
    "managementFeeWaiverBillingCycles" INTEGER,
    "depositType" "DepositType",
    "zeroDepositFee" DECIMAL(18,4),
    "setupFee" DECIMAL(18,4),
    "setupFeeStructure" "SetupFeeStructure",
    "advancedPaymentDepositPercentage" DECIMAL(9,4),
    "archivedAt" TIMESTAMP(3),
    "archiveReason" "ArchiveReason",
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Employee_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Employment" (
    "id" TEXT NOT NULL,
    "employeeId" TEXT NOT NULL,
    "userId" TEXT,
    "type" "EmployeeType" NOT NULL DEFAULT 'EOR',
    "companyId" TEXT NOT NULL,
    "lspId" TEXT,
    "legalEntityId" TEXT,
    "status" "EmploymentStatus" NOT NULL DEFAULT 'EMPLOYMENT_STATUS_CREATED',
    "startDate" DATE,
    "terminationDate" DATE,
    "firstPayrollDate" DATE,
    "lastPayrollDate" DATE,
    "activeAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Employment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SalaryHistory" (
    "id" TEXT NOT NULL,
    "employeeId" TEXT NOT NULL,
    "amount" DECIMAL(18,4) NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "effectiveDate" DATE NOT NULL,
    "note" TEXT,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SalaryHistory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OnboardingStage" (
    "id" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "OnboardingStage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OnboardingStep" (
    "id" TEXT NOT NULL,
    "stageId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "OnboardingStep_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmployeeOnboardingProgress" (
    "employeeId" TEXT NOT NULL,
    "completedStepIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "territory" CHAR(2),
    "updatedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EmployeeOnboardingProgress_pkey" PRIMARY KEY ("employeeId")
);

-- CreateTable
CREATE TABLE "Contract" (
    "id" TEXT NOT NULL,
    "employeeId" TEXT NOT NULL,
    "documentId" TEXT NOT NULL,
    "externalDocumentId" TEXT,
    "templateId" TEXT,
    "status" "ContractStatus" NOT NULL DEFAULT 'draft',
    "contractVersion" INTEGER NOT NULL DEFAULT 1,
    "storageKey" TEXT,
    "employeeSignedAt" TIMESTAMP(3),
    "employerSignedAt" TIMESTAMP(3),
    "archivedAt" TIMESTAMP(3),
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Contract_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContractQuestionnaire" (
    "employeeId" TEXT NOT NULL,
    "templateId" TEXT,
    "body" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContractQuestionnaire_pkey" PRIMARY KEY ("employeeId")
);

-- CreateTable
CREATE TABLE "ContractAmendment" (
    "id" TEXT NOT NULL,
    "contractId" TEXT,
    "documentId" TEXT NOT NULL,
    "employeeId" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "reviewType" "AmendmentReviewType" NOT NULL,
    "reviewClause" TEXT NOT NULL,
    "reviewClauseNumber" TEXT,
    "details" TEXT NOT NULL,
    "reviewStatus" "AmendmentReviewStatus" NOT NULL DEFAULT 'pending',
    "urgency" "AmendmentUrgency",
    "dispatchedAt" TIMESTAMP(3),
    "createdById" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContractAmendment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContractTemplate" (
    "id" TEXT NOT NULL,
    "countryCode" CHAR(2) NOT NULL,
    "companyId" TEXT,
    "name" TEXT NOT NULL,
    "externalTemplateId" VARCHAR(5) NOT NULL,
    "questions" JSONB NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContractTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TemplateMapping" (
    "id" TEXT NOT NULL,
    "countryCode" CHAR(2) NOT NULL,
    "companyId" TEXT,
    "avvokaOriginalTemplateId" VARCHAR(5) NOT NULL,
    "status" "TemplateMappingStatus" NOT NULL DEFAULT 'ENABLED',
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TemplateMapping_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Document" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "type" "DocumentType" NOT NULL DEFAULT 'document',
    "storageKey" TEXT NOT NULL,
    "fileName" TEXT,
    "mimeType" TEXT NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "status" "DocumentStatus" NOT NULL DEFAULT 'READY',
    "documentVersion" INTEGER NOT NULL DEFAULT 1,
    "userId" TEXT,
    "companyId" TEXT,
    "employeeId" TEXT,
    "tenantId" TEXT,
    "uploadedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Document_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BenefitCatalog" (
    "id" TEXT NOT NULL,
    "countryCode" CHAR(2) NOT NULL,
    "isRequired" BOOLEAN NOT NULL DEFAULT false,
    "layoutInfo" TEXT,
    "layoutDescription" TEXT,
    "layoutOffered" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "layoutCost" TEXT,
    "layoutAdditional" TEXT,
    "showBenefitsSelection" BOOLEAN NOT NULL DEFAULT true,
    "typeFormRef" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BenefitCatalog_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ClientBenefitPreference" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "countryCode" CHAR(2) NOT NULL,
    "selectionStatus" "BenefitSelectionStatus" NOT NULL,
    "consentGiven" BOOLEAN NOT NULL DEFAULT false,
    "updatedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ClientBenefitPreference_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Workbook" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "month" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "status" "WorkbookStatus" NOT NULL DEFAULT 'IN_PROGRESS',
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Workbook_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GrossToNetFile" (
    "id" TEXT NOT NULL,
    "workbookId" TEXT,
    "fileName" TEXT NOT NULL,
    "fileType" TEXT NOT NULL DEFAULT 'PAY_REGISTER',
    "country" CHAR(2) NOT NULL,
    "lspId" TEXT,
    "legalEntityId" TEXT,
    "payrollCycle" "PayrollCycle" NOT NULL,
    "payrollPeriod" VARCHAR(6) NOT NULL,
    "source" "PayReportSource" NOT NULL DEFAULT 'MANUAL',
    "processingStatus" "PayReportStatus" NOT NULL DEFAULT 'DRAFT',
    "uploadStatus" "UploadStatus" NOT NULL DEFAULT 'PENDING',
    "storageKey" TEXT,
    "uploadedById" TEXT,
    "total" DECIMAL(18,4),
    "currency" CHAR(3),
    "rowCount" INTEGER NOT NULL DEFAULT 0,
    "processedRows" INTEGER NOT NULL DEFAULT 0,
    "totalRows" INTEGER NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GrossToNetFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LspData" (
    "grossToNetId" TEXT NOT NULL,
    "lspBillingCurrency" CHAR(3),
    "lspExchangeRate" DECIMAL(18,8) NOT NULL DEFAULT 1,
    "lspBillNumber" TEXT,
    "lspBillUrl" TEXT,
    "invoiceDate" DATE,
    "invoiceDueDate" DATE,
    "invoiceAmount" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "memo" TEXT,
    "postingPeriod" VARCHAR(6),
    "billType" "BillType" NOT NULL DEFAULT 'BILL',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LspData_pkey" PRIMARY KEY ("grossToNetId")
);

-- CreateTable
CREATE TABLE "PayRegisterRow" (
    "id" BIGSERIAL NOT NULL,
    "grossToNetId" TEXT NOT NULL,
    "rowNumber" INTEGER NOT NULL,
    "employeeRef" TEXT NOT NULL,
    "employeeId" TEXT,
    "firstName" TEXT,
    "lastName" TEXT,
    "concept" TEXT NOT NULL,
    "value" DECIMAL(18,4) NOT NULL,
    "applicationType" "ApplicationType",
    "category" TEXT,
    "payrollGlobal" TEXT,
    "payrollGlobalSubCategory" TEXT,
    "inputType" TEXT,

    CONSTRAINT "PayRegisterRow_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PayReportEmployeeTotal" (
    "id" TEXT NOT NULL,
    "grossToNetId" TEXT NOT NULL,
    "employeeRef" TEXT NOT NULL,
    "employeeId" TEXT,
    "firstName" TEXT,
    "lastName" TEXT,
    "currency" CHAR(3) NOT NULL,
    "salary" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "allowance" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "variablePay" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "expenses" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "pensionContribution" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "benefitContribution" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "socialCosts" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "eeDeductions" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "erContribution" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "gross" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "taxableGross" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "net" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "totalCost" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "status" "PayReportStatus" NOT NULL,
    "lspBillNumber" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PayReportEmployeeTotal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DataProcessingError" (
    "id" TEXT NOT NULL,
    "grossToNetId" TEXT NOT NULL,
    "rowNumber" INTEGER,
    "message" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DataProcessingError_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Justification" (
    "id" TEXT NOT NULL,
    "grossToNetId" TEXT NOT NULL,
    "employeeRef" TEXT,
    "employeeId" TEXT,
    "note" TEXT NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Justification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TaxonomyMapping" (
    "id" TEXT NOT NULL,
    "countryCode" CHAR(2) NOT NULL,
    "lspId" TEXT,
    "concept" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "applicationType" "ApplicationType" NOT NULL,
    "payrollGlobal" TEXT,
    "payrollGlobalSubCategory" TEXT,
    "inputType" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TaxonomyMapping_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TaxonomyUpdateJob" (
    "id" TEXT NOT NULL,
    "countryCode" CHAR(2) NOT NULL,
    "legalEntityId" TEXT,
    "status" "TaxonomyJobStatus" NOT NULL DEFAULT 'CREATED',
    "errors" JSONB,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TaxonomyUpdateJob_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProviderIdUpload" (
    "id" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "employeesUpdated" JSONB NOT NULL,
    "errors" JSONB NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProviderIdUpload_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InvoiceLog" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "employeeId" TEXT,
    "companyName" TEXT NOT NULL,
    "employeeName" TEXT,
    "employeeCountry" CHAR(2),
    "invoiceType" "InvoiceLogType" NOT NULL,
    "reason" TEXT,
    "triggeredBy" TEXT,
    "status" "InvoiceLogStatus" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "InvoiceLog_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SimpleInvoice" (
    "id" TEXT NOT NULL,
    "invoiceLogId" TEXT NOT NULL,
    "employeeId" TEXT,
    "totalAmount" DECIMAL(18,4) NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "attachmentUrls" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "lspId" TEXT,
    "type" TEXT,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SimpleInvoice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BillingItem" (
    "id" TEXT NOT NULL,
    "invoiceId" TEXT,
    "invoiceNumber" TEXT,
    "invoiceDate" DATE,
    "companyId" TEXT NOT NULL,
    "employeeId" TEXT,
    "lspId" TEXT,
    "currency" CHAR(3) NOT NULL,
    "totalAmount" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "salaryAmount" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "lspFeeAmount" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "expenseAmount" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "variableAmount" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "socialCostsAmount" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "visaFeesAmount" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "pensionContributionAmount" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "onOffAmount" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "depositAmount" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "benefitAmount" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "nonStatutoryPensionAmount" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "nonStatutoryBenefitAmount" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "incTaxAmount" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "stLoanAmount" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "healthAmount" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "gstAmount" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "paymentStatus" "BillingPaymentStatus" NOT NULL DEFAULT 'payment:pending',
    "paymentProcessedAt" TIMESTAMP(3),
    "paymentInstructionExportId" TEXT,
    "clientInvoiceExportId" TEXT NOT NULL DEFAULT 'NOT_EXPORTED',
    "isBenefit" BOOLEAN NOT NULL DEFAULT false,
    "payrollPeriod" VARCHAR(6),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BillingItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ClientBalance" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "daysOverdue" INTEGER,
    "accountBalance" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "payrollBalanceUnpaid" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "depositBalanceUnpaid" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "prepaymentBalanceUnpaid" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "creditBalanceUnapplied" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "payrollBalanceUnapplied" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "depositBalanceUnapplied" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "prepaymentBalanceUnapplied" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "cashBalanceUnapplied" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "depositBalancePaid" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "prepaymentBalancePaid" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "depositAndPrepaymentBalanceHeld" DECIMAL(18,4) NOT NULL DEFAULT 0,
    "isPausedUpsell" BOOLEAN NOT NULL DEFAULT false,
    "lastSyncedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ClientBalance_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CutoffReport" (
    "id" TEXT NOT NULL,
    "reportName" TEXT NOT NULL,
    "countryCode" CHAR(2) NOT NULL,
    "countryName" TEXT NOT NULL,
    "lspId" TEXT NOT NULL,
    "period" DATE NOT NULL,
    "storageKey" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CutoffReport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CutoffDate" (
    "id" TEXT NOT NULL,
    "lspId" TEXT NOT NULL,
    "countryCode" CHAR(2) NOT NULL,
    "legalEntityId" TEXT,
    "payrollCycle" "PayrollCycle" NOT NULL DEFAULT 'CYCLE_1',
    "payrollPeriod" VARCHAR(6) NOT NULL,
    "cutoffDate" DATE NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CutoffDate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PayrollReport" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "payrollPeriod" VARCHAR(6) NOT NULL,
    "storageKey" TEXT,
    "employeeCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PayrollReport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PaymentVendor" (
    "id" TEXT NOT NULL,
    "netsuiteName" TEXT NOT NULL,
    "netsuiteId" TEXT NOT NULL,
    "countryCode" CHAR(2) NOT NULL,
    "currencies" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PaymentVendor_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Customer" (
    "id" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "entityType" TEXT NOT NULL,
    "netSuiteId" TEXT NOT NULL,
    "netSuiteType" TEXT NOT NULL,
    "companyId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Customer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BillingEntity" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "billingEntityId" TEXT NOT NULL,
    "directDebitSetupUrl" TEXT,
    "isDirectDebit" BOOLEAN NOT NULL DEFAULT false,
    "enrolledCurrencies" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "formFlag" BOOLEAN NOT NULL DEFAULT false,
    "isMultiBillingEntity" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BillingEntity_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Expense" (
    "id" TEXT NOT NULL,
    "employeeId" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "category" "ExpenseCategory" NOT NULL,
    "amount" DECIMAL(18,4) NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "dateSpent" DATE NOT NULL,
    "documentId" TEXT,
    "status" "ExpenseStatus" NOT NULL DEFAULT 'PENDING',
    "approverId" TEXT,
    "approverSeen" BOOLEAN NOT NULL DEFAULT false,
    "paid" BOOLEAN NOT NULL DEFAULT false,
    "paidAt" TIMESTAMP(3),
    "rejectionReason" TEXT,
    "requestedChange" TEXT,
    "estimatedPayrollMonth" VARCHAR(7),
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Expense_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TimeOffEntry" (
    "id" TEXT NOT NULL,
    "employeeId" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "leaveType" "LeaveType" NOT NULL,
    "startDate" DATE NOT NULL,
    "endDate" DATE NOT NULL,
    "employeeNote" TEXT,
    "isTaken" BOOLEAN NOT NULL DEFAULT false,
    "createdById" TEXT,
    "updatedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TimeOffEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Timesheet" (
    "id" TEXT NOT NULL,
    "employeeId" TEXT NOT NULL,
    "yearMonth" VARCHAR(7) NOT NULL,
    "status" "TimesheetStatus" NOT NULL DEFAULT 'EDITED',
    "timesheetData" JSONB NOT NULL,
    "totalMonthWorkingHours" DECIMAL(10,2) NOT NULL DEFAULT 0,
    "totalOvertimeHours" DECIMAL(10,2) NOT NULL DEFAULT 0,
    "submittedDate" TIMESTAMP(3),
    "approvedDate" TIMESTAMP(3),
    "approvedById" TEXT,
    "documentId" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Timesheet_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RegularWorkingHours" (
    "id" TEXT NOT NULL,
    "employeeId" TEXT NOT NULL,
    "workingDays" JSONB NOT NULL,
    "lastSubmittedTimesheetDate" TIMESTAMP(3),
    "lastSubmittedTimesheetDocumentId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RegularWorkingHours_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TerminationRequest" (
    "id" TEXT NOT NULL,
    "questionnaireId" TEXT NOT NULL DEFAULT 'termination-v1',
    "companyId" TEXT NOT NULL,
    "employeeId" TEXT NOT NULL,
    "employmentId" TEXT,
    "employeeManagerId" TEXT,
    "createdById" TEXT,
    "status" "TerminationStatus" NOT NULL DEFAULT 'Requested',
    "terminationReason" "TerminationReason",
    "answers" JSONB NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TerminationRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Resignation" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "employeeId" TEXT NOT NULL,
    "employmentId" TEXT,
    "employeeLastWorkingDay" DATE NOT NULL,
    "isManagerAware" BOOLEAN NOT NULL DEFAULT false,
    "employeeScheduledLeaves" TEXT,
    "employeeNumberOfVacationsDays" INTEGER,
    "resignationReason" TEXT NOT NULL,
    "otherReason" TEXT,
    "createdById" TEXT,
    "status" "ResignationStatus" NOT NULL DEFAULT 'Requested',
    "reviewedAt" TIMESTAMP(3),
    "reviewedById" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Resignation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Contractor" (
    "id" TEXT NOT NULL,
    "userId" TEXT,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "residenceCountry" CHAR(2) NOT NULL,
    "state" "ContractorState" NOT NULL DEFAULT 'ONBOARDING',
    "misclassificationRiskAccepted" BOOLEAN NOT NULL DEFAULT false,
    "misclassificationRiskAcceptedAt" TIMESTAMP(3),
    "misclassificationRiskAcceptedBy" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Contractor_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContractorClient" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "companyName" TEXT NOT NULL,
    "opTermsAccepted" BOOLEAN NOT NULL DEFAULT false,
    "opTermsAcceptedAt" TIMESTAMP(3),
    "opTermsAcceptedBy" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContractorClient_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContractorContract" (
    "id" TEXT NOT NULL,
    "contractorId" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "jobRole" TEXT NOT NULL,
    "invoicingCurrency" CHAR(3) NOT NULL,
    "billingCurrency" CHAR(3) NOT NULL,
    "expectedInvoicingFrequency" "InvoicingFrequency" NOT NULL,
    "rate" DECIMAL(18,4) NOT NULL,
    "startDate" DATE NOT NULL,
    "endDate" DATE,
    "state" "ContractorContractState" NOT NULL DEFAULT 'ACTIVE',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContractorContract_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContractorInvoice" (
    "id" TEXT NOT NULL,
    "contractorId" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "contractId" TEXT,
    "state" "ContractorInvoiceState" NOT NULL DEFAULT 'PENDING',
    "amount" DECIMAL(18,4) NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "description" TEXT,
    "dueDate" DATE NOT NULL,
    "raisedAt" TIMESTAMP(3) NOT NULL,
    "paidAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContractorInvoice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BulkUpload" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "state" "BulkUploadState" NOT NULL DEFAULT 'pending',
    "fileNames" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "uploadUrls" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "total" INTEGER NOT NULL DEFAULT 0,
    "successCount" INTEGER NOT NULL DEFAULT 0,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "BulkUpload_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BulkUploadError" (
    "id" TEXT NOT NULL,
    "bulkUploadId" TEXT NOT NULL,
    "rowNumber" INTEGER,
    "name" TEXT,
    "email" TEXT,
    "errors" JSONB NOT NULL,
    "migrationStatus" TEXT,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BulkUploadError_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_LocalServiceProviderToPaymentVendor" (
    "A" TEXT NOT NULL,
    "B" TEXT NOT NULL,

    CONSTRAINT "_LocalServiceProviderToPaymentVendor_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "UserRole_tenantId_type_idx" ON "UserRole"("tenantId", "type");

-- CreateIndex
CREATE UNIQUE INDEX "UserRole_userId_type_key" ON "UserRole"("userId", "type");

-- CreateIndex
CREATE UNIQUE INDEX "ApiToken_tokenHash_key" ON "ApiToken"("tokenHash");

-- CreateIndex
CREATE INDEX "ApiToken_userId_idx" ON "ApiToken"("userId");

-- CreateIndex
CREATE INDEX "SignInAttempt_key_createdAt_idx" ON "SignInAttempt"("key", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEvent_entityType_entityId_createdAt_idx" ON "AuditEvent"("entityType", "entityId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEvent_actorId_createdAt_idx" ON "AuditEvent"("actorId", "createdAt");

-- CreateIndex
CREATE INDEX "StatusHistory_entityType_entityId_createdAt_idx" ON "StatusHistory"("entityType", "entityId", "createdAt");

-- CreateIndex
CREATE INDEX "PageView_route_createdAt_idx" ON "PageView"("route", "createdAt");

-- CreateIndex
CREATE INDEX "OutboxEmail_to_createdAt_idx" ON "OutboxEmail"("to", "createdAt");

-- CreateIndex
CREATE INDEX "Country_name_idx" ON "Country"("name");

-- CreateIndex
CREATE INDEX "EmployerCostRate_countryCode_position_idx" ON "EmployerCostRate"("countryCode", "position");

-- CreateIndex
CREATE INDEX "FxRate_rateDate_idx" ON "FxRate"("rateDate");

-- CreateIndex
CREATE UNIQUE INDEX "FxRate_fromCurrency_toCurrency_rateDate_key" ON "FxRate"("fromCurrency", "toCurrency", "rateDate");

-- CreateIndex
CREATE UNIQUE INDEX "Company_externalId_key" ON "Company"("externalId");

-- CreateIndex
CREATE INDEX "Company_name_idx" ON "Company"("name");

-- CreateIndex
CREATE INDEX "Company_needsManagerReview_idx" ON "Company"("needsManagerReview");

-- CreateIndex
CREATE UNIQUE INDEX "CompanyFeeAmount_companyId_kind_currency_key" ON "CompanyFeeAmount"("companyId", "kind", "currency");

-- CreateIndex
CREATE UNIQUE INDEX "Manager_userId_key" ON "Manager"("userId");

-- CreateIndex
CREATE INDEX "Manager_companyId_idx" ON "Manager"("companyId");

-- CreateIndex
CREATE INDEX "UserAssociation_associatedUserId_idx" ON "UserAssociation"("associatedUserId");

-- CreateIndex
CREATE UNIQUE INDEX "UserAssociation_userId_associatedUserId_key" ON "UserAssociation"("userId", "associatedUserId");

-- CreateIndex
CREATE UNIQUE INDEX "EmailChangeRequest_tokenHash_key" ON "EmailChangeRequest"("tokenHash");

-- CreateIndex
CREATE INDEX "EmailChangeRequest_userId_idx" ON "EmailChangeRequest"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "PasswordSetupToken_tokenHash_key" ON "PasswordSetupToken"("tokenHash");

-- CreateIndex
CREATE INDEX "PasswordSetupToken_userId_idx" ON "PasswordSetupToken"("userId");

-- CreateIndex
CREATE INDEX "FeatureFlagOverride_key_idx" ON "FeatureFlagOverride"("key");

-- CreateIndex
CREATE UNIQUE INDEX "FeatureFlagOverride_key_companyId_userId_key" ON "FeatureFlagOverride"("key", "companyId", "userId");

-- CreateIndex
CREATE INDEX "LocalServiceProvider_name_idx" ON "LocalServiceProvider"("name");

-- CreateIndex
CREATE INDEX "LspCountry_countryCode_idx" ON "LspCountry"("countryCode");

-- CreateIndex
CREATE INDEX "LegalEntity_lspId_isActive_idx" ON "LegalEntity"("lspId", "isActive");

-- CreateIndex
CREATE INDEX "LegalEntity_countryCode_idx" ON "LegalEntity"("countryCode");

-- CreateIndex
CREATE INDEX "PayrollProvider_lspId_isActive_idx" ON "PayrollProvider"("lspId", "isActive");

-- CreateIndex
CREATE INDEX "Seat_companyId_seatStatus_sowStatus_idx" ON "Seat"("companyId", "seatStatus", "sowStatus");

-- CreateIndex
CREATE INDEX "Seat_countryCode_idx" ON "Seat"("countryCode");

-- CreateIndex
CREATE UNIQUE INDEX "Employee_userId_key" ON "Employee"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Employee_seatId_key" ON "Employee"("seatId");

-- CreateIndex
CREATE UNIQUE INDEX "Employee_currentEmploymentId_key" ON "Employee"("currentEmploymentId");

-- CreateIndex
CREATE UNIQUE INDEX "Employee_externalId_key" ON "Employee"("externalId");

-- CreateIndex
CREATE INDEX "Employee_companyId_onboardingStatus_idx" ON "Employee"("companyId", "onboardingStatus");

-- CreateIndex
CREATE INDEX "Employee_managerId_idx" ON "Employee"("managerId");

-- CreateIndex
CREATE INDEX "Employee_lspId_idx" ON "Employee"("lspId");

-- CreateIndex
CREATE INDEX "Employee_countryCode_idx" ON "Employee"("countryCode");

-- CreateIndex
CREATE INDEX "Employee_lastName_firstName_idx" ON "Employee"("lastName", "firstName");

-- CreateIndex
CREATE INDEX "Employee_jobTitle_idx" ON "Employee"("jobTitle");

-- CreateIndex
CREATE INDEX "Employment_employeeId_idx" ON "Employment"("employeeId");

-- CreateIndex
CREATE INDEX "Employment_lspId_status_idx" ON "Employment"("lspId", "status");

-- CreateIndex
CREATE INDEX "Employment_companyId_idx" ON "Employment"("companyId");

-- CreateIndex
CREATE INDEX "SalaryHistory_employeeId_effectiveDate_idx" ON "SalaryHistory"("employeeId", "effectiveDate");

-- CreateIndex
CREATE UNIQUE INDEX "OnboardingStage_position_key" ON "OnboardingStage"("position");

-- CreateIndex
CREATE UNIQUE INDEX "OnboardingStep_stageId_position_key" ON "OnboardingStep"("stageId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "Contract_documentId_key" ON "Contract"("documentId");

-- CreateIndex
CREATE INDEX "Contract_employeeId_status_idx" ON "Contract"("employeeId", "status");

-- CreateIndex
CREATE INDEX "ContractAmendment_documentId_idx" ON "ContractAmendment"("documentId");

-- CreateIndex
CREATE INDEX "ContractAmendment_employeeId_idx" ON "ContractAmendment"("employeeId");

-- CreateIndex
CREATE INDEX "ContractAmendment_companyId_reviewStatus_idx" ON "ContractAmendment"("companyId", "reviewStatus");

-- CreateIndex
CREATE INDEX "ContractTemplate_countryCode_companyId_idx" ON "ContractTemplate"("countryCode", "companyId");

-- CreateIndex
CREATE INDEX "TemplateMapping_countryCode_companyId_status_idx" ON "TemplateMapping"("countryCode", "companyId", "status");

-- CreateIndex
CREATE INDEX "Document_userId_createdAt_idx" ON "Document"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Document_companyId_createdAt_idx" ON "Document"("companyId", "createdAt");

-- CreateIndex
CREATE INDEX "Document_employeeId_createdAt_idx" ON "Document"("employeeId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "BenefitCatalog_countryCode_key" ON "BenefitCatalog"("countryCode");

-- CreateIndex
CREATE INDEX "ClientBenefitPreference_companyId_selectionStatus_idx" ON "ClientBenefitPreference"("companyId", "selectionStatus");

-- CreateIndex
CREATE UNIQUE INDEX "ClientBenefitPreference_companyId_countryCode_key" ON "ClientBenefitPreference"("companyId", "countryCode");

-- CreateIndex
CREATE INDEX "Workbook_year_month_idx" ON "Workbook"("year", "month");

-- CreateIndex
CREATE INDEX "Workbook_createdAt_idx" ON "Workbook"("createdAt");

-- CreateIndex
CREATE INDEX "GrossToNetFile_workbookId_idx" ON "GrossToNetFile"("workbookId");

-- CreateIndex
CREATE INDEX "GrossToNetFile_payrollPeriod_payrollCycle_lspId_country_idx" ON "GrossToNetFile"("payrollPeriod", "payrollCycle", "lspId", "country");

-- CreateIndex
CREATE INDEX "GrossToNetFile_processingStatus_idx" ON "GrossToNetFile"("processingStatus");

-- CreateIndex
CREATE INDEX "GrossToNetFile_country_idx" ON "GrossToNetFile"("country");

-- CreateIndex
CREATE INDEX "PayRegisterRow_grossToNetId_employeeRef_idx" ON "PayRegisterRow"("grossToNetId", "employeeRef");

-- CreateIndex
CREATE INDEX "PayRegisterRow_employeeId_idx" ON "PayRegisterRow"("employeeId");

-- CreateIndex
CREATE INDEX "PayReportEmployeeTotal_employeeId_idx" ON "PayReportEmployeeTotal"("employeeId");

-- CreateIndex
CREATE INDEX "PayReportEmployeeTotal_lastName_firstName_idx" ON "PayReportEmployeeTotal"("lastName", "firstName");

-- CreateIndex
CREATE UNIQUE INDEX "PayReportEmployeeTotal_grossToNetId_employeeRef_key" ON "PayReportEmployeeTotal"("grossToNetId", "employeeRef");

-- CreateIndex
CREATE INDEX "DataProcessingError_grossToNetId_idx" ON "DataProcessingError"("grossToNetId");

-- CreateIndex
CREATE UNIQUE INDEX "Justification_grossToNetId_employeeRef_key" ON "Justification"("grossToNetId", "employeeRef");

-- CreateIndex
CREATE INDEX "TaxonomyMapping_countryCode_concept_idx" ON "TaxonomyMapping"("countryCode", "concept");

-- CreateIndex
CREATE UNIQUE INDEX "TaxonomyMapping_countryCode_lspId_concept_key" ON "TaxonomyMapping"("countryCode", "lspId", "concept");

-- CreateIndex
CREATE INDEX "TaxonomyUpdateJob_status_createdAt_idx" ON "TaxonomyUpdateJob"("status", "createdAt");

-- CreateIndex
CREATE INDEX "TaxonomyUpdateJob_countryCode_idx" ON "TaxonomyUpdateJob"("countryCode");

-- CreateIndex
CREATE INDEX "InvoiceLog_status_createdAt_idx" ON "InvoiceLog"("status", "createdAt");

-- CreateIndex
CREATE INDEX "InvoiceLog_companyId_idx" ON "InvoiceLog"("companyId");

-- CreateIndex
CREATE INDEX "InvoiceLog_invoiceType_idx" ON "InvoiceLog"("invoiceType");

-- CreateIndex
CREATE UNIQUE INDEX "SimpleInvoice_invoiceLogId_key" ON "SimpleInvoice"("invoiceLogId");

-- CreateIndex
CREATE INDEX "BillingItem_companyId_paymentStatus_idx" ON "BillingItem"("companyId", "paymentStatus");

-- CreateIndex
CREATE INDEX "BillingItem_employeeId_idx" ON "BillingItem"("employeeId");

-- CreateIndex
CREATE INDEX "BillingItem_lspId_idx" ON "BillingItem"("lspId");

-- CreateIndex
CREATE UNIQUE INDEX "ClientBalance_companyId_currency_key" ON "ClientBalance"("companyId", "currency");

-- CreateIndex
CREATE INDEX "CutoffReport_period_lspId_countryCode_idx" ON "CutoffReport"("period", "lspId", "countryCode");

-- CreateIndex
CREATE INDEX "CutoffDate_lspId_countryCode_cutoffDate_idx" ON "CutoffDate"("lspId", "countryCode", "cutoffDate");

-- CreateIndex
CREATE UNIQUE INDEX "CutoffDate_lspId_countryCode_legalEntityId_payrollCycle_pay_key" ON "CutoffDate"("lspId", "countryCode", "legalEntityId", "payrollCycle", "payrollPeriod");

-- CreateIndex
CREATE UNIQUE INDEX "PayrollReport_companyId_payrollPeriod_key" ON "PayrollReport"("companyId", "payrollPeriod");

-- CreateIndex
CREATE UNIQUE INDEX "PaymentVendor_netsuiteId_key" ON "PaymentVendor"("netsuiteId");

-- CreateIndex
CREATE UNIQUE INDEX "Customer_entityType_entityId_key" ON "Customer"("entityType", "entityId");

-- CreateIndex
CREATE UNIQUE INDEX "BillingEntity_companyId_billingEntityId_key" ON "BillingEntity"("companyId", "billingEntityId");

-- CreateIndex
CREATE INDEX "Expense_employeeId_status_idx" ON "Expense"("employeeId", "status");

-- CreateIndex
CREATE INDEX "Expense_companyId_status_idx" ON "Expense"("companyId", "status");

-- CreateIndex
CREATE INDEX "Expense_approverId_idx" ON "Expense"("approverId");

-- CreateIndex
CREATE INDEX "TimeOffEntry_employeeId_startDate_idx" ON "TimeOffEntry"("employeeId", "startDate");

-- CreateIndex
CREATE INDEX "TimeOffEntry_companyId_startDate_idx" ON "TimeOffEntry"("companyId", "startDate");

-- CreateIndex
CREATE INDEX "Timesheet_status_idx" ON "Timesheet"("status");

-- CreateIndex
CREATE UNIQUE INDEX "Timesheet_employeeId_yearMonth_key" ON "Timesheet"("employeeId", "yearMonth");

-- CreateIndex
CREATE UNIQUE INDEX "RegularWorkingHours_employeeId_key" ON "RegularWorkingHours"("employeeId");

-- CreateIndex
CREATE INDEX "TerminationRequest_companyId_status_idx" ON "TerminationRequest"("companyId", "status");

-- CreateIndex
CREATE INDEX "TerminationRequest_employeeId_idx" ON "TerminationRequest"("employeeId");

-- CreateIndex
CREATE INDEX "Resignation_companyId_status_idx" ON "Resignation"("companyId", "status");

-- CreateIndex
CREATE INDEX "Resignation_employeeId_idx" ON "Resignation"("employeeId");

-- CreateIndex
CREATE UNIQUE INDEX "Contractor_userId_key" ON "Contractor"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Contractor_email_key" ON "Contractor"("email");

-- CreateIndex
CREATE INDEX "Contractor_state_idx" ON "Contractor"("state");

-- CreateIndex
CREATE UNIQUE INDEX "ContractorClient_companyId_key" ON "ContractorClient"("companyId");

-- CreateIndex
CREATE INDEX "ContractorContract_contractorId_idx" ON "ContractorContract"("contractorId");

-- CreateIndex
CREATE INDEX "ContractorContract_clientId_state_idx" ON "ContractorContract"("clientId", "state");

-- CreateIndex
CREATE INDEX "ContractorInvoice_clientId_state_idx" ON "ContractorInvoice"("clientId", "state");

-- CreateIndex
CREATE INDEX "ContractorInvoice_contractorId_idx" ON "ContractorInvoice"("contractorId");

-- CreateIndex
CREATE INDEX "BulkUpload_companyId_createdAt_idx" ON "BulkUpload"("companyId", "createdAt");

-- CreateIndex
CREATE INDEX "BulkUploadError_bulkUploadId_idx" ON "BulkUploadError"("bulkUploadId");

-- CreateIndex
CREATE INDEX "_LocalServiceProviderToPaymentVendor_B_index" ON "_LocalServiceProviderToPaymentVendor"("B");

-- AddForeignKey
ALTER TABLE "UserRole" ADD CONSTRAINT "UserRole_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApiToken" ADD CONSTRAINT "ApiToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployerCostRate" ADD CONSTRAINT "EmployerCostRate_countryCode_fkey" FOREIGN KEY ("countryCode") REFERENCES "Country"("code") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Company" ADD CONSTRAINT "Company_registeredAddressId_fkey" FOREIGN KEY ("registeredAddressId") REFERENCES "Address"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Company" ADD CONSTRAINT "Company_countryOfRegistration_fkey" FOREIGN KEY ("countryOfRegistration") REFERENCES "Country"("code") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompanyFeeSettings" ADD CONSTRAINT "CompanyFeeSettings_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompanyFeeAmount" ADD CONSTRAINT "CompanyFeeAmount_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Manager" ADD CONSTRAINT "Manager_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Manager" ADD CONSTRAINT "Manager_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserAssociation" ADD CONSTRAINT "UserAssociation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserAssociation" ADD CONSTRAINT "UserAssociation_associatedUserId_fkey" FOREIGN KEY ("associatedUserId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmailChangeRequest" ADD CONSTRAINT "EmailChangeRequest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PasswordSetupToken" ADD CONSTRAINT "PasswordSetupToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeatureFlagOverride" ADD CONSTRAINT "FeatureFlagOverride_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LspCountry" ADD CONSTRAINT "LspCountry_lspId_fkey" FOREIGN KEY ("lspId") REFERENCES "LocalServiceProvider"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LspCountry" ADD CONSTRAINT "LspCountry_countryCode_fkey" FOREIGN KEY ("countryCode") REFERENCES "Country"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LegalEntity" ADD CONSTRAINT "LegalEntity_lspId_fkey" FOREIGN KEY ("lspId") REFERENCES "LocalServiceProvider"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LegalEntity" ADD CONSTRAINT "LegalEntity_countryCode_fkey" FOREIGN KEY ("countryCode") REFERENCES "Country"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PayrollProvider" ADD CONSTRAINT "PayrollProvider_lspId_fkey" FOREIGN KEY ("lspId") REFERENCES "LocalServiceProvider"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PayrollProvider" ADD CONSTRAINT "PayrollProvider_countryCode_fkey" FOREIGN KEY ("countryCode") REFERENCES "Country"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Seat" ADD CONSTRAINT "Seat_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Seat" ADD CONSTRAINT "Seat_countryCode_fkey" FOREIGN KEY ("countryCode") REFERENCES "Country"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SeatEmployeeProfile" ADD CONSTRAINT "SeatEmployeeProfile_seatId_fkey" FOREIGN KEY ("seatId") REFERENCES "Seat"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SeatEmployeeProfile" ADD CONSTRAINT "SeatEmployeeProfile_privateAddressId_fkey" FOREIGN KEY ("privateAddressId") REFERENCES "Address"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SeatEmployeeProfile" ADD CONSTRAINT "SeatEmployeeProfile_locationOfWorkAddressId_fkey" FOREIGN KEY ("locationOfWorkAddressId") REFERENCES "Address"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employee" ADD CONSTRAINT "Employee_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employee" ADD CONSTRAINT "Employee_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employee" ADD CONSTRAINT "Employee_managerId_fkey" FOREIGN KEY ("managerId") REFERENCES "Manager"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employee" ADD CONSTRAINT "Employee_seatId_fkey" FOREIGN KEY ("seatId") REFERENCES "Seat"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employee" ADD CONSTRAINT "Employee_countryCode_fkey" FOREIGN KEY ("countryCode") REFERENCES "Country"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employee" ADD CONSTRAINT "Employee_lspId_fkey" FOREIGN KEY ("lspId") REFERENCES "LocalServiceProvider"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employee" ADD CONSTRAINT "Employee_legalEntityId_fkey" FOREIGN KEY ("legalEntityId") REFERENCES "LegalEntity"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employee" ADD CONSTRAINT "Employee_privateAddressId_fkey" FOREIGN KEY ("privateAddressId") REFERENCES "Address"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employee" ADD CONSTRAINT "Employee_locationOfWorkAddressId_fkey" FOREIGN KEY ("locationOfWorkAddressId") REFERENCES "Address"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employee" ADD CONSTRAINT "Employee_currentEmploymentId_fkey" FOREIGN KEY ("currentEmploymentId") REFERENCES "Employment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employment" ADD CONSTRAINT "Employment_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employment" ADD CONSTRAINT "Employment_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employment" ADD CONSTRAINT "Employment_lspId_fkey" FOREIGN KEY ("lspId") REFERENCES "LocalServiceProvider"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employment" ADD CONSTRAINT "Employment_legalEntityId_fkey" FOREIGN KEY ("legalEntityId") REFERENCES "LegalEntity"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SalaryHistory" ADD CONSTRAINT "SalaryHistory_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OnboardingStep" ADD CONSTRAINT "OnboardingStep_stageId_fkey" FOREIGN KEY ("stageId") REFERENCES "OnboardingStage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployeeOnboardingProgress" ADD CONSTRAINT "EmployeeOnboardingProgress_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Contract" ADD CONSTRAINT "Contract_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractQuestionnaire" ADD CONSTRAINT "ContractQuestionnaire_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractAmendment" ADD CONSTRAINT "ContractAmendment_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "Contract"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractAmendment" ADD CONSTRAINT "ContractAmendment_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractAmendment" ADD CONSTRAINT "ContractAmendment_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractTemplate" ADD CONSTRAINT "ContractTemplate_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TemplateMapping" ADD CONSTRAINT "TemplateMapping_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Document" ADD CONSTRAINT "Document_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Document" ADD CONSTRAINT "Document_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Document" ADD CONSTRAINT "Document_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BenefitCatalog" ADD CONSTRAINT "BenefitCatalog_countryCode_fkey" FOREIGN KEY ("countryCode") REFERENCES "Country"("code") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClientBenefitPreference" ADD CONSTRAINT "ClientBenefitPreference_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GrossToNetFile" ADD CONSTRAINT "GrossToNetFile_workbookId_fkey" FOREIGN KEY ("workbookId") REFERENCES "Workbook"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GrossToNetFile" ADD CONSTRAINT "GrossToNetFile_lspId_fkey" FOREIGN KEY ("lspId") REFERENCES "LocalServiceProvider"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GrossToNetFile" ADD CONSTRAINT "GrossToNetFile_legalEntityId_fkey" FOREIGN KEY ("legalEntityId") REFERENCES "LegalEntity"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LspData" ADD CONSTRAINT "LspData_grossToNetId_fkey" FOREIGN KEY ("grossToNetId") REFERENCES "GrossToNetFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PayRegisterRow" ADD CONSTRAINT "PayRegisterRow_grossToNetId_fkey" FOREIGN KEY ("grossToNetId") REFERENCES "GrossToNetFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PayRegisterRow" ADD CONSTRAINT "PayRegisterRow_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PayReportEmployeeTotal" ADD CONSTRAINT "PayReportEmployeeTotal_grossToNetId_fkey" FOREIGN KEY ("grossToNetId") REFERENCES "GrossToNetFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PayReportEmployeeTotal" ADD CONSTRAINT "PayReportEmployeeTotal_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DataProcessingError" ADD CONSTRAINT "DataProcessingError_grossToNetId_fkey" FOREIGN KEY ("grossToNetId") REFERENCES "GrossToNetFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Justification" ADD CONSTRAINT "Justification_grossToNetId_fkey" FOREIGN KEY ("grossToNetId") REFERENCES "GrossToNetFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Justification" ADD CONSTRAINT "Justification_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaxonomyMapping" ADD CONSTRAINT "TaxonomyMapping_lspId_fkey" FOREIGN KEY ("lspId") REFERENCES "LocalServiceProvider"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaxonomyUpdateJob" ADD CONSTRAINT "TaxonomyUpdateJob_legalEntityId_fkey" FOREIGN KEY ("legalEntityId") REFERENCES "LegalEntity"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvoiceLog" ADD CONSTRAINT "InvoiceLog_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvoiceLog" ADD CONSTRAINT "InvoiceLog_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SimpleInvoice" ADD CONSTRAINT "SimpleInvoice_invoiceLogId_fkey" FOREIGN KEY ("invoiceLogId") REFERENCES "InvoiceLog"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BillingItem" ADD CONSTRAINT "BillingItem_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BillingItem" ADD CONSTRAINT "BillingItem_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BillingItem" ADD CONSTRAINT "BillingItem_lspId_fkey" FOREIGN KEY ("lspId") REFERENCES "LocalServiceProvider"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClientBalance" ADD CONSTRAINT "ClientBalance_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CutoffReport" ADD CONSTRAINT "CutoffReport_lspId_fkey" FOREIGN KEY ("lspId") REFERENCES "LocalServiceProvider"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CutoffDate" ADD CONSTRAINT "CutoffDate_lspId_fkey" FOREIGN KEY ("lspId") REFERENCES "LocalServiceProvider"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CutoffDate" ADD CONSTRAINT "CutoffDate_legalEntityId_fkey" FOREIGN KEY ("legalEntityId") REFERENCES "LegalEntity"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PayrollReport" ADD CONSTRAINT "PayrollReport_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Customer" ADD CONSTRAINT "Customer_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BillingEntity" ADD CONSTRAINT "BillingEntity_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Expense" ADD CONSTRAINT "Expense_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Expense" ADD CONSTRAINT "Expense_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Expense" ADD CONSTRAINT "Expense_approverId_fkey" FOREIGN KEY ("approverId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TimeOffEntry" ADD CONSTRAINT "TimeOffEntry_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TimeOffEntry" ADD CONSTRAINT "TimeOffEntry_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Timesheet" ADD CONSTRAINT "Timesheet_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegularWorkingHours" ADD CONSTRAINT "RegularWorkingHours_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TerminationRequest" ADD CONSTRAINT "TerminationRequest_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TerminationRequest" ADD CONSTRAINT "TerminationRequest_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TerminationRequest" ADD CONSTRAINT "TerminationRequest_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Resignation" ADD CONSTRAINT "Resignation_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Resignation" ADD CONSTRAINT "Resignation_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Contractor" ADD CONSTRAINT "Contractor_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractorClient" ADD CONSTRAINT "ContractorClient_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractorContract" ADD CONSTRAINT "ContractorContract_contractorId_fkey" FOREIGN KEY ("contractorId") REFERENCES "Contractor"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractorContract" ADD CONSTRAINT "ContractorContract_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "ContractorClient"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractorInvoice" ADD CONSTRAINT "ContractorInvoice_contractorId_fkey" FOREIGN KEY ("contractorId") REFERENCES "Contractor"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractorInvoice" ADD CONSTRAINT "ContractorInvoice_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "ContractorClient"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractorInvoice" ADD CONSTRAINT "ContractorInvoice_contractId_fkey" FOREIGN KEY ("contractId") REFERENCES "ContractorContract"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BulkUpload" ADD CONSTRAINT "BulkUpload_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BulkUploadError" ADD CONSTRAINT "BulkUploadError_bulkUploadId_fkey" FOREIGN KEY ("bulkUploadId") REFERENCES "BulkUpload"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_LocalServiceProviderToPaymentVendor" ADD CONSTRAINT "_LocalServiceProviderToPaymentVendor_A_fkey" FOREIGN KEY ("A") REFERENCES "LocalServiceProvider"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_LocalServiceProviderToPaymentVendor" ADD CONSTRAINT "_LocalServiceProviderToPaymentVendor_B_fkey" FOREIGN KEY ("B") REFERENCES "PaymentVendor"("id") ON DELETE CASCADE ON UPDATE CASCADE;

