// Payroll admins set the approval gate and the per-country change thresholds (issue 27), audited.
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import type { Actor } from "@/lib/auth/actor";
import { approvalGateOn, GATE_KEY } from "@/lib/payroll/anomalies/settings";

export async function setApprovalGate(actor: Actor, on: boolean) {
  return db.$transaction(async (tx) => {
    const before = await approvalGateOn(tx);
    await tx.payrollSetting.upsert({
      where: { key: GATE_KEY },
      create: { key: GATE_KEY, value: on, updatedById: actor.userId },
      update: { value: on, updatedById: actor.userId },
    });
    await recordAudit(tx, {
      actor,
      action: "payrollSetting.update",
      entityType: "PayrollSetting",
      entityId: GATE_KEY,
      before: { value: before },
      after: { value: on },
    });
    return { anomalyApprovalGate: on };
  });
}

export async function saveThreshold(actor: Actor, input: { countryCode: string; changePercent: number }) {
  return db.$transaction(async (tx) => {
    const country = await tx.country.findUnique({ where: { code: input.countryCode }, select: { code: true } });
    if (!country)
      throw new AppError("BAD_REQUEST", "Unknown country", { fieldErrors: { countryCode: ["Unknown country"] } });
    const before = await tx.payrollCheckThreshold.findUnique({ where: { countryCode: input.countryCode } });
    const value = input.changePercent.toFixed(2);
    await tx.payrollCheckThreshold.upsert({
      where: { countryCode: input.countryCode },
      create: { countryCode: input.countryCode, changePercent: value, updatedById: actor.userId },
      update: { changePercent: value, updatedById: actor.userId },
    });
    await recordAudit(tx, {
      actor,
      action: "payrollCheckThreshold.save",
      entityType: "PayrollCheckThreshold",
      entityId: input.countryCode,
      before: before ? { changePercent: Number(before.changePercent) } : null,
      after: { changePercent: Number(value) },
    });
    return { countryCode: input.countryCode, changePercent: Number(value) };
  });
}

/** Back to the default threshold. */
export async function deleteThreshold(actor: Actor, countryCode: string) {
  return db.$transaction(async (tx) => {
    const before = await tx.payrollCheckThreshold.findUnique({ where: { countryCode } });
    if (!before) throw new AppError("NOT_FOUND", "No threshold for this country");
    await tx.payrollCheckThreshold.delete({ where: { countryCode } });
    await recordAudit(tx, {
      actor,
      action: "payrollCheckThreshold.delete",
      entityType: "PayrollCheckThreshold",
      entityId: countryCode,
      before: { changePercent: Number(before.changePercent) },
    });
    return { deleted: true };
  });
}
