// What the contractor list routes answer (lib/contractors/list-contractors.ts, list-contractor-invoices.ts), for
// the OpenAPI document, the routes' return type and the screens (lib/contractors/dto.ts).
import { z } from "zod";
import { CONTRACTOR_STATES, INVOICE_STATES, INVOICING_FREQUENCIES } from "@/lib/contractors/schema";
import { ZDate, ZDateTime, ZDecimal, ZNextKey } from "@/lib/zod/response";

/** A contractor with the newest of their contracts the caller reaches (its fields null without one). */
export const ZContractorRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string().nullable(),
  country: z.string().describe("ISO code of the residence country"),
  countryName: z.string().nullable(),
  startDate: ZDate.nullable(),
  endDate: ZDate.nullable(),
  rate: ZDecimal.nullable(),
  currency: z.string().nullable(),
  frequency: z.enum(INVOICING_FREQUENCIES).nullable(),
  state: z.enum(CONTRACTOR_STATES),
  createdAt: ZDateTime,
});

export const ZContractorPage = z.object({ items: z.array(ZContractorRow), nextCursor: ZNextKey });

export const ZContractorInvoiceRow = z.object({
  id: z.string(),
  state: z.enum(INVOICE_STATES),
  amount: ZDecimal,
  currency: z.string(),
  description: z.string().nullable(),
  dueDate: ZDate,
  raisedAt: ZDateTime,
  paidAt: ZDateTime.nullable(),
  overdueBy: z.number().int().describe("days past the due date while unpaid (OPEN, PENDING, IN_PROGRESS), else 0"),
});

export const ZContractorInvoicePage = z.object({
  items: z.array(ZContractorInvoiceRow),
  total: z.number().int().describe("invoices matching the filter"),
  page: z.number().int().describe("1-based, as asked"),
  size: z.number().int(),
  pages: z.number().int().describe("ceil(total / size), at least 1"),
});
