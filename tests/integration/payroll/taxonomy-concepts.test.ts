/** @jest-environment node */
// GET /api/payroll/taxonomy-concepts through the real route wrapper and PostgreSQL: the concepts a register of a
// country and LSP may use, resolved like the pipeline (the LSP's own mapping in place of the country's, matched
// trimmed and case-insensitive), payroll admins only, bad input named, unknown country or LSP 404.
import { getDb } from "@/lib/db";
import * as route from "@/app/api/payroll/taxonomy-concepts/route";
import type { KnownConcepts } from "@/lib/taxonomies/known-concepts-schema";
import { call, tokenFor } from "../support/http";
import { createUser } from "../../factories/users";
import { ensureCountry } from "../../factories/countries";

const db = getDb();
const tokens: Record<string, string> = {};
let lspId = "";
let otherLspId = "";
const COUNTRY = "UY";

beforeAll(async () => {
  await ensureCountry(db, COUNTRY);
  lspId = (await db.localServiceProvider.create({ data: { name: `Concepts LSP ${Date.now()}` } })).id;
  otherLspId = (await db.localServiceProvider.create({ data: { name: `Other LSP ${Date.now()}` } })).id;
  await db.taxonomyMapping.deleteMany({ where: { countryCode: COUNTRY } });
  await db.taxonomyMapping.createMany({
    data: [
      { countryCode: COUNTRY, concept: "Base Salary", category: "salary", applicationType: "Income" },
      { countryCode: COUNTRY, concept: "Income Tax", category: "tax", applicationType: "Deduction" },
      // The LSP's own mapping of a country concept (other case) wins.
      { countryCode: COUNTRY, lspId, concept: "income tax ", category: "incomeTax", applicationType: "Deduction" },
      { countryCode: COUNTRY, lspId, concept: "Meal Voucher", category: "allowance", applicationType: "Income" },
      // Another LSP's mapping is not this LSP's.
      { countryCode: COUNTRY, lspId: otherLspId, concept: "Other Only", category: "salary", applicationType: "Income" },
    ],
  });
  tokens.payrollAdmin = await tokenFor((await createUser(db, { roles: ["admin", "payroll"] })).user.id);
  tokens.admin = await tokenFor((await createUser(db, { roles: ["admin"] })).user.id);
});

const get = (query: string, token = tokens.payrollAdmin) =>
  call<KnownConcepts & { message?: string; fieldErrors?: Record<string, string[]> }>(route.GET, {
    path: `/api/payroll/taxonomy-concepts?${query}`,
    token,
  });

describe("[PAYROLL] known concepts for the upload dialog", () => {
  it("lists the country's concepts with the LSP's own in their place, sorted", async () => {
    const res = await get(`country=uy&lspId=${lspId}`);
    expect(res.status).toBe(200);
    expect(res.body.country).toBe(COUNTRY);
    expect(res.body.items).toEqual([
      { concept: "Base Salary", category: "salary", applicationType: "Income", source: "country" },
      { concept: "income tax", category: "incomeTax", applicationType: "Deduction", source: "lsp" },
      { concept: "Meal Voucher", category: "allowance", applicationType: "Income", source: "lsp" },
    ]);
  });

  it("without an LSP: the country-wide concepts only", async () => {
    const res = await get(`country=${COUNTRY}`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((c) => c.concept)).toEqual(["Base Salary", "Income Tax"]);
  });

  it("names the bad field, and answers 404 for an unknown country or LSP", async () => {
    const bad = await get("country=Uruguay");
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.country?.[0]).toMatch(/two-letter/);
    expect((await get("country=QQ")).status).toBe(404);
    expect((await get(`country=${COUNTRY}&lspId=no-such-lsp`)).status).toBe(404);
  });

  it("is for whoever uploads pay reports: other admins are refused", async () => {
    expect((await get(`country=${COUNTRY}`, tokens.admin)).status).toBe(403);
  });
});
