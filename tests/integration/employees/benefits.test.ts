/** @jest-environment node */
// Benefits choice per client and country: stored with its audit event; a country requiring benefits forces YES.
import * as prefsRoute from "@/app/api/benefits/client/[clientId]/preferences/route";
import { getDb } from "@/lib/db";
import { call, tokenFor } from "../support/http";
import { createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";
import { ensureCountry } from "../../factories/countries";

const db = getDb();
type Prefs = { items: { countryCode: string; isRequired: boolean; selectionStatus: string | null }[] };

describe("[BENEFITS] preferences", () => {
  // Managers choose only with the clientBenefitSelection flag (spec 1 section 9, off by default;
  // tests/integration/core/feature-flags.test.ts covers both values).
  const flagBefore = process.env.FEATURE_CLIENT_BENEFIT_SELECTION;
  beforeAll(() => {
    process.env.FEATURE_CLIENT_BENEFIT_SELECTION = "true";
  });
  afterAll(() => {
    if (flagBefore === undefined) delete process.env.FEATURE_CLIENT_BENEFIT_SELECTION;
    else process.env.FEATURE_CLIENT_BENEFIT_SELECTION = flagBefore;
  });

  it("a manager chooses per country; a required country accepts only YES and always reads YES", async () => {
    await ensureCountry(db, "FR");
    await ensureCountry(db, "IT");
    await db.benefitCatalog.upsert({
      where: { countryCode: "IT" },
      create: { countryCode: "IT", isRequired: true },
      update: { isRequired: true },
    });
    await db.benefitCatalog.upsert({
      where: { countryCode: "FR" },
      create: { countryCode: "FR", isRequired: false },
      update: { isRequired: false },
    });
    const { user, companyId } = await createManager(db);
    await createEmployee(db, { companyId, countryCode: "FR" });
    await createEmployee(db, { companyId, countryCode: "IT" });
    const token = await tokenFor(user.id);
    const post = (json: unknown) =>
      call<{ message: string; fieldErrors?: Record<string, string[]> }>(prefsRoute.POST, {
        method: "POST",
        path: `/api/benefits/client/${companyId}/preferences`,
        params: { clientId: companyId },
        json,
        token,
      });
    expect((await post({ countryCode: "FR", selectionStatus: "NO" })).status).toBe(200);
    const refused = await post({ countryCode: "IT", selectionStatus: "NO" });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("Benefits are required in this country: the only choice is Yes.");
    const noConsent = await post({ countryCode: "FR", selectionStatus: "REMIND_LATER" });
    expect(noConsent.status).toBe(422);
    expect(noConsent.body.fieldErrors).toHaveProperty("consentGiven");

    const list = await call<Prefs>(prefsRoute.GET, {
      path: `/api/benefits/client/${companyId}/preferences`,
      params: { clientId: companyId },
      token,
    });
    expect(list.body.items.map((i) => [i.countryCode, i.isRequired, i.selectionStatus])).toEqual([
      ["FR", false, "NO"],
      ["IT", true, "YES"],
    ]);
    expect(await db.auditEvent.count({ where: { action: "benefits.choose", actorId: user.id } })).toBe(1);
  });
});
