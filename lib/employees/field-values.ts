// The display value of each field definition for one employee record (server side: only the values a viewer
// may see ever reach the page).
import { formatDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { countryName, currencyLabel } from "@/lib/display";
import type { EmployeeRecord } from "@/lib/employees/get-employee";

type Address = {
  addressLine1: string;
  addressLine2: string | null;
  postalCode: string;
  city: string;
  country: string;
} | null;

const address = (a: Address) =>
  a
    ? [a.addressLine1, a.addressLine2, `${a.postalCode} ${a.city}`, a.country ? countryName(a.country) : null]
        .filter(Boolean)
        .join(", ")
    : null;
const money = (amount: { toString(): string } | null, currency: string | null) =>
  amount ? formatMoney(amount.toString(), currency ?? "USD") : null;
const label = (v: string | null | undefined) =>
  v
    ? v
        .replace(/_/g, " ")
        .toLowerCase()
        .replace(/^\w/, (c) => c.toUpperCase())
    : null;

export function fieldValue(name: string, e: EmployeeRecord): string | null {
  switch (name) {
    case "dateOfBirth":
    case "startDate":
    case "firstPayDate":
      return e[name] ? formatDate(e[name]!.toISOString().slice(0, 10)) : null;
    case "privateAddress":
      return address(e.privateAddress);
    case "annualBaseSalary":
      return money(e.annualBaseSalaryAmount, e.annualBaseSalaryCurrency);
    case "bonus":
      return e.bonusAmount
        ? `${money(e.bonusAmount, e.bonusCurrency)}${e.bonusTimePeriod ? ` (${e.bonusTimePeriod})` : ""}`
        : null;
    case "locationOfWork":
      return e.locationOfWorkType === "CORPORATE_OFFICE"
        ? `Corporate office${e.locationOfWorkAddress ? `: ${address(e.locationOfWorkAddress)}` : ""}`
        : e.locationOfWorkType
          ? "Home office"
          : null;
    case "probationaryPeriod":
      return e.probationaryPeriodLength != null
        ? `${e.probationaryPeriodLength} ${e.probationaryPeriodTimeUnit ?? "months"}`
        : null;
    case "holidayAllowance":
      return e.holidayAllowanceType === "UNLIMITED"
        ? "Unlimited"
        : e.holidayAllowanceValue != null
          ? `${e.holidayAllowanceValue} days (${label(e.holidayAllowanceType) ?? "yearly"})`
          : null;
    case "citizenship":
      return e.citizenship ? countryName(e.citizenship) : null;
    case "billingCurrency":
      return e.billingCurrency ? currencyLabel(e.billingCurrency) : null;
    case "rightToWorkCheckCompleted":
      return e.rightToWorkCheckCompleted == null ? null : e.rightToWorkCheckCompleted ? "Yes" : "No";
    case "employer":
      return e.lsp?.name ?? null;
    case "legalEntity":
      return e.legalEntity?.name ?? null;
    case "department":
    case "depositType":
      return label(e[name]);
    case "managementFee":
      return money(e.managementFeeAmount, e.billingCurrency);
    case "zeroDepositFee":
    case "setupFee":
      return money(e[name], e.billingCurrency);
    case "managementFeeDiscount":
      return e.managementFeeDiscountPercentage != null
        ? `${e.managementFeeDiscountPercentage}% for ${e.managementFeeDiscountBillingCycles ?? 0} billing cycles`
        : null;
    case "managementFeeWaiver":
      return e.managementFeeWaiverPercentage != null
        ? `${e.managementFeeWaiverPercentage}% from ${e.managementFeeWaiverPeriodStart ?? "—"} for ${e.managementFeeWaiverBillingCycles ?? 0} cycles`
        : null;
    case "advancedPaymentDeposit":
      return e.advancedPaymentDepositPercentage != null ? `${e.advancedPaymentDepositPercentage}%` : null;
    default: {
      const value = (e as Record<string, unknown>)[name];
      if (typeof value === "boolean") return value ? "Yes" : "No";
      return value == null || value === "" ? null : String(value);
    }
  }
}

/** The last four characters behind a mask ("•••• 1234"); short values are masked whole. */
export function maskValue(value: string | null): string | null {
  if (!value) return value;
  const compact = value.replace(/\s+/g, "");
  return compact.length > 4 ? `•••• ${compact.slice(-4)}` : "••••";
}

/** What a detail card shows for a visible field: "Hidden" when redacted, masked where the definition says. */
export function displayValue(
  field: { name: string; redacted: boolean; masked: boolean },
  e: EmployeeRecord,
): string | null {
  if (field.redacted) return "Hidden";
  const value = fieldValue(field.name, e);
  return field.masked ? maskValue(value) : value;
}
