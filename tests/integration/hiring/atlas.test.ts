/** @jest-environment node */
// [HIRING] The atlas (flag atlas, spec 1 sections 2, 7, 9): the territories content query (name, flag, key facts,
// tags; at most 300, by name) behind /atlas and /atlas/compare, and the add-employee form's way back there.
import { getDb } from "@/lib/db";
import { listTerritories, TERRITORY_LIMIT } from "@/lib/hiring/list-territories";
import { addSeatBackHref, atlasHireHref, isAtlasOn } from "@/lib/hiring/atlas";
import { ensureCountry } from "../../factories/countries";

const db = getDb();

async function withAtlas<T>(value: "true" | "false", run: () => T | Promise<T>): Promise<T> {
  const before = process.env.FEATURE_ATLAS;
  process.env.FEATURE_ATLAS = value;
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env.FEATURE_ATLAS;
    else process.env.FEATURE_ATLAS = before;
  }
}

describe("[HIRING] atlas", () => {
  it("lists territories by name with flag, key facts and tags; narrows to the compared codes", async () => {
    for (const code of ["DE", "FR", "ES"]) await ensureCountry(db, code);
    const all = await listTerritories();
    expect(all.length).toBeLessThanOrEqual(TERRITORY_LIMIT);
    expect(all.map((t) => t.code)).toEqual(expect.arrayContaining(["DE", "FR", "ES"]));
    const compared = await listTerritories(["FR", "DE"]);
    // By name: France before Germany.
    expect(compared.map((t) => t.code)).toEqual(["FR", "DE"]);
    const fr = await db.country.findUniqueOrThrow({ where: { code: "FR" } });
    expect(compared[0]).toEqual({
      code: "FR",
      name: fr.name,
      flag: fr.flagEmoji,
      keyFacts: fr.keyFacts,
      tags: fr.tags,
      isSanctioned: fr.isSanctioned,
    });
  });

  it("?from=atlas leads back to a page that exists only while the flag is on", async () => {
    const args = { isAdmin: false, companyId: "acme" };
    await withAtlas("true", () => {
      expect(isAtlasOn()).toBe(true);
      expect(addSeatBackHref({ ...args, from: "atlas" })).toBe("/atlas");
      expect(addSeatBackHref({ ...args, from: "atlas-compare", country: "fr" })).toBe("/atlas/compare?countries=FR");
    });
    await withAtlas("false", () => {
      expect(addSeatBackHref({ ...args, from: "atlas" })).toBe("/employees#pending-employees");
      expect(addSeatBackHref({ ...args, from: "atlas-compare" })).toBe("/employees#pending-employees");
    });
    expect(atlasHireHref("acme", "DE")).toBe("/companies/acme/add-pending-employee?country=DE&from=atlas");
  });
});
