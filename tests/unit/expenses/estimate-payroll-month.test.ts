/** @jest-environment node */
import { estimatePayrollMonth, type CutoffRow } from "@/lib/payroll/cutoffs/estimate-payroll-month";

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
// A calendar like the seed's: the 15th of each month closes that month's payroll.
const CUTOFFS: CutoffRow[] = [
  { payrollPeriod: "202612", cutoffDate: d("2026-12-15") },
  { payrollPeriod: "202611", cutoffDate: d("2026-11-15") },
  { payrollPeriod: "202701", cutoffDate: d("2027-01-15") },
];

describe("estimated payroll month around a cutoff date", () => {
  test.each([
    ["2026-11-01", "2026-11"],
    ["2026-11-14", "2026-11"],
    ["2026-11-15", "2026-11"], // approved on the cutoff day still makes it
    ["2026-11-16", "2026-12"], // the day after moves to the next month
    ["2026-12-31", "2027-01"],
  ])("approved on %s lands in %s", (day, month) => {
    expect(estimatePayrollMonth(d(day), CUTOFFS)).toBe(month);
  });

  test("an approval late in the day UTC counts on its calendar day", () => {
    expect(estimatePayrollMonth(new Date("2026-11-15T23:59:00Z"), CUTOFFS)).toBe("2026-11");
  });

  test("without a calendar: day 5 of the month is the default cutoff (spec 1 section 9)", () => {
    expect(estimatePayrollMonth(d("2026-11-05"), [])).toBe("2026-11");
    expect(estimatePayrollMonth(d("2026-11-06"), [])).toBe("2026-12");
    expect(estimatePayrollMonth(d("2026-12-20"), [])).toBe("2027-01");
  });

  test("after the last known cutoff the default rule applies", () => {
    expect(estimatePayrollMonth(d("2027-01-20"), CUTOFFS)).toBe("2027-02");
  });
});
