// The cutoff rows that decide where an employee's approvals land: their provider and country, the first
// payroll cycle (expenses are paid with the regular monthly run), from a given day on.
import "server-only";
import { db } from "@/lib/db";
import type { CutoffRow } from "@/lib/payroll/cutoffs/estimate-payroll-month";

export type PayrollKey = { lspId: string | null; countryCode: string };

const keyOf = (k: PayrollKey) => `${k.lspId ?? ""}|${k.countryCode}`;

/** One query for every distinct provider and country among `keys`; answers a lookup per key. */
export async function loadCutoffs(keys: readonly PayrollKey[], from: Date) {
  const distinct = new Map(keys.filter((k) => k.lspId).map((k) => [keyOf(k), k]));
  const rows = distinct.size
    ? await db.cutoffDate.findMany({
        where: {
          payrollCycle: "CYCLE_1",
          cutoffDate: { gte: new Date(from.toISOString().slice(0, 10)) },
          OR: [...distinct.values()].map((k) => ({ lspId: k.lspId!, countryCode: k.countryCode })),
        },
        select: { lspId: true, countryCode: true, payrollPeriod: true, cutoffDate: true },
        orderBy: { cutoffDate: "asc" },
        take: 500,
      })
    : [];
  const byKey = new Map<string, CutoffRow[]>();
  for (const r of rows) {
    const k = keyOf(r);
    if (!byKey.has(k)) byKey.set(k, []);
    byKey.get(k)!.push(r);
  }
  return (key: PayrollKey): CutoffRow[] => byKey.get(keyOf(key)) ?? [];
}
