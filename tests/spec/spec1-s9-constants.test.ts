/** @jest-environment node */
// Spec 1 section 9 'Business constants and limits': the lists, limits and the fee arithmetic (lib/hiring/fees.ts
// computeQuote, the one computation behind the cost panel, the order form and /api/calculator/employer-costs).
// Pure: no database.
import { ALLOWED_DOCUMENT_TYPES, MAX_DOCUMENT_BYTES } from "@/lib/documents/schema";
import { CLAUSE_CATEGORIES } from "@/lib/contracts/amendments/clauses";
import { DEPARTMENTS } from "@/lib/account/managers/schema";
import { currencyDecimals } from "@/lib/money";
import { computeQuote, feeForCurrency } from "@/lib/hiring/fees";
import {
  ADMIN_MIN_START_BUSINESS_DAYS,
  APD_PERCENT_CHOICES,
  BILLING_CURRENCIES,
  DEPOSIT_TYPE_LABELS,
  DOCUMENTATION_NOTE_BUSINESS_DAYS,
  EMPLOYEE_TYPE_LABELS,
  HIRE_TYPES,
  HOLIDAY_TYPE_LABELS,
  LOCATION_OF_WORK_LABELS,
  OVERALL_TIME_FRAME,
  SALARY_INPUT_DELAY_MS,
  SETUP_FEE_STRUCTURE_LABELS,
  SUPPLEMENTARY_BENEFITS_ANSWERS,
  TIME_FRAMES,
  UPLOAD_MAX_BYTES,
} from "@/lib/hiring/constants";
import { defaultCurrencyForCountry } from "@/lib/employees/salary-currency";
import { minAdminStartDate, needsDocumentationNote, payrollGuaranteedNextMonth } from "@/lib/hiring/dates";
import { ZEmployerCostsQuery, ZProfileStage2 } from "@/lib/hiring/schema";
import { showsPayrollCutoffNotice } from "@/lib/employees/edit-schema";
import { parsed } from "./support";

describe("[spec 1 §9] lists", () => {
  it("[spec 1 §9] billing currencies USD, EUR, GBP, CAD, SEK; deposit percentages 10, 15, 20, Other", () => {
    expect([...BILLING_CURRENCIES]).toEqual(["USD", "EUR", "GBP", "CAD", "SEK"]);
    expect([...APD_PERCENT_CHOICES]).toEqual(["10", "15", "20", "other"]);
  });

  it("[spec 1 §9] employee types EOR, PEO, Virtual Employer; setup fee structures per employee, per country; hire types employee, contractor, peo", () => {
    expect(Object.values(EMPLOYEE_TYPE_LABELS)).toEqual(["EOR", "PEO", "Virtual Employer"]);
    expect(Object.values(SETUP_FEE_STRUCTURE_LABELS).map((s) => s.toLowerCase())).toEqual([
      "per employee",
      "per country",
    ]);
    expect([...HIRE_TYPES]).toEqual(["employee", "contractor", "peo"]);
  });

  it("[spec 1 §9] deposit types None, No Deposit, Zero Deposit Insurance, Advanced Payment Deposit (APD)", () => {
    expect(Object.values(DEPOSIT_TYPE_LABELS)).toEqual([
      "None",
      "No Deposit",
      "Zero Deposit Insurance",
      "Advanced Payment Deposit (APD)",
    ]);
  });

  it("[spec 1 §9] departments: Design, Engineering, Finance, Human Resources, Legal, Management, Marketing, Operations, Product, Sales, Other", () => {
    expect([...DEPARTMENTS]).toEqual([
      "Design",
      "Engineering",
      "Finance",
      "Human Resources",
      "Legal",
      "Management",
      "Marketing",
      "Operations",
      "Product",
      "Sales",
      "Other",
    ]);
  });

  it("[spec 1 §9] holiday types including or excluding public holidays, or unlimited; supplementary benefits yes, no, unknown", () => {
    expect(Object.values(HOLIDAY_TYPE_LABELS).map((s) => s.toLowerCase())).toEqual([
      "yearly allowance including public holidays",
      "yearly allowance excluding public holidays",
      "unlimited",
    ]);
    expect([...SUPPLEMENTARY_BENEFITS_ANSWERS]).toEqual(["yes", "no", "unknown"]);
  });

  it("[spec 1 §9] location of work: Home office or Corporate office", () => {
    expect(Object.values(LOCATION_OF_WORK_LABELS)).toEqual(["Home office", "Corporate office"]);
  });

  it("[spec 1 §9] 18 contract clause categories, from start date through other", () => {
    expect(CLAUSE_CATEGORIES).toHaveLength(18);
    expect(CLAUSE_CATEGORIES[0]).toBe("Start date");
    expect(CLAUSE_CATEGORIES[17]).toBe("Other");
  });

  it("[spec 1 §9] default currency overrides: Croatia EUR, Switzerland CHF, El Salvador USD, Uruguay UYU, Chile CLP", () => {
    expect(defaultCurrencyForCountry("HR", "HRK")).toBe("EUR");
    expect(defaultCurrencyForCountry("CH", "EUR")).toBe("CHF");
    expect(defaultCurrencyForCountry("SV", "SVC")).toBe("USD");
    expect(defaultCurrencyForCountry("UY", "USD")).toBe("UYU");
    expect(defaultCurrencyForCountry("CL", "USD")).toBe("CLP");
    expect(defaultCurrencyForCountry("DE", "EUR")).toBe("EUR");
  });

  it("[spec 1 §9] currency decimals: 0 for JPY, KRW, CLP; 3 for BHD, JOD, KWD; otherwise 2", () => {
    for (const c of ["JPY", "KRW", "CLP"]) expect(currencyDecimals(c)).toBe(0);
    for (const c of ["BHD", "JOD", "KWD"]) expect(currencyDecimals(c)).toBe(3);
    for (const c of ["EUR", "USD", "GBP", "SEK"]) expect(currencyDecimals(c)).toBe(2);
  });
});

