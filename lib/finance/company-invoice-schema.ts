// A client company's invoices (the /companies/{companyId}/invoices page that the overdue banner's 'Review and
// make a payment' opens, spec 1 sections 2, 8; spec 2 section 7 invoice reports): the list query, its sorts and
// the invoice status labels. Pure: shared by the route handlers, the page and its client parts.
import { z } from "zod";

/** Spec 2 section 9: invoice list page size 100 (the pager also offers smaller pages). */
export const COMPANY_INVOICE_PAGE_SIZES = [20, 50, 100] as const;
export const COMPANY_INVOICE_SORTS = ["invoiceDate", "number", "period", "amount", "status", "dueDate"] as const;
export type CompanyInvoiceSort = (typeof COMPANY_INVOICE_SORTS)[number];

export const COMPANY_INVOICE_STATUSES = ["OPEN", "OVERDUE", "PAYMENT_FAILED", "PAID"] as const;
export type CompanyInvoiceStatus = (typeof COMPANY_INVOICE_STATUSES)[number];

export const COMPANY_INVOICE_STATUS_LABELS: Record<CompanyInvoiceStatus, string> = {
  OPEN: "Open",
  OVERDUE: "Overdue",
  PAYMENT_FAILED: "Payment failed",
  PAID: "Paid",
};

export const ZCompanyInvoicesQuery = z.object({
  sort: z
    .enum(COMPANY_INVOICE_SORTS, { message: `sort must be one of ${COMPANY_INVOICE_SORTS.join(", ")}` })
    .default("invoiceDate"),
  dir: z.enum(["asc", "desc"], { message: "dir must be asc or desc" }).default("desc"),
  pageIndex: z.coerce.number({ message: "pageIndex must be a number" }).int().min(0).max(10_000).default(0),
  pageSize: z.coerce
    .number({ message: "pageSize must be a number" })
    .int()
    .refine((n) => (COMPANY_INVOICE_PAGE_SIZES as readonly number[]).includes(n), {
      message: `pageSize must be one of ${COMPANY_INVOICE_PAGE_SIZES.join(", ")}`,
    })
    .default(20),
});
export type TCompanyInvoicesQuery = z.infer<typeof ZCompanyInvoicesQuery>;

export const ZCompanyInvoiceParams = z.object({
  companyId: z.string().trim().min(1, "Company is required.").max(64),
  /** The invoice number, or the invoice id when it has no number (as the transaction statement names it). */
  invoiceNumber: z.string().trim().min(1, "Invoice number is required.").max(64),
});

/** yyyyMM -> "October 2026". */
// Made once: toLocaleString with options builds a formatter per call (about 0.1 ms; the waiting list labels a page).
const MONTH_YEAR = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

export function periodLabel(period: string | null): string {
  if (!period || !/^\d{6}$/.test(period)) return "—";
  const date = new Date(Date.UTC(Number(period.slice(0, 4)), Number(period.slice(4)) - 1, 1));
  return MONTH_YEAR.format(date);
}
