// The invoice-log statuses, types and their display labels (spec 2 section 4). Zod-free, so the /finance client
// code shows them without loading the schemas of lib/finance/schema.ts.
export const INVOICE_LOG_STATUSES = ["SUCCESS", "SUBMITTED", "FAILED"] as const;
export const INVOICE_LOG_TYPES = [
  "SETUP_FEE_AND_DEPOSIT",
  "INITIAL_SALARY_RETAINER",
  "SETUP_FEE_ONLY",
  "DEPOSIT_ONLY",
] as const;

/** Spec 2 section 4: SUCCESS shows as Processed, SUBMITTED as Submitted, FAILED and anything else as Failed. */
export function invoiceLogStatusLabel(status: string | null | undefined): "Processed" | "Submitted" | "Failed" {
  if (status === "SUCCESS") return "Processed";
  if (status === "SUBMITTED") return "Submitted";
  return "Failed";
}

export const INVOICE_TYPE_LABELS: Record<(typeof INVOICE_LOG_TYPES)[number], string> = {
  SETUP_FEE_AND_DEPOSIT: "Setup fee and deposit",
  INITIAL_SALARY_RETAINER: "Salary pre-payment",
  SETUP_FEE_ONLY: "Setup fee only",
  DEPOSIT_ONLY: "Deposit only",
};
