// GET /api/payroll/taxonomy-concepts?country&lspId: the concepts a pay register of that country and LSP may use,
// resolved as the pipeline resolves them (lib/payroll/pipeline.ts loadTaxonomy): the country-wide mappings, then
// the LSP's own mapping of the same concept (trimmed, case-insensitive) in their place. Sorted by concept.
// An unknown country or LSP answers 404.
import "server-only";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { conceptKey, type KnownConcepts, type KnownConceptsQuery } from "@/lib/taxonomies/known-concepts-schema";

export async function listKnownConcepts(query: KnownConceptsQuery): Promise<KnownConcepts> {
  const lspId = query.lspId ?? null;
  const [country, lsp, rows] = await Promise.all([
    db.country.findUnique({ where: { code: query.country }, select: { code: true } }),
    lspId ? db.localServiceProvider.findUnique({ where: { id: lspId }, select: { id: true } }) : null,
    db.taxonomyMapping.findMany({
      where: { countryCode: query.country, OR: [{ lspId: null }, ...(lspId ? [{ lspId }] : [])] },
      select: { concept: true, category: true, applicationType: true, lspId: true },
      orderBy: [{ concept: "asc" }],
    }),
  ]);
  if (!country) throw notFound("Country not found");
  if (lspId && !lsp) throw notFound("LSP not found");
  const byKey = new Map<string, KnownConcepts["items"][number]>();
  for (const r of [...rows.filter((r) => !r.lspId), ...rows.filter((r) => r.lspId)])
    byKey.set(conceptKey(r.concept), {
      concept: r.concept.trim(),
      category: r.category,
      applicationType: r.applicationType,
      source: r.lspId ? "lsp" : "country",
    });
  const items = [...byKey.values()].sort((a, b) => a.concept.localeCompare(b.concept, "en"));
  return { country: query.country, lspId, items };
}
