// THE fee and cost-estimate arithmetic (spec 1 section 9 'Fee display'). Pure and decimal.js only: the cost
// panel, the order form and the API (/api/calculator/employer-costs, /api/payroll/invoices/fx-rate) all call it.
//
// - Employer costs: per country rate rows, percent of the annual salary (optionally capped) plus fixed amounts.
// - Monthly base salary = annual / 12; converted to the billing currency with the FX rate when they differ.
// - FX fee: the company's fxConversionPercent of the converted monthly salary and employer costs (only when converting).
// - APD deposit = salary amount x APD percent / 100; Zero Deposit Insurance = the zero-deposit fee of the billing currency.
// - Supplementary benefits fee (spec 1 section 3, switched by the supplementaryBenefitsCost flag): for a country whose
//   benefits the client chose, the catalogue's percent of the annual salary / 12 plus its fixed monthly amount, in the
//   billing currency; null when the flag is off, 0 when no benefits were chosen.
// - Estimated monthly total = management fee + zero-deposit insurance + supplementary benefits fee + converted salary
//   + fx fee + employer cost estimate.
// - One-time total = setup fee + APD. Fees exclude VAT.
// Each line is rounded to its currency's decimals (lib/money) and totals are sums of the rounded lines, so what is
// shown always adds up.
import Decimal from "decimal.js";
import { currencyDecimals, roundForCurrency, toDecimal, type DecimalInput } from "@/lib/money";

/** Amount as a string with exactly the currency's decimals ("44.40", "1320.050", "150000"). */
const out = (value: Decimal, currency: string) => value.toFixed(currencyDecimals(currency));
import type { DepositTypeValue } from "@/lib/hiring/constants";

export type EmployerCostRateInput = {
  description: string;
  percentOfSalary?: DecimalInput | null;
  salaryCap?: DecimalInput | null;
  fixedAmount?: DecimalInput | null;
  currency: string;
};

export type CostLine = { description: string; currency: string; amount: string };

/** 1 `from` = rate `to`. Same currency is always 1; otherwise the caller must have a rate. */
export function convertAmount(
  amount: DecimalInput,
  rate: DecimalInput | null | undefined,
  from: string,
  to: string,
): Decimal {
  if (from.toUpperCase() === to.toUpperCase()) return toDecimal(amount);
  if (rate === null || rate === undefined) throw new Error(`No FX rate ${from}->${to}`);
  return toDecimal(amount).times(toDecimal(rate));
}

/**
 * Annual employer costs of a salary, in the salary's currency. A rate row in another currency (a fixed amount)
 * is converted with `rateTo(rowCurrency)`: 1 row currency = n salary currency.
 */
export function computeEmployerCosts(
  annualSalary: DecimalInput,
  salaryCurrency: string,
  rates: EmployerCostRateInput[],
  rateTo: (currency: string) => DecimalInput | null = () => null,
): { subtotal: string; costs: CostLine[]; currency: string } {
  const salary = toDecimal(annualSalary);
  const costs: CostLine[] = [];
  let subtotal = new Decimal(0);
  for (const row of rates) {
    let amount = new Decimal(0);
    if (row.percentOfSalary !== null && row.percentOfSalary !== undefined) {
      const cap = row.salaryCap !== null && row.salaryCap !== undefined ? toDecimal(row.salaryCap) : null;
      const base = cap && salary.greaterThan(cap) ? cap : salary;
      amount = amount.plus(base.times(toDecimal(row.percentOfSalary)).dividedBy(100));
    }
    if (row.fixedAmount !== null && row.fixedAmount !== undefined) {
      amount = amount.plus(convertAmount(row.fixedAmount, rateTo(row.currency), row.currency, salaryCurrency));
    }
    const rounded = roundForCurrency(amount, salaryCurrency);
    subtotal = subtotal.plus(rounded);
    costs.push({
      description: row.description,
      currency: salaryCurrency.toUpperCase(),
      amount: out(rounded, salaryCurrency),
    });
  }
  return {
    subtotal: out(roundForCurrency(subtotal, salaryCurrency), salaryCurrency),
    costs,
    currency: salaryCurrency.toUpperCase(),
  };
}

