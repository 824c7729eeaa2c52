/** @jest-environment node */
// The fee arithmetic of spec 1 section 9, table-driven, including 0- and 3-decimal currencies.
import {
  computeEmployerCosts,
  computeQuote,
  convertAmount,
  feeForCurrency,
  invertRate,
  isSalaryEntered,
  salaryFreeTotals,
} from "@/lib/hiring/fees";
import { defaultCurrencyForCountry } from "@/lib/employees/salary-currency";

describe("[HIRING] employer costs", () => {
  it.each([
    // salary, currency, rows, subtotal, line amounts
    ["60000", "EUR", [{ description: "Pension", percentOfSalary: "9.3", currency: "EUR" }], "5580.00", ["5580.00"]],
    [
      "100000",
      "EUR",
      [{ description: "Capped", percentOfSalary: "10", salaryCap: "80000", currency: "EUR" }],
      "8000.00",
      ["8000.00"],
    ],
    ["1000000", "JPY", [{ description: "Health", percentOfSalary: "4.95", currency: "JPY" }], "49500", ["49500"]],
    ["12345678", "CLP", [{ description: "AFP", percentOfSalary: "0.5", currency: "CLP" }], "61728", ["61728"]],
    [
      "10000.5",
      "KWD",
      [
        { description: "PIFSS", percentOfSalary: "11.5", currency: "KWD" },
        { description: "Fixed", fixedAmount: "7.1234", currency: "KWD" },
      ],
      "1157.181",
      ["1150.058", "7.123"],
    ],
  ])("%s %s", (salary, currency, rows, subtotal, lines) => {
    const result = computeEmployerCosts(salary, currency, rows);
    expect(result.subtotal).toBe(subtotal);
    expect(result.costs.map((c) => c.amount)).toEqual(lines);
  });

  it("converts a fixed amount in another currency, and refuses without a rate", () => {
    const rows = [{ description: "Fixed", fixedAmount: "100", currency: "USD" }];
    expect(computeEmployerCosts("1", "EUR", rows, () => "0.9").subtotal).toBe("90.00");
    expect(() => computeEmployerCosts("1", "EUR", rows)).toThrow("No FX rate USD->EUR");
  });
});

describe("[HIRING] quote (fee display)", () => {
  const rates = [{ description: "Social security", percentOfSalary: "20", currency: "EUR" }];

  it.each([
    {
      name: "same currency, APD 15 %",
      input: {
        annualSalary: "60000",
        salaryCurrency: "EUR",
        billingCurrency: "EUR",
        managementFee: "549",
        setupFee: "460",
        depositType: "ADVANCED_PAYMENT_DEPOSIT" as const,
        apdPercent: "15",
        zeroDepositFee: "89",
        fxConversionPercent: "2",
      },
      expect: {
        monthlySalary: "5000.00",
        convertedMonthlySalary: "5000.00",
        convertedMonthlyEmployerCosts: "1000.00",
        fxFee: "0.00",
        zeroDepositFee: "0.00",
        depositFee: { calculatedAmount: "9000.00", convertedAmount: "9000.00" },
        estimatedMonthlyTotal: "6549.00",
        oneTimeTotal: "9460.00",
      },
    },
    {
      name: "EUR salary billed in USD with ZDI and 2 % FX fee",
      input: {
        annualSalary: "60000",
        salaryCurrency: "EUR",
        billingCurrency: "USD",
        fxRate: "1.1",
        managementFee: "599",
        setupFee: "500",
        depositType: "ZERO_DEPOSIT_INSURANCE" as const,
        zeroDepositFee: "99",
        fxConversionPercent: "2",
      },
      // 5000 EUR -> 5500 USD; costs 1000 EUR -> 1100 USD; fx fee 2 % of 6600 = 132
      expect: {
        convertedMonthlySalary: "5500.00",
        convertedMonthlyEmployerCosts: "1100.00",
        fxFee: "132.00",
        zeroDepositFee: "99.00",
        depositFee: { calculatedAmount: "0.00", convertedAmount: "0.00" },
        estimatedMonthlyTotal: "7430.00",
        oneTimeTotal: "500.00",
      },
    },
    {
      name: "JPY salary (0 decimals) billed in USD, APD 10 %",
      input: {
        annualSalary: "6000000",
        salaryCurrency: "JPY",
        billingCurrency: "USD",
        fxRate: "0.0067",
        depositType: "ADVANCED_PAYMENT_DEPOSIT" as const,
        apdPercent: "10",
        employerCostRates: [],
      },
      expect: {
        monthlySalary: "500000",
        convertedMonthlySalary: "3350.00",
        depositFee: { calculatedAmount: "600000", convertedAmount: "4020.00" },
        estimatedMonthlyTotal: "3350.00",
        oneTimeTotal: "4020.00",
      },
    },
    {
      name: "USD salary billed in KWD (3 decimals)",
      input: {
        annualSalary: "100000",
        salaryCurrency: "USD",
        billingCurrency: "KWD",
        fxRate: "0.30712",
        managementFee: "150.5",
        employerCostRates: [],
      },
      // 8333.3333 x 0.30712 = 2559.3333
      expect: {
        convertedMonthlySalary: "2559.333",
        managementFee: "150.500",
        estimatedMonthlyTotal: "2709.833",
        oneTimeTotal: "0.000",
      },
    },
  ])("$name", ({ input, expect: expected }) => {
    const quote = computeQuote({ employerCostRates: rates, ...input });
    expect(quote).toMatchObject(expected);
  });

  it("needs a rate when the currencies differ", () => {
    expect(() =>
      computeQuote({ annualSalary: "1", salaryCurrency: "EUR", billingCurrency: "USD", employerCostRates: [] }),
    ).toThrow("No FX rate EUR->USD");
  });

  it("converts, inverts and picks fees per currency", () => {
    expect(convertAmount("100", null, "EUR", "eur").toFixed()).toBe("100");
    expect(convertAmount("100", "1.1", "EUR", "USD").toFixed()).toBe("110");
    expect(invertRate("0.5")).toBe("2");
    expect(invertRate("3")).toBe("0.33333333");
    expect(feeForCurrency([{ currency: "EUR", amount: "549" }], "eur")).toBe("549");
    expect(feeForCurrency([{ currency: "EUR", amount: "549" }], "USD")).toBeNull();
  });

  it("applies the country currency overrides", () => {
    expect(["HR", "CH", "SV", "UY", "CL", "DE"].map((c) => defaultCurrencyForCountry(c, "XXX"))).toEqual([
      "EUR",
      "CHF",
      "USD",
      "UYU",
      "CLP",
      "XXX",
    ]);
  });
});

