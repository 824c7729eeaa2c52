// Client-safe names of the anomaly checks (lib/payroll/anomalies/checks.ts holds their SQL).
export const CHECK_RUN_FAILED = "check-run-failed";

export const CHECK_LABELS: Record<string, string> = {
  "paid-not-employed": "Paid but not employed in the period",
  "missing-from-register": "Active employee missing from the register",
  "pay-change": "Gross or net changed beyond the threshold",
  "unexplained-change": "Change with no event on the employee record",
  "base-salary-mismatch": "Base salary differs from the employee record",
  "net-above-gross": "Net above gross",
  "negative-net": "Negative net",
  "category-total": "Category totals do not add up",
  "new-concept": "Concept the provider never sent before",
  "currency-mismatch": "Currency is not the employee's pay currency",
  "quote-mismatch": "Register total against the hires' quotes",
  "invoice-mismatch": "Register total against the invoice lines",
  "employer-cost-change": "Employer contributions changed or missing",
  "recurring-concept-missing": "Recurring concept missing",
  "concept-out-of-line": "Concept far from its usual value",
  "partial-period-pay": "Partial month not paid pro rata",
  "same-person-twice": "One person paid twice in the period",
  "stated-total-mismatch": "Stated total differs from its lines",
  "expense-not-reimbursed": "Approved expenses not reimbursed",
  "unpaid-leave-not-deducted": "Unpaid leave not deducted",
  "salary-change-not-applied": "Salary change on record not applied",
  "final-pay-missing": "Leaver without final pay",
  "bank-details-changed": "Bank details changed shortly before payroll",
  "provider-total-change": "Provider's register total or headcount changed",
  [CHECK_RUN_FAILED]: "The checks could not run",
};

/** The checks a payroll admin may mute for an employee (report-level checks have no employee). */
export const MUTABLE_CHECKS = [
  "paid-not-employed",
  "missing-from-register",
  "pay-change",
  "unexplained-change",
  "base-salary-mismatch",
  "net-above-gross",
  "negative-net",
  "category-total",
  "currency-mismatch",
  "employer-cost-change",
  "recurring-concept-missing",
  "concept-out-of-line",
  "partial-period-pay",
  "same-person-twice",
  "stated-total-mismatch",
  "expense-not-reimbursed",
  "unpaid-leave-not-deducted",
  "salary-change-not-applied",
  "final-pay-missing",
  "bank-details-changed",
] as const;

export const checkLabel = (key: string) => CHECK_LABELS[key] ?? key;