export type QuoteInput = {
  annualSalary: DecimalInput;
  salaryCurrency: string;
  billingCurrency: string;
  /** 1 salary currency = fxRate billing currency; required when the currencies differ. */
  fxRate?: DecimalInput | null;
  /** Company fxConversionPercent (percent); applied only when converting. */
  fxConversionPercent?: DecimalInput | null;
  employerCostRates: EmployerCostRateInput[];
  rateTo?: (currency: string) => DecimalInput | null;
  /** Monthly management fee, billing currency. */
  managementFee?: DecimalInput | null;
  /** One-time setup fee, billing currency. */
  setupFee?: DecimalInput | null;
  depositType?: DepositTypeValue | null;
  apdPercent?: DecimalInput | null;
  /** Zero-deposit insurance fee for the billing currency (monthly). */
  zeroDepositFee?: DecimalInput | null;
  /** The chosen benefits' prices (zero when none were chosen); null or absent: the fee is off (no line). */
  supplementaryBenefits?: SupplementaryBenefitsPrice | null;
};

/** A country's benefits price: percent of the annual salary (billed monthly) and/or a fixed monthly amount. */
export type SupplementaryBenefitsPrice = {
  percentOfSalary?: DecimalInput | null;
  monthlyAmount?: DecimalInput | null;
  monthlyAmountCurrency?: string | null;
  /** 1 monthlyAmountCurrency = n billing currency; needed when they differ. */
  monthlyAmountRate?: DecimalInput | null;
};

export type Quote = {
  salaryCurrency: string;
  billingCurrency: string;
  fxRate: string;
  annualSalary: string;
  monthlySalary: string;
  convertedMonthlySalary: string;
  employerCosts: { subtotal: string; costs: CostLine[]; currency: string };
  monthlyEmployerCosts: string;
  convertedMonthlyEmployerCosts: string;
  fxFee: string;
  managementFee: string;
  zeroDepositFee: string;
  /** Monthly, billing currency; null when the supplementaryBenefitsCost flag is off. */
  supplementaryBenefitsFee: string | null;
  /** The fee depends on the salary (a percent of it), so it is pending while the salary is a placeholder. */
  supplementaryBenefitsFeeSalaryBased: boolean;
  setupFee: string;
  depositFee: { calculatedAmount: string; convertedAmount: string };
  estimatedMonthlyTotal: string;
  oneTimeTotal: string;
};