describe("[HIRING] quote on the placeholder salary (finding 9)", () => {
  it("knows whether a salary was entered", () => {
    expect([null, undefined, "", "0", 0, "-5", "abc"].map((v) => isSalaryEntered(v as never))).toEqual(
      Array(7).fill(false),
    );
    expect([1, "60000", "0.01"].map((v) => isSalaryEntered(v))).toEqual([true, true, true]);
  });

  it("totals only what does not depend on the salary", () => {
    const quote = computeQuote({
      annualSalary: "1",
      salaryCurrency: "EUR",
      billingCurrency: "USD",
      fxRate: "1.1",
      fxConversionPercent: "2",
      employerCostRates: [{ description: "Pension insurance", percentOfSalary: "9.3", currency: "EUR" }],
      managementFee: "549",
      setupFee: "460",
      depositType: "ZERO_DEPOSIT_INSURANCE",
      zeroDepositFee: "89.1",
    });
    // The placeholder makes a few cents of salary and costs that must not be added to what the client sees.
    expect(quote.estimatedMonthlyTotal).not.toBe("638.10");
    expect(salaryFreeTotals(quote)).toEqual({ monthly: "638.10", oneTime: "460.00" });
  });
});

describe("[spec 1 §3] supplementary benefits fee", () => {
  const base = {
    annualSalary: "60000",
    salaryCurrency: "EUR",
    billingCurrency: "EUR",
    employerCostRates: [],
    managementFee: "549",
  };

  it("a percent of the annual salary, billed monthly, is added to the monthly total; it is pending on a placeholder", () => {
    const quote = computeQuote({ ...base, supplementaryBenefits: { percentOfSalary: "3" } });
    // 60,000 x 3% / 12 = 150.00
    expect(quote.supplementaryBenefitsFee).toBe("150.00");
    expect(quote.supplementaryBenefitsFeeSalaryBased).toBe(true);
    expect(quote.estimatedMonthlyTotal).toBe("5699.00"); // 5,000 salary + 549 + 150
    const placeholder = computeQuote({ ...base, annualSalary: "1", supplementaryBenefits: { percentOfSalary: "3" } });
    expect(salaryFreeTotals(placeholder).monthly).toBe("549.00");
  });

  it("a fixed monthly amount in another currency is converted to the billing currency and is salary-free", () => {
    const quote = computeQuote({
      ...base,
      supplementaryBenefits: { monthlyAmount: "650", monthlyAmountCurrency: "USD", monthlyAmountRate: "0.9" },
    });
    expect(quote.supplementaryBenefitsFee).toBe("585.00");
    expect(quote.supplementaryBenefitsFeeSalaryBased).toBe(false);
    expect(salaryFreeTotals(quote).monthly).toBe("1134.00"); // 549 + 585
  });

  it("no benefits chosen: zero; the flag off (no price given): null and not in the total", () => {
    expect(computeQuote({ ...base, supplementaryBenefits: {} }).supplementaryBenefitsFee).toBe("0.00");
    const off = computeQuote({ ...base, supplementaryBenefits: null });
    expect(off.supplementaryBenefitsFee).toBeNull();
    expect(off.estimatedMonthlyTotal).toBe("5549.00");
  });
});
