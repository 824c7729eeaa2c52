// GET /api/search?q=: the header's global search (people, companies, pay reports, invoices). The query schema is shared
// by the header combobox (it asks only from the minimum length on) and the route (shorter answers 400 naming q).
import { z } from "zod";
import { SEARCH_MIN_LENGTH } from "@/lib/search/search-constants";

export const ZGlobalSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(SEARCH_MIN_LENGTH, `Type at least ${SEARCH_MIN_LENGTH} characters`)
    .max(100, "Type at most 100 characters"),
});

export const ZSearchResult = z.object({
  id: z.string(),
  label: z.string(),
  detail: z.string().describe("a second line: company and country, country, or payroll period"),
  href: z.string().describe("the record's page"),
});

export const ZGlobalSearchResponse = z.object({
  q: z.string(),
  people: z.array(ZSearchResult).describe("employees the caller reaches (employees.list, tenancy applied)"),
  companies: z.array(ZSearchResult).describe("companies the caller reaches (companies.read, tenancy applied)"),
  payReports: z.array(ZSearchResult).describe("pay reports of a payroll instance (payroll.access)"),
  invoices: z
    .array(ZSearchResult)
    .describe("invoices by number, or the invoice list of the caller's companies for 'invoice' (balances.read)"),
});

export type SearchResult = z.infer<typeof ZSearchResult>;
export type GlobalSearchResponse = z.infer<typeof ZGlobalSearchResponse>;