export function computeQuote(input: QuoteInput): Quote {
  const salaryCurrency = input.salaryCurrency.toUpperCase();
  const billing = input.billingCurrency.toUpperCase();
  const converting = salaryCurrency !== billing;
  if (converting && (input.fxRate === null || input.fxRate === undefined))
    throw new Error(`No FX rate ${salaryCurrency}->${billing}`);
  const rate = converting ? toDecimal(input.fxRate) : new Decimal(1);
  const annual = toDecimal(input.annualSalary);
  const inBilling = (value: Decimal) => roundForCurrency(value.times(rate), billing);

  const monthlySalary = roundForCurrency(annual.dividedBy(12), salaryCurrency);
  const convertedMonthlySalary = inBilling(annual.dividedBy(12));

  const employerCosts = computeEmployerCosts(annual, salaryCurrency, input.employerCostRates, input.rateTo);
  const annualCosts = toDecimal(employerCosts.subtotal);
  const monthlyEmployerCosts = roundForCurrency(annualCosts.dividedBy(12), salaryCurrency);
  const convertedMonthlyEmployerCosts = inBilling(annualCosts.dividedBy(12));

  const fxPercent = converting ? toDecimal(input.fxConversionPercent ?? 0) : new Decimal(0);
  const fxFee = roundForCurrency(
    convertedMonthlySalary.plus(convertedMonthlyEmployerCosts).times(fxPercent).dividedBy(100),
    billing,
  );

  const managementFee = roundForCurrency(input.managementFee ?? 0, billing);
  const setupFee = roundForCurrency(input.setupFee ?? 0, billing);
  const isZdi = input.depositType === "ZERO_DEPOSIT_INSURANCE";
  const isApd = input.depositType === "ADVANCED_PAYMENT_DEPOSIT";
  const zeroDepositFee = isZdi ? roundForCurrency(input.zeroDepositFee ?? 0, billing) : new Decimal(0);

  const apdPercent = isApd ? toDecimal(input.apdPercent ?? 0) : new Decimal(0);
  const depositCalculated = roundForCurrency(annual.times(apdPercent).dividedBy(100), salaryCurrency);
  const depositConverted = inBilling(annual.times(apdPercent).dividedBy(100));

  const benefits = input.supplementaryBenefits ?? null;
  const benefitsPercent = toDecimal(benefits?.percentOfSalary ?? 0);
  const benefitsFee = benefits
    ? roundForCurrency(
        annual
          .times(benefitsPercent)
          .dividedBy(100)
          .dividedBy(12)
          .times(rate)
          .plus(
            benefits.monthlyAmount !== null && benefits.monthlyAmount !== undefined
              ? convertAmount(
                  benefits.monthlyAmount,
                  benefits.monthlyAmountRate,
                  benefits.monthlyAmountCurrency ?? billing,
                  billing,
                )
              : 0,
          ),
        billing,
      )
    : null;

  const estimatedMonthlyTotal = managementFee
    .plus(zeroDepositFee)
    .plus(benefitsFee ?? 0)
    .plus(convertedMonthlySalary)
    .plus(fxFee)
    .plus(convertedMonthlyEmployerCosts);
  const oneTimeTotal = setupFee.plus(depositConverted);

  const S = (d: Decimal) => out(d, salaryCurrency);
  const B = (d: Decimal) => out(d, billing);
  return {
    salaryCurrency,
    billingCurrency: billing,
    fxRate: rate.toFixed(),
    annualSalary: S(roundForCurrency(annual, salaryCurrency)),
    monthlySalary: S(monthlySalary),
    convertedMonthlySalary: B(convertedMonthlySalary),
    employerCosts,
    monthlyEmployerCosts: S(monthlyEmployerCosts),
    convertedMonthlyEmployerCosts: B(convertedMonthlyEmployerCosts),
    fxFee: B(fxFee),
    managementFee: B(managementFee),
    zeroDepositFee: B(zeroDepositFee),
    supplementaryBenefitsFee: benefitsFee ? B(benefitsFee) : null,
    supplementaryBenefitsFeeSalaryBased: benefitsFee !== null && !benefitsPercent.isZero(),
    setupFee: B(setupFee),
    depositFee: { calculatedAmount: S(depositCalculated), convertedAmount: B(depositConverted) },
    estimatedMonthlyTotal: B(roundForCurrency(estimatedMonthlyTotal, billing)),
    oneTimeTotal: B(roundForCurrency(oneTimeTotal, billing)),
  };
}

/** Picks the amount for a currency from the company's per-currency fee list (upsell fee data). */
export function feeForCurrency(list: { currency: string; amount: DecimalInput }[], currency: string): string | null {
  const hit = list.find((f) => f.currency.toUpperCase() === currency.toUpperCase());
  return hit ? toDecimal(hit.amount).toFixed() : null;
}

/** Inverse rate when only the opposite direction is stored (1 / rate), kept to 8 places like FxRate. */
export function invertRate(rate: DecimalInput): string {
  return new Decimal(1).dividedBy(toDecimal(rate)).toDecimalPlaces(8, Decimal.ROUND_HALF_UP).toFixed();
}

/**
 * Spec 1 section 9 computes a quote on a placeholder salary of 1 while none is entered. Such a quote's
 * salary-derived lines (salary, employer costs, FX fee, APD deposit) are not the employee's costs, so screens show
 * them as pending and total only what does not depend on the salary.
 */
export function isSalaryEntered(amount: DecimalInput | null | undefined): boolean {
  if (amount === null || amount === undefined || amount === "") return false;
  try {
    return toDecimal(amount).greaterThan(0);
  } catch {
    return false;
  }
}

/** Totals of a quote without its salary-derived lines: monthly = management fee + zero-deposit insurance (+ a fixed
 *  supplementary benefits fee), one-time = setup fee. */
export function salaryFreeTotals(quote: Quote): { monthly: string; oneTime: string } {
  const b = quote.billingCurrency;
  const benefits = quote.supplementaryBenefitsFeeSalaryBased ? 0 : (quote.supplementaryBenefitsFee ?? 0);
  return {
    monthly: out(toDecimal(quote.managementFee).plus(toDecimal(quote.zeroDepositFee)).plus(toDecimal(benefits)), b),
    oneTime: out(toDecimal(quote.setupFee), b),
  };
}
