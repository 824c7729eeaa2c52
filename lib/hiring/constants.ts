// Hiring constants and labels (spec 1 sections 4, 5 and 9). Pure: imported by the browser and the server.

export const BILLING_CURRENCIES = ["USD", "EUR", "GBP", "CAD", "SEK"] as const;
export type BillingCurrency = (typeof BILLING_CURRENCIES)[number];

export const EMPLOYEE_TYPES = ["EOR", "PEO", "VIRTUAL_EMPLOYER"] as const;
export type EmployeeTypeValue = (typeof EMPLOYEE_TYPES)[number];
export const EMPLOYEE_TYPE_LABELS: Record<EmployeeTypeValue, string> = {
  EOR: "EOR",
  PEO: "PEO",
  VIRTUAL_EMPLOYER: "Virtual Employer",
};

export const DEPOSIT_TYPES = ["NONE", "NO_DEPOSIT", "ZERO_DEPOSIT_INSURANCE", "ADVANCED_PAYMENT_DEPOSIT"] as const;
export type DepositTypeValue = (typeof DEPOSIT_TYPES)[number];
export const DEPOSIT_TYPE_LABELS: Record<DepositTypeValue, string> = {
  NONE: "None",
  NO_DEPOSIT: "No Deposit",
  ZERO_DEPOSIT_INSURANCE: "Zero Deposit Insurance",
  ADVANCED_PAYMENT_DEPOSIT: "Advanced Payment Deposit (APD)",
};

/** Spec 1 section 5: EOR allows No Deposit (internal employees only), ZDI, APD; PEO and Virtual Employer only No Deposit. */
export function depositTypesFor(
  employeeType: EmployeeTypeValue | "" | undefined,
  isInternalCompany: boolean,
): DepositTypeValue[] {
  if (employeeType === "EOR")
    return isInternalCompany
      ? ["NO_DEPOSIT", "ZERO_DEPOSIT_INSURANCE", "ADVANCED_PAYMENT_DEPOSIT"]
      : ["ZERO_DEPOSIT_INSURANCE", "ADVANCED_PAYMENT_DEPOSIT"];
  if (employeeType === "PEO" || employeeType === "VIRTUAL_EMPLOYER") return ["NO_DEPOSIT"];
  return [];
}

export const SETUP_FEE_STRUCTURES = ["PER_EMPLOYEE", "PER_COUNTRY"] as const;
export type SetupFeeStructureValue = (typeof SETUP_FEE_STRUCTURES)[number];
export const SETUP_FEE_STRUCTURE_LABELS: Record<SetupFeeStructureValue, string> = {
  PER_EMPLOYEE: "Per employee",
  PER_COUNTRY: "Per country",
};

/** APD percentage choices; "other" opens the agreed-percentage input. */
export const APD_PERCENT_CHOICES = ["10", "15", "20", "other"] as const;

export const SOW_STATUSES = ["sow:awaiting-proposal", "sow:awaiting-acceptance", "sow:accepted"] as const;
export type SowStatusValue = (typeof SOW_STATUSES)[number];
/** Seat status pills (spec 1 section 2). */
export const SOW_STATUS_LABELS: Record<SowStatusValue, string> = {
  "sow:awaiting-proposal": "Awaiting order form",
  "sow:awaiting-acceptance": "View order form",
  "sow:accepted": "Complete profile",
};

export const ARCHIVE_REASONS = ["dropout", "correction"] as const;
export type ArchiveReasonValue = (typeof ARCHIVE_REASONS)[number];
export const ARCHIVE_REASON_LABELS: Record<ArchiveReasonValue, string> = {
  dropout: "Dropout",
  correction: "Correction",
};

export const HIRE_TYPES = ["employee", "contractor", "peo"] as const;
export type HireType = (typeof HIRE_TYPES)[number];

export const LOCATION_OF_WORK_TYPES = ["HOME_OFFICE", "CORPORATE_OFFICE"] as const;
export const LOCATION_OF_WORK_LABELS = { HOME_OFFICE: "Home office", CORPORATE_OFFICE: "Corporate office" } as const;
export const SUPPLEMENTARY_BENEFITS_ANSWERS = ["yes", "no", "unknown"] as const;
export const HOLIDAY_TYPES = ["INCLUDING_PUBLIC_HOLIDAYS", "EXCLUDING_PUBLIC_HOLIDAYS", "UNLIMITED"] as const;
export const HOLIDAY_TYPE_LABELS = {
  INCLUDING_PUBLIC_HOLIDAYS: "Yearly allowance including public holidays",
  EXCLUDING_PUBLIC_HOLIDAYS: "Yearly allowance excluding public holidays",
  UNLIMITED: "Unlimited",
} as const;

/** Spec 1 section 9: business-day limits. */
export const ADMIN_MIN_START_BUSINESS_DAYS = 3;
export const DOCUMENTATION_NOTE_BUSINESS_DAYS = 13;
export const SALARY_INPUT_DELAY_MS = 500;
export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024;

/** Spec 1 section 9: time frame copy of the order form. */
export const TIME_FRAMES = [
  { step: "Setup", days: "2 business days" },
  { step: "Contract", days: "3-5 business days" },
  { step: "Compliance", days: "2-3 business days" },
  { step: "Invoicing", days: "2-3 business days" },
  { step: "Payroll", days: "2 business days" },
] as const;
export const OVERALL_TIME_FRAME = "10-15 business days";

/** Spec 1 section 5: signature text that matches 'unknown user' or 'not found' counts as unsigned. */
export function isUnsignedSignature(signedBy: string | null | undefined): boolean {
  return !!signedBy && /unknown user|not found/i.test(signedBy);
}

export const MESSAGES_HIRING = {
  sanctioned: (country: string) => `Global Sanction Restrictions - At this time we are not able to hire in ${country}`,
  keyFactsSoon: "Key facts coming soon!",
  contractorsPaused: "Currently, only Employee (EOR) and PEO hires are available.",
  overdue: "Before you can add another employee you'll need to pay your outstanding invoices.",
  overdueLink: "Review and make a payment",
  adminStartDate: "Sorry we are not able to onboard in less then two business days.",
  archived: (name: string) => `${name} has been archived`,
  countryChanged: "Country has been changed",
  archiveFailed: (id: string, message: string) => `There was a problem while archiving seat ${id}: ${message}.`,
  terms: "I have read and agreed to the terms and conditions in this proposal",
  thanks: "Thanks for your new employee request!",
} as const;
