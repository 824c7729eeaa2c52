// Contractors (spec 2 sections 3, 5, 9; spec 1 section 5): one schema per form, shared by the add-contractor
// steps and POST /api/contractors; list, costs and invoice queries.
import { z } from "zod";
import { dayNumber } from "@/lib/terminations/schema";
import { emailProblem } from "@/lib/zod/email";
import type { MoneyPer } from "@/lib/money";

export const CONTRACTOR_CURRENCIES = ["GBP", "EUR", "USD"] as const;
export const INVOICING_FREQUENCIES = ["PER_HOUR", "PER_DAY", "PER_WEEK", "PER_MONTH", "PER_DELIVERABLE"] as const;
export const CONTRACTOR_STATES = ["ONBOARDING", "KYC_PENDING", "KYC_FAILED", "ACTIVE", "DUPLICATE_EMAIL"] as const;
export const CONTRACT_STATES = ["ACTIVE", "INACTIVE"] as const;
export const INVOICE_STATES = ["CANCELLED", "IN_PROGRESS", "OPEN", "PAID", "PENDING"] as const;

export const FREQUENCY_LABEL: Record<(typeof INVOICING_FREQUENCIES)[number], string> = {
  PER_HOUR: "per hour",
  PER_DAY: "per day",
  PER_WEEK: "per week",
  PER_MONTH: "per month",
  PER_DELIVERABLE: "per deliverable",
};

/** The unit formatMoney names for each frequency: a rate reads "GBP 4,100.00 per month" (issue 26). */
export const FREQUENCY_PER: Record<(typeof INVOICING_FREQUENCIES)[number], MoneyPer> = {
  PER_HOUR: "hour",
  PER_DAY: "day",
  PER_WEEK: "week",
  PER_MONTH: "month",
  PER_DELIVERABLE: "deliverable",
};

const date = (label: string) =>
  z
    .string()
    .max(32)
    .refine((v) => v !== "", `Please enter ${label}`)
    .refine((v) => v === "" || dayNumber(v) !== null, "Please enter a valid date");

export const ZContractorStep = z.object({
  firstName: z.string().trim().min(1, "Please enter a first name").max(100),
  lastName: z.string().trim().min(1, "Please enter a last name").max(100),
  // The profile forms' e-mail rules and messages (spec 1 section 5), stored lower-case.
  email: z
    .string()
    .max(320)
    .superRefine((v, ctx) => {
      const problem = emailProblem(v);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .transform((v) => v.toLowerCase()),
  residenceCountry: z.string().regex(/^[A-Z]{2}$/, "Please select a country"),
});

export const ZContractStep = z
  .object({
    jobRole: z.string().trim().min(1, "Please enter a job role").max(200),
    invoicingCurrency: z.enum(CONTRACTOR_CURRENCIES, { error: "Please select GBP, EUR or USD" }),
    billingCurrency: z.enum(CONTRACTOR_CURRENCIES, { error: "Please select GBP, EUR or USD" }),
    expectedInvoicingFrequency: z.enum(INVOICING_FREQUENCIES, { error: "Please select a frequency" }),
    rate: z.coerce
      .number({ error: "Please enter a number" })
      .positive("The rate must be greater than 0")
      .max(10_000_000),
    startDate: date("a start date"),
    endDate: z
      .string()
      .max(32)
      .optional()
      .refine((v) => !v || dayNumber(v) !== null, "Please enter a valid date"),
  })
  .refine((v) => !v.endDate || !v.startDate || (dayNumber(v.endDate) ?? 0) >= (dayNumber(v.startDate) ?? 0), {
    path: ["endDate"],
    message: "The end date cannot be before the start date",
  });

/** The review step: the misclassification risk must be accepted (recorded with who and when). */
export const ZRiskStep = z.object({
  misclassificationRiskAccepted: z.literal(true, { error: "Please accept the misclassification risk" }),
});

export const ZCreateContractor = z
  .object({
    companyId: z.string().min(1).max(64),
    contractor: ZContractorStep,
    contract: ZContractStep,
  })
  .extend(ZRiskStep.shape);

export const ZContractorListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  state: z.enum(CONTRACTOR_STATES).optional(),
  cursor: z.string().max(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZContractorParams = z.object({ contractorId: z.string().min(1).max(64) });
export const ZContractParams = ZContractorParams.extend({ contractId: z.string().min(1).max(64) });
export const ZContractorTransition = z.object({
  state: z.enum(CONTRACTOR_STATES),
  version: z.number().int().min(1).optional(),
});
export const ZContractTransition = z.object({
  state: z.enum(CONTRACT_STATES),
  version: z.number().int().min(1).optional(),
});
/** Invoices per page on the contractor page. */
export const CONTRACTOR_INVOICE_PAGE_SIZE = 10;
// The contractors host pages by number (spec 2 section 3: items, total, page, size, pages): page counts from 1.
export const ZInvoiceQuery = z.object({
  state: z.enum(INVOICE_STATES).optional(),
  page: z.coerce
    .number({ error: "page must be a whole number from 1" })
    .int("page must be a whole number from 1")
    .min(1, "page must be a whole number from 1")
    .max(100_000, "page must be no larger than 100000")
    .default(1),
  size: z.coerce
    .number({ error: "size must be a whole number from 1 to 100" })
    .int("size must be a whole number from 1 to 100")
    .min(1, "size must be a whole number from 1 to 100")
    .max(100, "size must be a whole number from 1 to 100")
    .default(20),
});
export const ZCostsQuery = z.object({
  rate: z.coerce.number({ error: "Please enter a number" }).positive("The rate must be greater than 0").max(10_000_000),
  currency: z.enum(CONTRACTOR_CURRENCIES),
  frequency: z.enum(INVOICING_FREQUENCIES),
});
