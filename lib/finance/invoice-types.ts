// Feature flag accountingSystemInitialInvoice (spec 1 section 9, off by default; spec 2 section 4 and spec 3
// section 4: 'setup fee only and deposit only (the last two only when a NetSuite initial invoice flag is on)').
// Off: the invoice monitoring filter offers only 'Setup fee and deposit' and 'Salary pre-payment', and a
// filter naming the other two answers 422. The one place the flag is read.
import "server-only";
import { isFeatureOn } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { INVOICE_LOG_TYPES } from "@/lib/finance/invoice-log-labels";

type InvoiceType = (typeof INVOICE_LOG_TYPES)[number];

/** The types that exist only with the accounting system's initial invoice. */
export const INITIAL_INVOICE_TYPES: readonly InvoiceType[] = ["SETUP_FEE_ONLY", "DEPOSIT_ONLY"];

export const INITIAL_INVOICE_OFF = "This invoice type is not available.";

export function offeredInvoiceTypes(): InvoiceType[] {
  return isFeatureOn("accountingSystemInitialInvoice")
    ? [...INVOICE_LOG_TYPES]
    : INVOICE_LOG_TYPES.filter((t) => !INITIAL_INVOICE_TYPES.includes(t));
}

export function assertInvoiceTypesOffered(types: readonly InvoiceType[] | undefined): void {
  const offered = offeredInvoiceTypes();
  if (types?.some((t) => !offered.includes(t)))
    throw new AppError("UNPROCESSABLE", INITIAL_INVOICE_OFF, { fieldErrors: { invoiceTypes: [INITIAL_INVOICE_OFF] } });
}