describe("[spec 1 §9] limits and timing", () => {
  it("[spec 1 §9] upload maximum 15 MB (15728640 bytes) for images, pdf and word documents", () => {
    expect(MAX_DOCUMENT_BYTES).toBe(15728640);
    expect(UPLOAD_MAX_BYTES).toBe(15728640);
    expect(Object.keys(ALLOWED_DOCUMENT_TYPES)).toEqual(
      expect.arrayContaining(["application/pdf", "image/jpeg", "image/png", "application/msword"]),
    );
  });

  it("[spec 1 §9] minimum start date 3 business days ahead; 13 business days threshold for the warning note", () => {
    expect(ADMIN_MIN_START_BUSINESS_DAYS).toBe(3);
    expect(DOCUMENTATION_NOTE_BUSINESS_DAYS).toBe(13);
    const friday = new Date(2031, 0, 3);
    expect(minAdminStartDate(friday, [0, 6]).getDate()).toBe(8); // Mon 6, Tue 7, Wed 8
    expect(needsDocumentationNote("2031-01-17", friday, [0, 6])).toBe(true); // 10 business days
    expect(needsDocumentationNote("2031-01-23", friday, [0, 6])).toBe(false); // 14 business days
  });

  it("[spec 1 §9] salary input delay 500 ms; empty salary amount defaults to 1", () => {
    expect(SALARY_INPUT_DELAY_MS).toBe(500);
    expect(parsed(ZEmployerCostsQuery, { countryCode: "DE" }).annualSalary).toBe(1);
  });

  it("[spec 1 §9] time frame copy: overall 10-15 business days; setup 2; contract 3-5; compliance 2-3; invoicing 2-3; payroll 2", () => {
    expect(OVERALL_TIME_FRAME).toBe("10-15 business days");
    expect(TIME_FRAMES.map((t) => [t.step, t.days])).toEqual([
      ["Setup", "2 business days"],
      ["Contract", "3-5 business days"],
      ["Compliance", "2-3 business days"],
      ["Invoicing", "2-3 business days"],
      ["Payroll", "2 business days"],
    ]);
  });

  it("[spec 1 §9] payroll is guaranteed next month if the start or signature is after the 15th", () => {
    expect(payrollGuaranteedNextMonth(new Date(2031, 0, 15))).toBe(false);
    expect(payrollGuaranteedNextMonth(new Date(2031, 0, 16))).toBe(true);
  });

  it("[spec 1 §9] bank or address changes show the payroll cutoff notice on days 6 to 31 of the month", () => {
    expect(showsPayrollCutoffNotice(["iban"], new Date(2031, 0, 5))).toBe(false);
    expect(showsPayrollCutoffNotice(["iban"], new Date(2031, 0, 6))).toBe(true);
    expect(showsPayrollCutoffNotice(["privateAddress"], new Date(2031, 0, 31))).toBe(true);
    expect(showsPayrollCutoffNotice(["jobTitle"], new Date(2031, 0, 20))).toBe(false);
  });

  it("[spec 1 §9] unlimited time off sets 0 days", () => {
    const stage2 = parsed(ZProfileStage2, {
      jobTitle: "Engineer",
      jobDescription: "Builds",
      annualBaseSalaryAmount: 60000,
      annualBaseSalaryCurrency: "EUR",
      locationOfWorkType: "HOME_OFFICE",
      locationOfWorkCity: "Berlin",
      holidayEntitlementType: "UNLIMITED",
      holidayEntitlementDays: 30,
      hasSupplementaryBenefits: "no",
    });
    expect(stage2.holidayEntitlementDays).toBe(0);
  });
});

