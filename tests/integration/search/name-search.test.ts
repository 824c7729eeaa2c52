/** @jest-environment node */
// The name-search helper itself (lib/queries/name-search.ts) against real PostgreSQL: LIKE's own characters in
// a term are literal, the trigram index serves the query, tenancy equalities narrow it, and a term matching
// more than MAX_MATCHES rows is a 422 naming the field rather than a database error.
import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { MAX_MATCHES, nameSearchSql, nameSearchWhere, searchWords, type SearchTarget } from "@/lib/queries/name-search";
import { uniqueSuffix } from "../../factories/users";
import { createCompany } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";
import { ensureCountry } from "../../factories/countries";

const db = getDb();
// The factories below run in parallel; their shared country must exist first (its upsert races otherwise).
beforeAll(() => ensureCountry(db, "DE"));

class Rollback extends Error {}
/** Runs fn in a transaction that is always rolled back, so bulk rows never reach other suites. */
async function inRolledBackTx(fn: (tx: Prisma.TransactionClient) => Promise<void>) {
  await db
    .$transaction(
      async (tx) => {
        await fn(tx);
        throw new Rollback();
      },
      { timeout: 60_000 },
    )
    .catch((error) => {
      if (!(error instanceof Rollback)) throw error;
    });
}

async function plan(tx: Prisma.TransactionClient, target: SearchTarget, term: string): Promise<string> {
  const rows = await tx.$queryRaw<{ "QUERY PLAN": string }[]>(Prisma.sql`EXPLAIN ${nameSearchSql(target, term)}`);
  return rows.map((r) => r["QUERY PLAN"]).join("\n");
}

describe("[SEARCH] name-search helper", () => {
  it("splits the term into words and caps their number", () => {
    expect(searchWords("  José   García ")).toEqual(["José", "García"]);
    expect(searchWords("   ")).toEqual([]);
    expect(searchWords(Array.from({ length: 20 }, (_, i) => `w${i}`).join(" "))).toHaveLength(10);
  });

  it("binds the term as a parameter, never as SQL text", () => {
    const sql = nameSearchSql("employee", 'x\'); DROP TABLE "Employee"; --');
    expect(sql.sql).not.toContain("DROP TABLE");
    expect(sql.values).toContain("x');");
  });

  it("treats %, _, backslash and their fullwidth forms in the term as literal characters", async () => {
    const tag = `t${uniqueSuffix()}`;
    const names = ["50% Off", "500 Off", "a_b", "axb", "back\\slash", "backXslash"].map((n) => `${n} ${tag}`);
    const companies = await Promise.all(names.map((name) => createCompany(db, { name, withFeeSettings: false })));
    const byName = new Map(companies.map((c) => [c.name, c.id]));
    const found = async (term: string) =>
      (await nameSearchWhere("company", `${term} ${tag}`, { field: "search" })).id.in.sort();
    expect(await found("50%")).toEqual([byName.get(`50% Off ${tag}`)]);
    expect(await found("%")).toEqual([byName.get(`50% Off ${tag}`)]);
    expect(await found("a_b")).toEqual([byName.get(`a_b ${tag}`)]);
    expect(await found("_")).toEqual([byName.get(`a_b ${tag}`)]);
    expect(await found("back\\slash")).toEqual([byName.get(`back\\slash ${tag}`)]);
    // unaccent folds fullwidth '％' and '＿' into '%' and '_' (unescaped they would match all six): still literal.
    expect(await found("％")).toEqual([byName.get(`50% Off ${tag}`)]);
    expect(await found("＿")).toEqual([byName.get(`a_b ${tag}`)]);
    expect(await found("50％")).toEqual([byName.get(`50% Off ${tag}`)]);
    expect(await found("a＿b")).toEqual([byName.get(`a_b ${tag}`)]);
  });

  it("keeps the tenancy and id equalities of the caller's where in the SQL", async () => {
    const [mine, other] = await Promise.all([createCompany(db), createCompany(db)]);
    const tag = `n${uniqueSuffix()}`;
    const [a, b] = await Promise.all([
      createEmployee(db, { companyId: mine.id, firstName: "Zoé", lastName: tag }),
      createEmployee(db, { companyId: other.id, firstName: "Zoe", lastName: tag }),
    ]);
    const search = (where: object) => nameSearchWhere("employee", `zoe ${tag}`, { where, field: "searchValue" });
    expect((await search({})).id.in.sort()).toEqual([a.employee.id, b.employee.id].sort());
    expect((await search({ AND: [{ companyId: mine.id }, { archivedAt: null }] })).id.in).toEqual([a.employee.id]);
    expect((await search({ id: "__none__" })).id.in).toEqual([]);
  });

  it("serves every target from its trigram index (EXPLAIN)", async () => {
    await inRolledBackTx(async (tx) => {
      // Forbidding sequential scans leaves the planner the index only if the expression matches it exactly.
      await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
      const indexes: Record<SearchTarget, string> = {
        employee: "Employee_name_search_trgm_idx",
        seat: "Seat_name_search_trgm_idx",
        company: "Company_name_search_trgm_idx",
        lsp: "LocalServiceProvider_name_search_trgm_idx",
        legalEntity: "LegalEntity_name_search_trgm_idx",
      };
      for (const [target, index] of Object.entries(indexes) as [SearchTarget, string][])
        expect(await plan(tx, target, "Müller José")).toContain(`Bitmap Index Scan on "${index}"`);
    });
  });

  it("on a large table the planner picks the index by itself, and too many matches answer 422", async () => {
    await inRolledBackTx(async (tx) => {
      await tx.$executeRaw`
        INSERT INTO "LocalServiceProvider" (id, name, "updatedAt")
        SELECT 'bulk-' || g, 'Bulkprovider Ñandú ' || g, now() FROM generate_series(1, ${MAX_MATCHES + 1}) g`;
      await tx.$executeRaw`ANALYZE "LocalServiceProvider"`;
      expect(await plan(tx, "lsp", "nandu 12345")).toContain("LocalServiceProvider_name_search_trgm_idx");
      expect((await nameSearchWhere("lsp", "ÑANDU 12345", { field: "providerName", client: tx })).id.in).toEqual([
        "bulk-12345",
      ]);
      const error = await nameSearchWhere("lsp", "bulkprovider", { field: "providerName", client: tx }).catch((e) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error.status).toBe(422);
      expect(Object.keys(error.fieldErrors)).toEqual(["providerName"]);
    });
  });
});
