// GET /api/leave-policies: every country of the Country table with its effective leave policy, edited or default.
import "server-only";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { assertCan } from "@/lib/policy";
import { effectivePolicy, type EffectiveLeavePolicy } from "@/lib/holidays/leave-policy/get-leave-policy";
import type { LeavePolicyDto } from "@/lib/holidays/leave-policy/schema";

export function toLeavePolicyDto(policy: EffectiveLeavePolicy, countryName: string): LeavePolicyDto {
  return {
    countryCode: policy.countryCode,
    countryName,
    allowanceDays: policy.allowanceDays,
    accrual: policy.accrual,
    carryOverMaxDays: policy.carryOverMaxDays,
    carryOverExpiry: policy.carryOverExpiry,
    statutoryMinimumDays: policy.statutoryMinimumDays,
    edited: policy.edited,
    updatedAt: policy.updatedAt?.toISOString() ?? null,
  };
}

export async function listLeavePolicies(actor: Actor): Promise<{ policies: LeavePolicyDto[] }> {
  assertCan(actor, "leavePolicies.manage");
  const [countries, rows] = await Promise.all([
    db.country.findMany({ select: { code: true, name: true }, orderBy: { name: "asc" } }),
    db.leavePolicy.findMany(),
  ]);
  const byCode = new Map(rows.map((r) => [r.countryCode, r]));
  return {
    policies: countries.map((c) => toLeavePolicyDto(effectivePolicy(c.code, byCode.get(c.code)), c.name)),
  };
}
