// GET /api/taxonomies/le-conf: the legal-entity configuration the taxonomy form picks from: active legal
// entities with their country, LSP and how many taxonomy mappings apply to them.
import "server-only";
import { db } from "@/lib/db";
import type { LegalEntityConf } from "@/lib/taxonomies/schema";

export async function getLegalEntityConf(): Promise<LegalEntityConf[]> {
  const [entities, mappings] = await Promise.all([
    db.legalEntity.findMany({
      where: { isActive: true },
      orderBy: [{ countryCode: "asc" }, { name: "asc" }],
      select: { id: true, name: true, countryCode: true, lspId: true },
    }),
    db.taxonomyMapping.groupBy({ by: ["countryCode", "lspId"], _count: { _all: true } }),
  ]);
  return entities.map((e) => ({
    ...e,
    mappings: mappings
      .filter((m) => m.countryCode === e.countryCode && (m.lspId === null || m.lspId === e.lspId))
      .reduce((n, m) => n + m._count._all, 0),
  }));
}
