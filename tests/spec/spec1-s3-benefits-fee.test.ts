/** @jest-environment node */
// The fee quote's supplementaryBenefitsFee (spec 1 section 3) on the demo data, through the call the cost estimate
// panel makes (GET /api/calculator/employer-costs), switched by the supplementaryBenefitsCost flag (spec 1 section
// 9). The expected fee comes from the seeded catalogue price and the client's seeded choice, never from figures
// written here.
import * as employerCostsRoute from "@/app/api/calculator/employer-costs/route";
import type { PrismaClient } from "@/generated/prisma/client";
import type { Quote } from "@/lib/hiring/fees";
import { DEMO_ACCOUNTS } from "../../prisma/demo-accounts";
import { seededDatabase, type SeededDatabase } from "../integration/seed/fresh-database";
import { call, tokenFor } from "../integration/support/http";

jest.setTimeout(240_000);

let fresh: SeededDatabase;
let db: PrismaClient;
let manager: string;
const SALARY = 60000;

beforeAll(async () => {
  fresh = await seededDatabase();
  process.env.DATABASE_URL = fresh.url;
  db = fresh.prisma;
  const account = DEMO_ACCOUNTS.find((a) => a.key === "superManager")!;
  manager = await tokenFor((await db.user.findUniqueOrThrow({ where: { email: account.email.toLowerCase() } })).id);
});

afterAll(async () => {
  await fresh.prisma.$disconnect();
});

async function quoteOf(countryCode: string, flag: "true" | "false" = "true"): Promise<Quote> {
  const before = process.env.FEATURE_SUPPLEMENTARY_BENEFITS_COST;
  process.env.FEATURE_SUPPLEMENTARY_BENEFITS_COST = flag;
  try {
    const country = await db.country.findUniqueOrThrow({ where: { code: countryCode } });
    const query = `countryCode=${countryCode}&annualSalary=${SALARY}&companyId=acme&billingCurrency=${country.currency}&managementPricing=standard`;
    const res = await call<{ data: { quote: Quote } }>(employerCostsRoute.GET, {
      path: `/api/calculator/employer-costs?${query}`,
      token: manager,
    });
    expect(res.status).toBe(200);
    return res.body.data.quote;
  } finally {
    if (before === undefined) delete process.env.FEATURE_SUPPLEMENTARY_BENEFITS_COST;
    else process.env.FEATURE_SUPPLEMENTARY_BENEFITS_COST = before;
  }
}

/** What the seeded catalogue charges a month for a salary-based price (percent of the annual salary / 12). */
async function seededPercentFee(countryCode: string) {
  const catalog = await db.benefitCatalog.findUniqueOrThrow({ where: { countryCode } });
  expect(catalog.costPercentOfSalary).not.toBeNull();
  return ((Number(catalog.costPercentOfSalary) * SALARY) / 100 / 12).toFixed(2);
}

const choiceOf = async (countryCode: string) =>
  (
    await db.clientBenefitPreference.findUnique({
      where: { companyId_countryCode: { companyId: "acme", countryCode } },
    })
  )?.selectionStatus ?? null;

describe("[spec 1 §3] supplementary benefits fee in the fee quote (demo data)", () => {
  it("[spec 1 §3] a country whose benefits the client chose quotes the catalogue's fee, added to the monthly total", async () => {
    expect(await choiceOf("DE")).toBe("YES");
    const on = await quoteOf("DE");
    expect(on.supplementaryBenefitsFee).toBe(await seededPercentFee("DE"));
    const off = await quoteOf("DE", "false");
    expect(Number(on.estimatedMonthlyTotal) - Number(off.estimatedMonthlyTotal)).toBeCloseTo(
      Number(on.supplementaryBenefitsFee),
      2,
    );
  });

  it("[spec 1 §3] a country whose benefits the client declined quotes no fee; a required country quotes it without a choice", async () => {
    expect(await choiceOf("FR")).toBe("NO");
    expect((await quoteOf("FR")).supplementaryBenefitsFee).toBe("0.00");
    expect(await choiceOf("MX")).toBeNull();
    expect((await db.benefitCatalog.findUniqueOrThrow({ where: { countryCode: "MX" } })).isRequired).toBe(true);
    expect((await quoteOf("MX")).supplementaryBenefitsFee).toBe(await seededPercentFee("MX"));
  });

  it("[spec 1 §9] supplementaryBenefitsCost: off, the quote has no supplementary benefits fee", async () => {
    expect((await quoteOf("DE", "false")).supplementaryBenefitsFee).toBeNull();
    expect((await quoteOf("DE", "true")).supplementaryBenefitsFee).not.toBeNull();
  });
});
