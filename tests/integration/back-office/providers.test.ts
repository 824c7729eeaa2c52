/** @jest-environment node */
// Legal entities and payroll providers (spec 2 entities, spec 3 section 7): create and edit by admins, the LSP must
// serve the country, and history (employees, pay reports) keeps the LSP and country.
import * as legalEntitiesRoute from "@/app/api/legal-entities/route";
import * as legalEntityRoute from "@/app/api/legal-entities/[id]/route";
import * as providersRoute from "@/app/api/payroll-providers/route";
import * as providerRoute from "@/app/api/payroll-providers/[id]/route";
import { getDb } from "@/lib/db";
import { LSP_DOES_NOT_SERVE } from "@/lib/lsps/serves-country";
import { LEGAL_ENTITY_LOCKED } from "@/lib/lsps/legal-entities/save-legal-entity";
import { PROVIDER_LOCKED } from "@/lib/lsps/providers/save-payroll-provider";
import { call, tokenFor } from "../support/http";
import { createUser, uniqueSuffix } from "../../factories/users";
import { createEmployee } from "../../factories/employees";
import { ensureCountry } from "../../factories/countries";

const db = getDb();
type Saved = { id: string; name: string; lspId: string; countryCode: string; hasHistory?: boolean };
type Refusal = { message: string; fieldErrors?: Record<string, string[]> };

async function newLsp(countries: string[]) {
  for (const c of countries) await ensureCountry(db, c);
  return db.localServiceProvider.create({
    data: { name: `LSP ${uniqueSuffix()}`, countries: { create: countries.map((countryCode) => ({ countryCode })) } },
  });
}

async function tokenOf(roles: string[]) {
  const { user } = await createUser(db, { roles });
  return tokenFor(user.id);
}

describe("[BACK-OFFICE] admin manages legal entities and payroll providers", () => {
  it("an admin creates a legal entity for a served country, is refused an unserved one, and cannot move one with employees", async () => {
    const token = await tokenOf(["admin"]);
    const lsp = await newLsp(["DE", "FR"]);
    const other = await newLsp(["DE"]);
    const unserved = await call<Refusal>(legalEntitiesRoute.POST, {
      method: "POST",
      path: "/x",
      token,
      json: { name: "EE GmbH", lspId: lsp.id, countryCode: "ES" },
    });
    expect(unserved.status).toBe(400);
    expect(unserved.body.fieldErrors?.countryCode).toEqual([LSP_DOES_NOT_SERVE]);
    const created = await call<Saved>(legalEntitiesRoute.POST, {
      method: "POST",
      path: "/x",
      token,
      json: { name: " EE GmbH ", lspId: lsp.id, countryCode: "de" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "EE GmbH", countryCode: "DE", lspId: lsp.id });
    const moved = await call<Saved>(legalEntityRoute.PUT, {
      method: "PUT",
      path: "/x",
      params: { id: created.body.id },
      token,
      json: { name: "EE France", lspId: lsp.id, countryCode: "FR", isActive: true },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.countryCode).toBe("FR");

    await createEmployee(db, { lspId: lsp.id, countryCode: "FR", legalEntityId: created.body.id });
    const locked = await call<Refusal>(legalEntityRoute.PUT, {
      method: "PUT",
      path: "/x",
      params: { id: created.body.id },
      token,
      json: { name: "EE France", lspId: other.id, countryCode: "DE", isActive: true },
    });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(LEGAL_ENTITY_LOCKED);
    const detail = await call<Saved>(legalEntityRoute.GET, { path: "/x", params: { id: created.body.id }, token });
    expect(detail.body).toMatchObject({ lspId: lsp.id, countryCode: "FR", hasHistory: true });
    const renamed = await call<Saved>(legalEntityRoute.PUT, {
      method: "PUT",
      path: "/x",
      params: { id: created.body.id },
      token,
      json: { name: "EE France SAS", lspId: lsp.id, countryCode: "FR", isActive: false },
    });
    expect(renamed.status).toBe(200);
    expect(await db.auditEvent.count({ where: { entityId: created.body.id, entityType: "LegalEntity" } })).toBe(3);
    const list = await call<Saved[]>(legalEntitiesRoute.GET, { path: `/x?lspId=${lsp.id}&isActive=false`, token });
    expect(list.body.map((r) => r.name)).toEqual(["EE France SAS"]);
  });

  it("a payroll provider with pay reports keeps its LSP and country; an IE admin may not create a legal entity (403)", async () => {
    const token = await tokenOf(["admin"]);
    const lsp = await newLsp(["DE", "FR"]);
    const created = await call<Saved>(providersRoute.POST, {
      method: "POST",
      path: "/x",
      token,
      json: { name: "Provider DE", lspId: lsp.id, countryCode: "DE" },
    });
    expect(created.status).toBe(201);
    await db.payrollProvider.update({ where: { id: created.body.id }, data: { hasHistory: true } });
    const locked = await call<Refusal>(providerRoute.PUT, {
      method: "PUT",
      path: "/x",
      params: { id: created.body.id },
      token,
      json: { name: "Provider FR", lspId: lsp.id, countryCode: "FR", isActive: true },
    });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(PROVIDER_LOCKED);
    const ieToken = await tokenOf(["international-expansion"]);
    const refused = await call(legalEntitiesRoute.POST, {
      method: "POST",
      path: "/x",
      token: ieToken,
      json: { name: "EE", lspId: lsp.id, countryCode: "DE" },
    });
    expect(refused.status).toBe(403);
  });
});
