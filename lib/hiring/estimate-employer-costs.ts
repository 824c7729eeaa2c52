import "server-only";
import type { z } from "zod";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { defaultCurrencyForCountry } from "@/lib/employees/salary-currency";
import { computeEmployerCosts, feeForCurrency, type Quote } from "@/lib/hiring/fees";
import type { ZEmployerCostsQuery } from "@/lib/hiring/schema";
import { buildQuote, employerCostRates, rateResolver } from "@/lib/hiring/build-quote";
import { getCompanyFees, type CompanyFees } from "@/lib/hiring/get-company-fees";

/** GET /api/calculator/employer-costs. With a companyId, missing fees come from the company's fee data. */
export async function estimateEmployerCosts(actor: Actor, query: z.output<typeof ZEmployerCostsQuery>) {
  const country = await db.country.findUnique({ where: { code: query.countryCode } });
  if (!country) throw new AppError("NOT_FOUND", "Country not found");
  const currency = query.currencyCode ?? defaultCurrencyForCountry(country.code, country.currency);
  const rates = await employerCostRates(country.code);
  const employerCosts = computeEmployerCosts(
    query.annualSalary || 1,
    currency,
    rates,
    await rateResolver(rates, currency),
  );
  let quote: Quote | null = null;
  if (query.billingCurrency || query.companyId) {
    let fees: CompanyFees | null = null;
    if (query.companyId) fees = await getCompanyFees(actor, query.companyId);
    const billing = query.billingCurrency ?? currency;
    quote = (
      await buildQuote({
        countryCode: country.code,
        annualSalary: query.annualSalary,
        salaryCurrency: currency,
        billingCurrency: billing,
        companyId: query.companyId,
        fxPricing: query.fxPricing,
        managementFee:
          query.managementFee ??
          (query.managementPricing === "none" ? 0 : fees ? feeForCurrency(fees.managementFee, billing) : 0),
        setupFee: query.setupFee ?? (fees ? feeForCurrency(fees.setupFee, billing) : 0),
        depositType: query.depositType ?? fees?.depositType ?? null,
        apdPercent: query.apdPercent ?? fees?.advancedPaymentDepositPercent ?? null,
        zeroDepositFee: query.zeroDepositFee ?? (fees ? feeForCurrency(fees.zeroDepositInsuranceFee, billing) : 0),
      })
    ).quote;
  }
  return {
    countryCode: country.code,
    countryName: country.name,
    currency,
    annualSalary: String(query.annualSalary || 1),
    employerCosts,
    quote,
  };
}
