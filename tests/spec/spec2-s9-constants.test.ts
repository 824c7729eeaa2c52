/** @jest-environment node */
// Spec 2 section 9 'Business constants and limits': the pay report arithmetic (lib/payroll/schema.ts, the pure
// reference of the pipeline's SQL), display rules (lib/money.ts, lib/dates.ts), page sizes and the fixed lists.
// Pure: no database.
import {
  CATEGORY_COLUMNS,
  CYCLE_LABELS,
  DEDUCTION_TO_GROSS,
  employeeTotals,
  PAYROLL_CYCLES,
  variance,
  variancePercent,
  ZGtnListQuery,
  ZPreviewPageQuery,
} from "@/lib/payroll/schema";
import { formatAmount, toDecimal } from "@/lib/money";
import { formatDate } from "@/lib/dates";
import { EXPENSE_CATEGORIES } from "@/lib/expenses/schema";
import { NON_HOLIDAY_LEAVES, OVERTIME_UNITS, TERMINATION_REASONS, YES_NO } from "@/lib/terminations/schema";
import { ARCHIVE_REASONS } from "@/lib/terminations/offboarding/schema";
import {
  CUTOFF_PAGE_SIZES,
  cutoffPeriods,
  defaultCutoffPeriod,
  ZCutoffReportQuery,
} from "@/lib/payroll/cutoff-reports/schema";
import { FX_REFRESH_CRON } from "@/lib/finance/fx-rates/schema";
import { TIME_STEP_MINUTES } from "@/lib/timesheets/rows";
import { OVERTIME_TYPES } from "@/lib/timesheets/schema";
import { CONTRACTOR_CURRENCIES } from "@/lib/contractors/schema";
import { MAX_DOCUMENT_BYTES } from "@/lib/documents/schema";
import { parsed } from "./support";

describe("[spec 2 §9] pay report arithmetic", () => {
  it("[spec 2 §9] variance = this cycle minus previous; percent to 2 decimals", () => {
    expect(variance(1100, 1000)).toEqual({ previous: 1000, variance: 100, variancePercentage: 10 });
    expect(variancePercent(1000, 3000)).toBe(-66.67);
  });

  it("[spec 2 §9] both zero gives 0; previous zero gives 100; current zero gives -100", () => {
    expect(variancePercent(0, 0)).toBe(0);
    expect(variancePercent(500, 0)).toBe(100);
    expect(variancePercent(0, 500)).toBe(-100);
  });

  it("[spec 2 §9] a comma in a concept value is stripped before summing", () => {
    expect(toDecimal("1,234.50").toFixed(2)).toBe("1234.50");
    expect(employeeTotals([{ concept: "Base Salary", applicationType: "Income", value: "3,000.00" }]).gross).toBe(
      "3000.0000",
    );
  });

  it("[spec 2 §9] gross = income; deductions exclude 'Salary Deduction to Gross'; taxable gross = income minus those; net = taxable gross minus deductions; total cost = income plus contribution", () => {
    const totals = employeeTotals([
      { concept: "Base Salary", applicationType: "Income", value: "5000" },
      { concept: "Bonus", applicationType: "Income", value: "1000" },
      { concept: DEDUCTION_TO_GROSS, applicationType: "Deduction", value: "200" },
      { concept: "Income tax", applicationType: "Deduction", value: "1500" },
      { concept: "Pension ER", applicationType: "Contribution", value: "600" },
    ]);
    expect(totals).toEqual({
      gross: "6000.0000",
      deductions: "1500.0000",
      taxableGross: "5800.0000",
      net: "4300.0000",
      totalCost: "6600.0000",
    });
  });

  it("[spec 2 §9] category column order: salary, allowance, variable pay, expenses, pension contribution, benefit contribution, social costs, total last", () => {
    expect(CATEGORY_COLUMNS.map(([key]) => key)).toEqual([
      "salary",
      "allowance",
      "variablePay",
      "expenses",
      "pensionContribution",
      "benefitContribution",
      "socialCosts",
      "total",
    ]);
  });
});

