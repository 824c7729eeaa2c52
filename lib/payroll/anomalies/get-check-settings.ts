// The payroll check settings screen's data: the gate, the thresholds per country and the active mutes.
import { db } from "@/lib/db";
import type { CheckSettings } from "@/lib/payroll/anomalies/schema";
import { approvalGateOn, DEFAULT_CHANGE_PERCENT, DEFAULT_SALARY_TOLERANCE } from "@/lib/payroll/anomalies/settings";

export async function getCheckSettings(): Promise<CheckSettings> {
  const [gate, thresholds, mutes] = await Promise.all([
    approvalGateOn(db),
    db.payrollCheckThreshold.findMany({ orderBy: { countryCode: "asc" } }),
    db.payrollCheckMute.findMany({
      where: { expiresAt: { gt: new Date() } },
      orderBy: { expiresAt: "asc" },
      take: 500,
    }),
  ]);
  const people = await db.employee.findMany({
    where: { id: { in: [...new Set(mutes.map((m) => m.employeeId))] } },
    select: { id: true, firstName: true, lastName: true },
  });
  const names = new Map(people.map((p) => [p.id, `${p.firstName} ${p.lastName}`]));
  return {
    anomalyApprovalGate: gate,
    defaultChangePercent: DEFAULT_CHANGE_PERCENT,
    salaryTolerancePercent: DEFAULT_SALARY_TOLERANCE,
    thresholds: thresholds.map((t) => ({ countryCode: t.countryCode, changePercent: Number(t.changePercent) })),
    mutes: mutes.map((m) => ({
      id: m.id,
      check: m.check,
      employeeId: m.employeeId,
      employeeName: names.get(m.employeeId) ?? null,
      reason: m.reason,
      expiresAt: m.expiresAt.toISOString(),
    })),
  };
}
