/** @jest-environment node */
// [BENEFITS] Clients see each country's supplementary benefits catalogue (what is offered, cost, description)
// before choosing (spec 1 sections 3, 4, 5): the preferences answer carries it per country; a country that requires
// benefits offers no choice; one without a catalogue offers none either. Tenancy: another company's preferences
// are 404. With clientBenefitSelection off a manager still reads the catalogue but may not choose (403).
import * as prefsRoute from "@/app/api/benefits/client/[clientId]/preferences/route";
import * as catalogRoute from "@/app/api/benefits/catalog/country/[countryCode]/route";
import { getDb } from "@/lib/db";
import { REMIND_LATER_CONSENT } from "@/lib/benefits/rules";
import { call, tokenFor } from "../support/http";
import { createManager } from "../../factories/companies";
import { createEmployee } from "../../factories/employees";
import { createUser } from "../../factories/users";
import { ensureCountry } from "../../factories/countries";

const db = getDb();

type Item = {
  countryCode: string;
  isRequired: boolean;
  showBenefitsSelection: boolean;
  selectionStatus: string | null;
  catalog: { description: string | null; offered: string[]; cost: string | null; info: string | null } | null;
};

async function withFlag<T>(value: "true" | "false", run: () => Promise<T>): Promise<T> {
  const before = process.env.FEATURE_CLIENT_BENEFIT_SELECTION;
  process.env.FEATURE_CLIENT_BENEFIT_SELECTION = value;
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env.FEATURE_CLIENT_BENEFIT_SELECTION;
    else process.env.FEATURE_CLIENT_BENEFIT_SELECTION = before;
  }
}

let companyId = "";
let managerToken = "";
let foreignToken = "";

beforeAll(async () => {
  for (const code of ["LU", "MT", "CY"]) await ensureCountry(db, code);
  await db.benefitCatalog.upsert({
    where: { countryCode: "LU" },
    create: {
      countryCode: "LU",
      isRequired: false,
      layoutInfo: "Offer supplementary benefits in Luxembourg.",
      layoutDescription: "Provided by local insurers, invoiced monthly.",
      layoutOffered: ["Private health insurance", "Life insurance"],
      layoutCost: "From 3% of annual base salary",
    },
    update: {},
  });
  await db.benefitCatalog.upsert({
    where: { countryCode: "MT" },
    create: { countryCode: "MT", isRequired: true, layoutOffered: ["Health cover"], layoutCost: "From 90 EUR" },
    update: {},
  });
  await db.benefitCatalog.deleteMany({ where: { countryCode: "CY" } });
  const manager = await createManager(db);
  companyId = manager.companyId;
  managerToken = await tokenFor(manager.user.id);
  foreignToken = await tokenFor((await createManager(db)).user.id);
  for (const countryCode of ["LU", "MT", "CY"]) await createEmployee(db, { companyId, countryCode });
});

const list = (token: string, clientId = companyId) =>
  call<{ items: Item[] }>(prefsRoute.GET, {
    path: `/api/benefits/client/${clientId}/preferences`,
    params: { clientId },
    token,
  });

describe("[BENEFITS] the catalogue before the choice", () => {
  it("a manager reads each country's catalogue with its offer, cost and description", async () => {
    const res = await list(managerToken);
    expect(res.status).toBe(200);
    const byCode = Object.fromEntries(res.body.items.map((i) => [i.countryCode, i]));
    expect(byCode.LU).toMatchObject({
      isRequired: false,
      showBenefitsSelection: true,
      selectionStatus: null,
      catalog: {
        info: "Offer supplementary benefits in Luxembourg.",
        description: "Provided by local insurers, invoiced monthly.",
        offered: ["Private health insurance", "Life insurance"],
        cost: "From 3% of annual base salary",
      },
    });
    // Required: YES, no choice offered.
    expect(byCode.MT).toMatchObject({ isRequired: true, showBenefitsSelection: false, selectionStatus: "YES" });
    // No catalogue: nothing to see, nothing to choose.
    expect(byCode.CY).toMatchObject({ catalog: null, showBenefitsSelection: false });
  });

  it("the country catalogue route answers the same catalogue; a country without one is 404", async () => {
    const lu = await call<Item & { countryName: string }>(catalogRoute.GET, {
      path: "/api/benefits/catalog/country/lu",
      params: { countryCode: "lu" },
      token: managerToken,
    });
    expect(lu.status).toBe(200);
    expect(lu.body).toMatchObject({ countryCode: "LU", cost: "From 3% of annual base salary" });
    const cy = await call(catalogRoute.GET, {
      path: "/api/benefits/catalog/country/CY",
      params: { countryCode: "CY" },
      token: managerToken,
    });
    expect(cy.status).toBe(404);
  });

  it("another company's preferences are 404; an employee may not read them", async () => {
    expect((await list(foreignToken)).status).toBe(404);
    const { user } = await createEmployee(db, { companyId, withUser: true });
    expect((await list(await tokenFor(user!.id))).status).toBe(403);
  });

  it("flag off: the manager reads the catalogue but may not choose; on: 'remind me later' needs the consent", async () => {
    const post = (json: unknown) =>
      call<{ message: string; fieldErrors?: Record<string, string[]> }>(prefsRoute.POST, {
        method: "POST",
        path: `/api/benefits/client/${companyId}/preferences`,
        params: { clientId: companyId },
        json,
        token: managerToken,
      });
    await withFlag("false", async () => {
      expect((await list(managerToken)).status).toBe(200);
      expect((await post({ countryCode: "LU", selectionStatus: "YES" })).status).toBe(403);
    });
    await withFlag("true", async () => {
      const refused = await post({ countryCode: "LU", selectionStatus: "REMIND_LATER" });
      expect(refused.status).toBe(422);
      expect(refused.body.fieldErrors).toHaveProperty("consentGiven");
      expect((await post({ countryCode: "LU", selectionStatus: "REMIND_LATER", consentGiven: true })).status).toBe(200);
    });
    const stored = await db.clientBenefitPreference.findFirstOrThrow({ where: { companyId, countryCode: "LU" } });
    expect(stored).toMatchObject({ selectionStatus: "REMIND_LATER", consentGiven: true });
    // The consent the screen asks for is the spec's sentence.
    expect(REMIND_LATER_CONSENT).toBe(
      "I understand I can configure supplementary benefits at a later stage and that these come at an extra cost.",
    );
  });

  it("staff record the client's choice whatever the flag", async () => {
    const admin = await tokenFor((await createUser(db, { roles: ["admin"] })).user.id);
    const res = await withFlag("false", () =>
      call(prefsRoute.POST, {
        method: "POST",
        path: `/api/benefits/client/${companyId}/preferences`,
        params: { clientId: companyId },
        json: { countryCode: "LU", selectionStatus: "NO" },
        token: admin,
      }),
    );
    expect(res.status).toBe(200);
  });
});
