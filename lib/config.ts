// Environment-driven settings. Read at call time (not import time) so tests can flip them.

export function isReadOnly(): boolean {
  return process.env.READ_ONLY === "true" || process.env.NEXT_PUBLIC_READ_ONLY === "true";
}

export const links = {
  contractorSite: () => process.env.CONTRACTOR_SITE_URL ?? "https://contractors.omniplatform.example",
  onboardingApp: () => process.env.ONBOARDING_APP_URL ?? "https://onboarding.omniplatform.example",
  backOffice: () => process.env.BACK_OFFICE_URL ?? "https://backoffice.omniplatform.example",
  migrationGuideWorkers: () =>
    process.env.MIGRATION_GUIDE_WORKERS_URL ?? "https://help.omniplatform.example/migration-guide-workers",
  migrationGuideBusiness: () =>
    process.env.MIGRATION_GUIDE_BUSINESS_URL ?? "https://help.omniplatform.example/migration-guide-business",
  support: () => process.env.SUPPORT_EMAIL ?? "support@omniplatform.example",
};

/**
 * The external onboarding form (spec 1 section 2 '/typeform'; spec 3 section 7 'Typeform completion'): the form's
 * id, or null while TYPEFORM_FORM_ID is not set. TYPEFORM_FORM_URL overrides where the form is served
 * (default https://form.typeform.com/to/{id}).
 */
export function typeformSettings(): { formId: string; formUrl: string } | null {
  const formId = process.env.TYPEFORM_FORM_ID?.trim();
  if (!formId) return null;
  const formUrl = process.env.TYPEFORM_FORM_URL?.trim() || `https://form.typeform.com/to/${encodeURIComponent(formId)}`;
  return { formId, formUrl };
}

/** The back office's address only when BACK_OFFICE_URL names one (no link to a placeholder host otherwise). */
export function configuredBackOfficeUrl(): string | null {
  return process.env.BACK_OFFICE_URL?.trim() || null;
}

/** The company e-mail domain for admin users (spec 3 section 5, add admin). */
export function companyEmailDomain(): string {
  return process.env.COMPANY_EMAIL_DOMAIN ?? "omniplatform.example";
}

// Spec 1 section 9: flags on by default and off by default. FEATURE_<NAME>=true|false overrides.
const FLAG_DEFAULTS = {
  timesheets: true,
  workingTimeTimesheets: true,
  managerPermissionsUi: true,
  supplementaryBenefitsCost: true,
  benefits: true,
  newIntegration: true,
  addEmployeeInvoicePopup: true,
  payrollJustifications: true,
  payrollReportsTab: true,
  clientBenefits: false,
  atlas: false,
  accountingSystemInitialInvoice: false,
  addContractorHire: false,
  dispatchAmendmentToLegal: false,
  clientBenefitSelection: false,
  referral: false,
} as const;

export type FeatureFlag = keyof typeof FLAG_DEFAULTS;
export const FEATURE_FLAGS = Object.keys(FLAG_DEFAULTS) as FeatureFlag[];

function envName(flag: FeatureFlag) {
  return "FEATURE_" + flag.replace(/([A-Z])/g, "_$1").toUpperCase();
}

/** The FEATURE_<NAME> environment override, or null when it is not set. */
export function featureEnvOverride(flag: FeatureFlag): boolean | null {
  const override = process.env[envName(flag)];
  if (override === "true") return true;
  if (override === "false") return false;
  return null;
}

export function isFeatureOn(flag: FeatureFlag): boolean {
  return featureEnvOverride(flag) ?? FLAG_DEFAULTS[flag];
}

export function featureFlags(): Record<FeatureFlag, boolean> {
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, isFeatureOn(flag)])) as Record<FeatureFlag, boolean>;
}

/**
 * The sensitive-data viewer roles' employee detail cards: "none" as spec 1 section 6 says (the default), or
 * "read-only" (VIEWER_DETAIL_CARDS=read-only): the manager's cards, nothing editable (docs/employee-detail-cards.md).
 */
export function viewerDetailCards(): "none" | "read-only" {
  return process.env.VIEWER_DETAIL_CARDS?.trim() === "read-only" ? "read-only" : "none";
}

/** Contract amendments pilot countries: empty by default (spec 1 section 9). */
export function amendmentPilotCountries(): string[] {
  return (process.env.CONTRACT_AMENDMENTS_PILOT_COUNTRIES ?? "")
    .split(",")
    .map((c) => c.trim())
    .filter(Boolean);
}
