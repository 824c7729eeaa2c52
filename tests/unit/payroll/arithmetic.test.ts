/** @jest-environment node */
import { employeeTotals, variance, variancePercent, type ConceptLine } from "@/lib/payroll/schema";
import { formatAmount } from "@/lib/money";
import { employeeVariances } from "@/lib/payroll/bill-employees";

describe("[PAYROLL] totals arithmetic (spec 2 section 9)", () => {
  const I = (concept: string, value: string | number): ConceptLine => ({ concept, applicationType: "Income", value });
  const D = (concept: string, value: string | number): ConceptLine => ({
    concept,
    applicationType: "Deduction",
    value,
  });
  const C = (concept: string, value: string | number): ConceptLine => ({
    concept,
    applicationType: "Contribution",
    value,
  });
  it.each<[string, ConceptLine[], Record<string, string>]>([
    [
      "empty",
      [],
      { gross: "0.0000", deductions: "0.0000", taxableGross: "0.0000", net: "0.0000", totalCost: "0.0000" },
    ],
    [
      "income only",
      [I("Base Salary", "3,000.50")],
      { gross: "3000.5000", deductions: "0.0000", taxableGross: "3000.5000", net: "3000.5000", totalCost: "3000.5000" },
    ],
    [
      "salary deduction to gross is not a deduction",
      [
        I("Base Salary", 3000),
        I("Overtime", 200),
        D("Salary Deduction to Gross", 150),
        D("Income Tax", "600.25"),
        C("Pension ER", 100),
        C("Social Security ER", 400),
      ],
      {
        gross: "3200.0000",
        deductions: "600.2500",
        taxableGross: "3050.0000",
        net: "2449.7500",
        totalCost: "3700.0000",
      },
    ],
    [
      "negative values",
      [I("Base Salary", "-100"), D("Income Tax", "-10")],
      {
        gross: "-100.0000",
        deductions: "-10.0000",
        taxableGross: "-100.0000",
        net: "-90.0000",
        totalCost: "-100.0000",
      },
    ],
    [
      "thousands commas stripped",
      [I("Bonus", "1,234,567.8912")],
      {
        gross: "1234567.8912",
        deductions: "0.0000",
        taxableGross: "1234567.8912",
        net: "1234567.8912",
        totalCost: "1234567.8912",
      },
    ],
  ])("%s", (_name, lines, expected) => {
    expect(employeeTotals(lines)).toEqual(expected);
  });

  it.each<[number, number, number]>([
    [0, 0, 0],
    [100, 0, 100],
    [0, 100, -100],
    [110, 100, 10],
    [90, 100, -10],
    [1, 3, -66.67],
    [2, 3, -33.33],
    [-50, -100, 50],
    [100, -100, 200],
  ])("variance percent of %d against %d is %d", (current, previous, pct) => {
    expect(variancePercent(current, previous)).toBe(pct);
  });

  it("variance is this cycle minus the previous", () => {
    expect(variance(1100, 1000)).toEqual({ previous: 1000, variance: 100, variancePercentage: 10 });
  });

  it.each([
    ["1234.5", "1,234.50"],
    ["-1234.5", "(1,234.50)"],
    ["0", "0.00"],
    ["0.005", "0.01"],
  ])("amount %s shows as %s", (value, text) => expect(formatAmount(value)).toBe(text));
});

describe("[PAYROLL] bill variance arithmetic (exact, as variancePercent)", () => {
  const zeros = { salary: "0.0000", allowance: "0.0000", variablePay: "0.0000", expenses: "0.0000" };
  const totalsOf = (salary: string, erContribution = "0.0000") => {
    const rest = { pensionContribution: "0.0000", benefitContribution: "0.0000", socialCosts: "0.0000" };
    return { ...zeros, ...rest, salary, eeDeductions: "0.0000", erContribution, total: salary };
  };
  const previousOf = (salary: string | null) => ({
    ...Object.fromEntries(Object.keys(zeros).map((k) => [k, salary === null ? null : "0.0000"])),
    salary,
    pensionContribution: null,
    benefitContribution: null,
    socialCosts: null,
    erContribution: null,
  });

  it.each([
    ["1100.0000", "1000.0000", "1000.0000", "100.0000", 10],
    ["0.0000", "250.5000", "250.5000", "-250.5000", -100],
    ["10.0000", null, "0.0000", "10.0000", 100],
    ["0.0000", null, "0.0000", "0.0000", 0],
    ["100.5025", "100.0000", "100.0000", "0.5025", 0.5], // 0.5025% rounds to 0.50
    ["100.0050", "100.0000", "100.0000", "0.0050", 0.01], // 0.005% is a tie: half away from zero, as round() in SQL
    ["99.9950", "100.0000", "100.0000", "-0.0050", -0.01],
    ["-50.0000", "-100.0000", "-100.0000", "50.0000", 50], // over |previous|
  ])("salary %s against %s", (current, previous, shownPrevious, change, percent) => {
    const { salary } = employeeVariances(totalsOf(current), previousOf(previous));
    expect(salary).toEqual({ previous: shownPrevious, variance: change, variancePercentage: percent });
  });

  it("stays exact past ten million, where it switches to bigint arithmetic", () => {
    const large = employeeVariances(totalsOf("98765431234.5678"), previousOf("98765430000.0001"));
    expect(large.salary).toEqual({ previous: "98765430000.0001", variance: "1234.5677", variancePercentage: 0 });
    expect(employeeVariances(totalsOf("20000000.0000"), previousOf("10000000.0000")).salary.variancePercentage).toBe(
      100,
    );
  });

  it("derives the previous total from its parts", () => {
    const prev = { ...previousOf("1000.0000"), erContribution: "200.0000" };
    const { total } = employeeVariances(totalsOf("1100.0000", "200.0000"), prev);
    expect(total.previous).toBe("1200.0000");
  });
});
