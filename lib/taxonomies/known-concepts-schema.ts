// The known pay concepts of a country and LSP (GET /api/payroll/taxonomy-concepts): the query, the answer, and
// the lookup key the pipeline uses (lib/payroll/pipeline.ts loadTaxonomy: trimmed, case-insensitive). Browser-safe:
// the upload dialog lists these concepts and checks a register's concepts against them before sending.
import { z } from "zod";

export const ZKnownConceptsQuery = z.object({
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "Use a two-letter country code."),
  lspId: z.string().trim().min(1, "Choose an LSP").max(64).optional(),
});
export type KnownConceptsQuery = z.infer<typeof ZKnownConceptsQuery>;

export const ZKnownConcept = z.object({
  concept: z.string(),
  category: z.string(),
  applicationType: z.enum(["Income", "Deduction", "Contribution"]),
  source: z.enum(["country", "lsp"]).describe("country-wide mapping, or the LSP's own (which wins)"),
});
export const ZKnownConcepts = z.object({
  country: z.string(),
  lspId: z.string().nullable(),
  items: z.array(ZKnownConcept),
});
export type KnownConcept = z.infer<typeof ZKnownConcept>;
export type KnownConcepts = z.infer<typeof ZKnownConcepts>;

/** How the pipeline matches a register's concept to a mapping. */
export const conceptKey = (concept: string) => concept.trim().toLowerCase();