describe("[spec 2 §9] display and paging", () => {
  it("[spec 2 §9] amounts show two decimals; negatives in brackets", () => {
    expect(formatAmount("1234.5")).toBe("1,234.50");
    expect(formatAmount("-1234.5")).toBe("(1,234.50)");
    expect(formatAmount(0)).toBe("0.00");
  });

  it("[spec 2 §9] date display format 'MMM dd, yyyy'", () => {
    expect(formatDate("2031-03-05")).toBe("Mar 05, 2031");
  });

  it("[spec 2 §9] pay report list page size default 20, at most 100; preview page size default 100, page index 0", () => {
    expect(parsed(ZGtnListQuery, {}).pageSize).toBe(20);
    expect(parsed(ZGtnListQuery, { pageSize: "100" }).pageSize).toBe(100);
    expect(ZGtnListQuery.safeParse({ pageSize: "101" }).success).toBe(false);
    expect(parsed(ZPreviewPageQuery, {})).toMatchObject({ pageSize: 100, pageIndex: 0 });
  });

  it("[spec 2 §9] pay cycles 1 to 5 plus off-cycle", () => {
    expect([...PAYROLL_CYCLES]).toEqual(["CYCLE_1", "CYCLE_2", "CYCLE_3", "CYCLE_4", "CYCLE_5", "OFF_CYCLE"]);
    expect(Object.keys(CYCLE_LABELS)).toHaveLength(6);
  });

  it("[spec 2 §9] cutoff page sizes 50 or 100 (default 50); periods monthly from April 2024 to the current month, default latest", () => {
    expect([...CUTOFF_PAGE_SIZES]).toEqual([50, 100]);
    expect(parsed(ZCutoffReportQuery, {}).pageSize).toBe(50);
    expect(ZCutoffReportQuery.safeParse({ pageSize: "20" }).success).toBe(false);
    const periods = cutoffPeriods(new Date("2024-06-15T12:00:00Z")).map((p) => p.value);
    expect(periods).toEqual(["2024-06", "2024-05", "2024-04"]);
    expect(defaultCutoffPeriod(new Date("2024-06-15T12:00:00Z"))).toBe("2024-06");
  });

  it("[spec 2 §9] FX rates are refreshed daily at 09:15 UTC", () => {
    expect(FX_REFRESH_CRON).toBe("15 9 * * *");
  });

  it("[spec 2 §9] time picker step 15 minutes; overtime types overtime, nightwork, oncall, standby", () => {
    expect(TIME_STEP_MINUTES).toBe(15);
    expect(OVERTIME_TYPES.map((t) => t.value)).toEqual(["overtime", "nightwork", "oncall", "standby"]);
  });

  it("[spec 2 §9] max document upload 15 MB (15728640 bytes)", () => {
    expect(MAX_DOCUMENT_BYTES).toBe(15728640);
  });
});

describe("[spec 2 §9] fixed lists", () => {
  it("[spec 2 §9] termination reasons", () => {
    expect([...TERMINATION_REASONS]).toEqual([
      "poorPerformance",
      "businessReason",
      "failedProbation",
      "misconduct",
      "restructureOrTakeover",
      "eorSwitch",
      "moveToOwnEntity",
      "other",
    ]);
  });

  it("[spec 2 §9] leaves, overtime units days/hours and yes/no answers", () => {
    expect([...NON_HOLIDAY_LEAVES]).toEqual([
      "notApplicable",
      "sickLeave",
      "parentalLeave",
      "compassionateLeave",
      "vacationLeave",
      "studyLeave",
      "gardeningLeave",
      "daysOwed",
      "other",
    ]);
    expect([...OVERTIME_UNITS]).toEqual(["days", "hours"]);
    expect([...YES_NO]).toEqual(["yes", "no"]);
  });

  it("[spec 2 §9] archive reasons: dropout, correction", () => {
    expect([...ARCHIVE_REASONS]).toEqual(["dropout", "correction"]);
  });

  it("[spec 2 §9] the 15 expense categories", () => {
    expect(Object.values(EXPENSE_CATEGORIES)).toEqual([
      "client entertainment",
      "staff entertainment",
      "postage/freight/courier",
      "office rent",
      "office equipment",
      "repairs",
      "telephone/internet",
      "domestic travel",
      "international travel",
      "mileage",
      "printing",
      "subsistence",
      "subscriptions",
      "training",
      "client billable",
    ]);
  });

  it("[spec 2 §9] contractor invoicing currencies GBP, EUR, USD", () => {
    expect([...CONTRACTOR_CURRENCIES]).toEqual(["GBP", "EUR", "USD"]);
  });
});
