// One quote (fees, deposit, employer costs, FX) for the estimate panel, the order form and the calculator API.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { toDecimal } from "@/lib/money";
import { defaultCurrencyForCountry } from "@/lib/employees/salary-currency";
import {
  computeQuote,
  type EmployerCostRateInput,
  type Quote,
  type SupplementaryBenefitsPrice,
} from "@/lib/hiring/fees";
import { findFxRate } from "@/lib/hiring/get-fx-rate";
import type { SeatDto } from "@/lib/hiring/seat-dto";
import { getBenefitsPrice } from "@/lib/benefits/get-benefits-price";
import { supplementaryBenefitsCostOn } from "@/lib/benefits/supplementary-cost-flag";

export async function employerCostRates(countryCode: string): Promise<EmployerCostRateInput[]> {
  const rows = await db.employerCostRate.findMany({ where: { countryCode }, orderBy: { position: "asc" } });
  return rows.map((r) => ({
    description: r.description,
    percentOfSalary: r.percentOfSalary?.toString() ?? null,
    salaryCap: r.salaryCap?.toString() ?? null,
    fixedAmount: r.fixedAmount?.toString() ?? null,
    currency: r.currency,
  }));
}

/** Rates for the fixed amounts of the cost rows (row currency -> salary currency). */
export async function rateResolver(rates: EmployerCostRateInput[], salaryCurrency: string) {
  const map = new Map<string, string | null>();
  for (const r of rates) {
    const c = r.currency.toUpperCase();
    if (r.fixedAmount === null || r.fixedAmount === undefined || c === salaryCurrency || map.has(c)) continue;
    map.set(c, (await findFxRate(c, salaryCurrency))?.rate ?? null);
  }
  return (currency: string) => map.get(currency.toUpperCase()) ?? null;
}

/** The supplementary benefits the client chose for the country, priced for the quote; null with the flag off. */
async function benefitsFor(
  countryCode: string,
  companyId: string | null | undefined,
  billingCurrency: string,
): Promise<SupplementaryBenefitsPrice | null> {
  if (!supplementaryBenefitsCostOn()) return null;
  const price = await getBenefitsPrice(countryCode, companyId ?? null);
  const currency = (price.currency ?? billingCurrency).toUpperCase();
  let monthlyAmountRate: string | null = null;
  if (price.monthlyAmount !== null && currency !== billingCurrency) {
    const fx = await findFxRate(currency, billingCurrency);
    if (!fx) throw new AppError("UNPROCESSABLE", `No exchange rate from ${currency} to ${billingCurrency}`);
    monthlyAmountRate = fx.rate;
  }
  return {
    percentOfSalary: price.percentOfSalary,
    monthlyAmount: price.monthlyAmount,
    monthlyAmountCurrency: currency,
    monthlyAmountRate,
  };
}

export type QuoteParams = {
  countryCode: string;
  annualSalary: number | string;
  salaryCurrency?: string | null;
  billingCurrency?: string | null;
  companyId?: string | null;
  fxPricing?: "standard" | "none";
  managementFee?: string | number | null;
  setupFee?: string | number | null;
  depositType?: string | null;
  apdPercent?: string | number | null;
  zeroDepositFee?: string | number | null;
};

/** One quote for the panel, the order form and the calculator API. */
export async function buildQuote(
  params: QuoteParams,
): Promise<{ quote: Quote; countryName: string; fxRateDate: string | null }> {
  const country = await db.country.findUnique({ where: { code: params.countryCode.toUpperCase() } });
  if (!country) throw new AppError("NOT_FOUND", "Country not found");
  const salaryCurrency = (
    params.salaryCurrency || defaultCurrencyForCountry(country.code, country.currency)
  ).toUpperCase();
  const billingCurrency = (params.billingCurrency || salaryCurrency).toUpperCase();
  const rates = await employerCostRates(country.code);
  const fx = await findFxRate(salaryCurrency, billingCurrency);
  if (!fx) throw new AppError("UNPROCESSABLE", `No exchange rate from ${salaryCurrency} to ${billingCurrency}`);
  let fxPercent: string | number = 0;
  if (params.companyId && params.fxPricing !== "none") {
    const company = await db.company.findUnique({
      where: { id: params.companyId },
      select: { fxConversionPercent: true },
    });
    fxPercent = company ? toDecimal(company.fxConversionPercent).toFixed() : 0;
  }
  const quote = computeQuote({
    annualSalary: params.annualSalary || 1, // spec 1 section 9: an empty salary amount defaults to 1
    salaryCurrency,
    billingCurrency,
    fxRate: fx.rate,
    fxConversionPercent: fxPercent,
    employerCostRates: rates,
    rateTo: await rateResolver(rates, salaryCurrency),
    managementFee: params.managementFee ?? 0,
    setupFee: params.setupFee ?? 0,
    depositType: (params.depositType as never) ?? null,
    apdPercent: params.apdPercent ?? 0,
    zeroDepositFee: params.zeroDepositFee ?? 0,
    supplementaryBenefits: await benefitsFor(country.code, params.companyId, billingCurrency),
  });
  return { quote, countryName: country.name, fxRateDate: fx.rateDate };
}

/** The quote of a seat as its order form shows it. */
export async function quoteForSeat(seat: SeatDto) {
  const p = seat.employeeProfile;
  const salaryAmount = p?.annualBaseSalaryAmount ?? seat.annualBaseSalary?.amount ?? "1";
  const salaryCurrency = p?.annualBaseSalaryCurrency ?? seat.annualBaseSalary?.currency ?? null;
  try {
    return await buildQuote({
      countryCode: seat.countryCode,
      annualSalary: salaryAmount,
      salaryCurrency,
      billingCurrency: seat.billingCurrency,
      companyId: seat.companyId,
      managementFee: p?.managementFeeAmount ?? 0,
      setupFee: p?.setupFeeAmount ?? 0,
      depositType: p?.depositType ?? null,
      apdPercent: p?.advancedPaymentDepositPercentage ?? 0,
      zeroDepositFee: p?.zeroDepositFee ?? 0,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "UNPROCESSABLE") return null;
    throw error;
  }
}
