// Reference data: countries, employer cost rates, five days of FX rates, the benefits catalogue.
import type { Prisma } from "../../generated/prisma/client";
import type { SeedContext } from "./context";
import { COUNTRIES, COUNTRY, countryRow } from "./builders/countries";
import { EMPLOYER_COSTS } from "./data/employer-costs";
import { BILLING_CURRENCIES, USD_RATES } from "./data/fx-rates";
import { generatePublicHolidays } from "../../lib/holidays/generate-public-holidays";
import { ANCHOR, DAY, dec, todayMidnight } from "./values";

export const BENEFIT_COUNTRIES = [
  "DE",
  "FR",
  "GB",
  "ES",
  "NL",
  "US",
  "IE",
  "PL",
  "CA",
  "PT",
  "SE",
  "MX",
  "JP",
  "CH",
  "CL",
];

export async function seedReferenceData(ctx: SeedContext) {
  const { tx, count } = ctx;
  await tx.country.createMany({ data: COUNTRIES.map((c) => countryRow(c.code)) });
  count("Country", COUNTRIES.length);
  // Public holidays of this year and the next for every country and region (the worker's yearly job keeps on).
  const year = new Date(todayMidnight).getUTCFullYear();
  count("PublicHoliday", (await generatePublicHolidays(tx, [year, year + 1])).inserted);

  const costRows: Prisma.EmployerCostRateCreateManyInput[] = [];
  for (const [code, lines] of Object.entries(EMPLOYER_COSTS)) {
    lines.forEach(([description, percent, cap, fixed], position) =>
      costRows.push({
        id: `ecr-${code.toLowerCase()}-${position + 1}`,
        countryCode: code,
        description,
        percentOfSalary: percent === null ? null : dec(percent, 4),
        salaryCap: cap === null ? null : dec(cap),
        fixedAmount: fixed === null ? null : dec(fixed),
        currency: COUNTRY.get(code)!.currency,
        position,
      }),
    );
  }
  await tx.employerCostRate.createMany({ data: costRows });
  count("EmployerCostRate", costRows.length);

  const fxRows: Prisma.FxRateCreateManyInput[] = [];
  for (let dayBack = 4; dayBack >= 0; dayBack--) {
    const rateDate = new Date(ANCHOR - dayBack * DAY);
    const drift: Record<string, number> = {};
    for (const cur of Object.keys(USD_RATES)) drift[cur] = cur === "USD" ? 1 : 1 + (ctx.rand() - 0.5) * 0.008;
    for (const from of BILLING_CURRENCIES) {
      for (const to of Object.keys(USD_RATES)) {
        if (from === to) continue;
        const rate = (USD_RATES[to] * drift[to]) / (USD_RATES[from] * drift[from]);
        fxRows.push({
          fromCurrency: from,
          toCurrency: to,
          rate: rate.toFixed(8),
          rateDate,
          createdAt: new Date(rateDate.getTime() + 9.25 * 3_600_000),
        });
      }
    }
  }
  await tx.fxRate.createMany({ data: fxRows });
  count("FxRate", fxRows.length);

  await tx.benefitCatalog.createMany({
    data: BENEFIT_COUNTRIES.map((code) => {
      const required = code === "US" || code === "MX";
      return {
        id: `benefits-${code.toLowerCase()}`,
        countryCode: code,
        isRequired: required,
        layoutInfo: required
          ? `Supplementary health cover is required for employees in ${COUNTRY.get(code)!.name}.`
          : `Offer supplementary benefits to your team in ${COUNTRY.get(code)!.name}.`,
        layoutDescription:
          "Benefits are provided by local insurers through our employer of record and invoiced monthly.",
        layoutOffered:
          code === "US"
            ? ["Medical (PPO)", "Dental", "Vision", "401(k) administration"]
            : ["Private health insurance", "Life insurance", "Pension top-up"],
        layoutCost: code === "US" ? "From 650 USD per employee per month" : "From 3% of annual base salary",
        // The figures the fee quote's supplementary benefits fee is computed from (the text above, as numbers).
        costPercentOfSalary: code === "US" ? null : "3",
        costMonthlyAmount: code === "US" ? "650" : null,
        costCurrency: code === "US" ? "USD" : null,
        layoutAdditional: "Changes take effect from the next payroll month.",
        showBenefitsSelection: code !== "CL",
        typeFormRef: `bnf-${code.toLowerCase()}`,
      };
    }),
  });
  count("BenefitCatalog", BENEFIT_COUNTRIES.length);
}