describe("[spec 1 §9] fee display", () => {
  const base = {
    annualSalary: "60000",
    salaryCurrency: "EUR",
    billingCurrency: "EUR",
    employerCostRates: [{ description: "Social security", percentOfSalary: "20", currency: "EUR" }],
    managementFee: "549",
    setupFee: "460",
  };

  it("[spec 1 §9] the monthly base salary is the annual divided by 12", () => {
    expect(computeQuote(base).monthlySalary).toBe("5000.00");
  });

  it("[spec 1 §9] APD deposit is salary amount times APD percent divided by 100; the one-time total is setup fee plus APD", () => {
    const quote = computeQuote({ ...base, depositType: "ADVANCED_PAYMENT_DEPOSIT", apdPercent: "15" });
    expect(quote.depositFee.calculatedAmount).toBe("9000.00");
    expect(quote.oneTimeTotal).toBe("9460.00");
  });

  it("[spec 1 §9] zero deposit uses the zero-deposit fee of the billing currency", () => {
    const fees = [
      { currency: "EUR", amount: "89" },
      { currency: "USD", amount: "99" },
    ];
    expect(feeForCurrency(fees, "usd")).toBe("99");
    const quote = computeQuote({
      ...base,
      depositType: "ZERO_DEPOSIT_INSURANCE",
      zeroDepositFee: feeForCurrency(fees, "EUR"),
    });
    expect(quote.zeroDepositFee).toBe("89.00");
    expect(quote.oneTimeTotal).toBe("460.00");
  });

  it("[spec 1 §9] the estimated total is management fee + zero-deposit insurance + converted salary + fx fee + employer costs", () => {
    const quote = computeQuote({ ...base, depositType: "ZERO_DEPOSIT_INSURANCE", zeroDepositFee: "89" });
    // 549 + 89 + 5000 + 0 (same currency) + 1000 (20% of 60000 / 12)
    expect(quote.convertedMonthlyEmployerCosts).toBe("1000.00");
    expect(quote.fxFee).toBe("0.00");
    expect(quote.estimatedMonthlyTotal).toBe("6638.00");
  });

  it("[spec 1 §9] a billing currency other than the salary's converts the salary with the exchange rate (and charges the FX fee)", () => {
    const quote = computeQuote({ ...base, billingCurrency: "USD", fxRate: "1.1", fxConversionPercent: "2" });
    expect(quote.convertedMonthlySalary).toBe("5500.00");
    expect(quote.convertedMonthlyEmployerCosts).toBe("1100.00");
    expect(quote.fxFee).toBe("132.00"); // 2% of (5500 + 1100)
    expect(quote.estimatedMonthlyTotal).toBe("7281.00"); // 549 + 5500 + 132 + 1100
  });
});
