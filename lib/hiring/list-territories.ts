// The territories content query (spec 1 section 7): name, flag, key facts and tags, up to 300, ordered by name.
// The atlas pages read it; `codes` narrows it to the countries being compared.
import "server-only";
import { db } from "@/lib/db";

/** Territory key facts content ({ summary, facts: [{label, value}] }, see Country.keyFacts). */
type KeyFactsContent = { summary?: string; facts?: { label: string; value: string }[] };

export const TERRITORY_LIMIT = 300;

export async function listTerritories(codes?: string[]) {
  const rows = await db.country.findMany({
    where: codes ? { code: { in: codes } } : {},
    orderBy: { name: "asc" },
    take: TERRITORY_LIMIT,
    select: { code: true, name: true, flagEmoji: true, keyFacts: true, tags: true, isSanctioned: true },
  });
  return rows.map((r) => ({
    code: r.code,
    name: r.name,
    flag: r.flagEmoji,
    keyFacts: (r.keyFacts as KeyFactsContent | null) ?? null,
    tags: r.tags,
    isSanctioned: r.isSanctioned,
  }));
}
export type Territory = Awaited<ReturnType<typeof listTerritories>>[number];
