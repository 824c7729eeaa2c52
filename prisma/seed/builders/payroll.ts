// Pay-report concepts and their taxonomy: one list for the seed and the test factories.
import type { Prisma } from "../../../generated/prisma/client";

export type ApplicationType = "Income" | "Deduction" | "Contribution";

/** [concept, applicationType, category, payrollGlobal, subCategory]. */
export const CONCEPTS: [string, ApplicationType, string, string, string][] = [
  ["Base Salary", "Income", "salary", "Earnings", "Basic Pay"],
  ["Overtime", "Income", "variablePay", "Earnings", "Overtime"],
  ["Meal Allowance", "Income", "allowance", "Earnings", "Allowances"],
  ["Bonus", "Income", "variablePay", "Earnings", "Bonus"],
  ["Expense Reimbursement", "Income", "expenses", "Earnings", "Reimbursements"],
  ["Salary Deduction to Gross", "Deduction", "deductionToGross", "Pre-tax Deductions", "Salary Sacrifice"],
  ["Income Tax", "Deduction", "eeDeductions", "Employee Deductions", "Income Tax"],
  ["Social Security EE", "Deduction", "eeDeductions", "Employee Deductions", "Social Security"],
  ["Pension EE", "Deduction", "eeDeductions", "Employee Deductions", "Pension"],
  ["Social Security ER", "Contribution", "socialCosts", "Employer Contributions", "Social Security"],
  ["Pension ER", "Contribution", "pensionContribution", "Employer Contributions", "Pension"],
  ["Health Insurance ER", "Contribution", "benefitContribution", "Employer Contributions", "Health Insurance"],
];
export const CONCEPT = new Map(CONCEPTS.map((c) => [c[0], c]));

/** The taxonomy mappings of every concept for a country (and optionally one LSP, which overrides). */
export function taxonomyRows(countryCode: string, lspId?: string): Prisma.TaxonomyMappingCreateManyInput[] {
  return CONCEPTS.map(([concept, applicationType, category, payrollGlobal, sub]) => ({
    countryCode,
    ...(lspId ? { lspId } : {}),
    concept,
    category,
    applicationType,
    payrollGlobal,
    payrollGlobalSubCategory: sub,
    inputType: concept === "Base Salary" ? "RECURRING" : "ONE_OFF",
  }));
}
