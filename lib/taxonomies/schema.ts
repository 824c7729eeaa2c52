// Taxonomies-update tab (spec 3 sections 2, 3, 4, 7, 8, 9): job list query, create body, status labels.
// Browser-safe.
import { z } from "zod";
import type { ZTaxonomyJobList, ZTaxonomyJobView } from "@/lib/taxonomies/response-schema";

export const TAXONOMY_JOB_STATUSES = ["CREATED", "STARTED", "FINISHED", "ERROR"] as const;
export type TaxonomyJobStatusValue = (typeof TAXONOMY_JOB_STATUSES)[number];
/** Spec 3 section 4: CREATED shows as Submitted, FINISHED as Done. */
export const TAXONOMY_STATUS_LABELS: Record<TaxonomyJobStatusValue, string> = {
  CREATED: "Submitted",
  STARTED: "Started",
  FINISHED: "Done",
  ERROR: "Error",
};
export const TAXONOMY_PAGE_SIZES = [20, 50] as const;
export const TAXONOMY_REFRESH_MS = 30_000;
export const TAXONOMY_RUN_JOB = "taxonomies.update";
export const TAXONOMY_MESSAGES = {
  created: "Update request created successfully",
  createFailed: "Error creating update request",
} as const;

const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "Use a two-letter country code.");

export const ZTaxonomyJobForm = z.object({
  countryCode,
  legalEntityId: z.string().trim().min(1, "Choose a legal entity").max(64),
});
export type TaxonomyJobForm = z.infer<typeof ZTaxonomyJobForm>;

export const ZTaxonomyJobQuery = z.object({
  pageIndex: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (TAXONOMY_PAGE_SIZES as readonly number[]).includes(n), "Page size is 20 or 50.")
    .default(20),
  legalEntityId: z.string().trim().min(1).max(64).optional(),
  countryCode: countryCode.optional(),
  status: z.enum(TAXONOMY_JOB_STATUSES).optional(),
});
export type TaxonomyJobQuery = z.infer<typeof ZTaxonomyJobQuery>;

export type TaxonomyJobView = z.infer<typeof ZTaxonomyJobView>;
export type TaxonomyJobList = z.infer<typeof ZTaxonomyJobList>;
export type LegalEntityConf = { id: string; name: string; countryCode: string; lspId: string; mappings: number };
