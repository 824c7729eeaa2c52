// The edit form's role, compensation, payroll and employer inputs, as data (labels, input kinds, choices).
// Their rules are in edit-schema.ts; the page passes each field's current value (extraEditDefaults).
import type { EmployeeEditField } from "@/lib/employees/edit-schema";
import { EMPLOYEE_DEPARTMENTS } from "@/lib/employees/departments";

export type ExtraField = {
  field: EmployeeEditField;
  label: string;
  kind: "text" | "number" | "select" | "checkbox" | "textarea" | "month";
  options?: { value: string; label: string }[];
  /** Input capped at this many characters (spec 1 section 5: billing cycles, 2). */
  maxLength?: number;
};

export const EXTRA_EDIT_GROUPS: { title: string; fields: ExtraField[] }[] = [
  {
    title: "Compensation and terms",
    fields: [
      { field: "department", label: "Department", kind: "select", options: EMPLOYEE_DEPARTMENTS },
      {
        field: "locationOfWorkType",
        label: "Location of work",
        kind: "select",
        options: [
          { value: "HOME_OFFICE", label: "Home office" },
          { value: "CORPORATE_OFFICE", label: "Corporate office" },
        ],
      },
      { field: "annualBaseSalaryAmount", label: "Annual base salary", kind: "text" },
      { field: "annualBaseSalaryCurrency", label: "Salary currency", kind: "text" },
      { field: "bonusAmount", label: "Bonus", kind: "text" },
      { field: "bonusCurrency", label: "Bonus currency", kind: "text" },
      { field: "bonusTimePeriod", label: "Bonus period", kind: "text" },
      { field: "probationaryPeriodLength", label: "Probationary period", kind: "number" },
      {
        field: "probationaryPeriodTimeUnit",
        label: "Probation unit",
        kind: "select",
        options: ["days", "weeks", "months"].map((v) => ({ value: v, label: v })),
      },
      { field: "holidayAllowanceValue", label: "Holiday entitlement (days)", kind: "number" },
      {
        field: "holidayAllowanceType",
        label: "Holiday entitlement type",
        kind: "select",
        options: [
          { value: "INCLUDING_PUBLIC_HOLIDAYS", label: "Yearly allowance including public holidays" },
          { value: "EXCLUDING_PUBLIC_HOLIDAYS", label: "Yearly allowance excluding public holidays" },
          { value: "UNLIMITED", label: "Unlimited" },
        ],
      },
      {
        field: "hasSupplementaryBenefits",
        label: "Supplementary benefits",
        kind: "select",
        options: [
          { value: "yes", label: "Yes" },
          { value: "no", label: "No" },
          { value: "unknown", label: "Unknown" },
        ],
      },
      { field: "purchaseOrderNumber", label: "Purchase order number", kind: "text" },
      { field: "rightToWorkCheckCompleted", label: "Right to work check completed", kind: "checkbox" },
      { field: "additionalCompensation", label: "Additional compensation", kind: "textarea" },
    ],
  },
  {
    title: "Payroll, fees and deposit",
    fields: [
      { field: "payrollId", label: "Payroll id", kind: "text" },
      { field: "billingCurrency", label: "Billing currency", kind: "text" },
      { field: "managementFeeAmount", label: "Management fee", kind: "text" },
      { field: "managementFeeDiscountPercentage", label: "Fee discount (%)", kind: "number" },
      { field: "managementFeeDiscountBillingCycles", label: "Discount billing cycles", kind: "number", maxLength: 2 },
      { field: "managementFeeWaiverPercentage", label: "Fee waiver (%)", kind: "number" },
      { field: "managementFeeWaiverPeriodStart", label: "Waiver start (YYYY-MM)", kind: "month" },
      { field: "managementFeeWaiverBillingCycles", label: "Waiver billing cycles", kind: "number", maxLength: 2 },
      {
        field: "depositType",
        label: "Deposit type",
        kind: "select",
        options: [
          { value: "ADVANCED_PAYMENT_DEPOSIT", label: "Advanced Payment Deposit (APD)" },
          { value: "ZERO_DEPOSIT_INSURANCE", label: "Zero Deposit Insurance" },
          { value: "NO_DEPOSIT", label: "No Deposit" },
          { value: "NONE", label: "None" },
        ],
      },
      { field: "zeroDepositFee", label: "Zero deposit fee", kind: "text" },
      { field: "setupFee", label: "Setup fee", kind: "text" },
      {
        field: "setupFeeStructure",
        label: "Setup fee structure",
        kind: "select",
        options: [
          { value: "PER_EMPLOYEE", label: "Per employee" },
          { value: "PER_COUNTRY", label: "Per country" },
        ],
      },
      { field: "advancedPaymentDepositPercentage", label: "Advanced payment deposit (%)", kind: "number" },
    ],
  },
];

/** The form's starting values for these fields, from the stored record ("" for empty inputs). */
export function extraEditDefaults(row: Record<string, unknown>): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const group of EXTRA_EDIT_GROUPS)
    for (const { field, kind } of group.fields) {
      const value = row[field];
      out[field] = kind === "checkbox" ? value === true : value == null ? "" : String(value);
    }
  out.lspId = row.lspId == null ? "" : String(row.lspId);
  out.legalEntityId = row.legalEntityId == null ? "" : String(row.legalEntityId);
  out.region = row.region == null ? "" : String(row.region);
  return out;
}
