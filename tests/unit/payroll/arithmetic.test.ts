/** @jest-environment node */
import { employeeTotals, variance, variancePercent, type ConceptLine } from "@/lib/payroll/schema";
import { formatAmount } from "@/lib/money";

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
