// The cutoff of a payroll month for an employee: their provider's calendar for their country (the first cycle),
// else the spec's default, day 5 of the month (spec 2 section 7). A bonus is recorded or removed until that day.
import "server-only";
import { db } from "@/lib/db";
import { DEFAULT_CUTOFF_DAY } from "@/lib/payroll/cutoffs/estimate-payroll-month";
import { todayIso } from "@/lib/employees/edit-schema";

/** The cutoff day (yyyy-MM-dd) of each payroll period (yyyyMM). */
export async function payrollCutoffsOf(
  employee: { lspId: string | null; countryCode: string },
  periods: readonly string[],
): Promise<Map<string, string>> {
  const rows =
    employee.lspId && periods.length
      ? await db.cutoffDate.findMany({
          where: {
            lspId: employee.lspId,
            countryCode: employee.countryCode,
            payrollCycle: "CYCLE_1",
            payrollPeriod: { in: [...periods] },
          },
          select: { payrollPeriod: true, cutoffDate: true },
          orderBy: { cutoffDate: "asc" },
        })
      : [];
  const cutoffs = new Map<string, string>();
  for (const r of rows)
    if (!cutoffs.has(r.payrollPeriod)) cutoffs.set(r.payrollPeriod, r.cutoffDate.toISOString().slice(0, 10));
  const day = String(DEFAULT_CUTOFF_DAY).padStart(2, "0");
  for (const p of periods) if (!cutoffs.has(p)) cutoffs.set(p, `${p.slice(0, 4)}-${p.slice(4, 6)}-${day}`);
  return cutoffs;
}

/** The cutoff day has gone by (the cutoff day itself still counts). */
export const cutoffPassed = (cutoff: string, today: string = todayIso()) => today > cutoff;
