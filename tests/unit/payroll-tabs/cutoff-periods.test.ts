// Spec 2 section 2: cutoff periods are monthly from April 2024 to the current month, the default the latest.
import {
  cutoffPeriods,
  defaultCutoffPeriod,
  ZCutoffPeriod,
  ZCutoffReportQuery,
} from "@/lib/payroll/cutoff-reports/schema";

describe("cutoff period list", () => {
  it("runs from the current month back to April 2024, newest first", () => {
    const periods = cutoffPeriods(new Date(Date.UTC(2026, 10, 23, 14)));
    expect(periods[0]).toEqual({ value: "2026-11", label: "November 2026" });
    expect(periods[periods.length - 1]).toEqual({ value: "2024-04", label: "April 2024" });
    // April 2024 .. November 2026 = 9 + 12 + 11 months.
    expect(periods).toHaveLength(32);
    expect(periods.map((p) => p.value)).toContain("2025-01");
    expect(new Set(periods.map((p) => p.value)).size).toBe(periods.length);
  });

  it("is only April 2024 in April 2024, across a year boundary it keeps December", () => {
    expect(cutoffPeriods(new Date(Date.UTC(2024, 3, 30))).map((p) => p.value)).toEqual(["2024-04"]);
    const jan = cutoffPeriods(new Date(Date.UTC(2025, 0, 1))).map((p) => p.value);
    expect(jan.slice(0, 3)).toEqual(["2025-01", "2024-12", "2024-11"]);
  });

  it("uses UTC months (the last hour of a month is still that month)", () => {
    expect(defaultCutoffPeriod(new Date(Date.UTC(2026, 10, 30, 23, 59)))).toBe("2026-11");
    expect(defaultCutoffPeriod(new Date(Date.UTC(2026, 11, 1, 0, 0)))).toBe("2026-12");
  });

  it("defaults to the latest period", () => {
    const now = new Date();
    const expected = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
    expect(defaultCutoffPeriod()).toBe(expected);
    expect(ZCutoffReportQuery.parse({}).period).toBeUndefined();
  });

  it("refuses periods outside the list or not yyyy-MM", () => {
    expect(ZCutoffPeriod.safeParse("2024-03").success).toBe(false);
    expect(ZCutoffPeriod.safeParse("2099-01").success).toBe(false);
    expect(ZCutoffPeriod.safeParse("202404").success).toBe(false);
    expect(ZCutoffPeriod.safeParse("2024-04").success).toBe(true);
  });

  it("accepts page sizes 50 or 100 only, default 50", () => {
    expect(ZCutoffReportQuery.parse({}).pageSize).toBe(50);
    expect(ZCutoffReportQuery.parse({ pageSize: "100" }).pageSize).toBe(100);
    expect(ZCutoffReportQuery.safeParse({ pageSize: "20" }).success).toBe(false);
  });
});
