// A country's effective leave policy: the LeavePolicy row an admin saved, else the defaults in code
// (lib/holidays/leave-policy/defaults.ts). Read by the balance and the statutory-minimum refusals.
import "server-only";
import { db } from "@/lib/db";
import type { LeavePolicy } from "@/generated/prisma/client";
import { defaultLeavePolicy, type LeavePolicyValues } from "@/lib/holidays/leave-policy/defaults";

type Reader = Pick<typeof db, "leavePolicy">;

export type EffectiveLeavePolicy = LeavePolicyValues & { edited: boolean; updatedAt: Date | null };

export function effectivePolicy(countryCode: string, row: LeavePolicy | null | undefined): EffectiveLeavePolicy {
  if (!row) return { ...defaultLeavePolicy(countryCode), edited: false, updatedAt: null };
  return {
    countryCode: row.countryCode,
    allowanceDays: row.allowanceDays,
    accrual: row.accrual,
    carryOverMaxDays: row.carryOverMaxDays,
    carryOverExpiry: row.carryOverExpiry,
    statutoryMinimumDays: row.statutoryMinimumDays,
    edited: true,
    updatedAt: row.updatedAt,
  };
}

export async function getLeavePolicy(countryCode: string, client: Reader = db): Promise<EffectiveLeavePolicy> {
  const code = countryCode.toUpperCase();
  return effectivePolicy(code, await client.leavePolicy.findUnique({ where: { countryCode: code } }));
}

/** The effective policies of several countries at once, by country code. */
export async function getLeavePolicies(countryCodes: string[], client: Reader = db) {
  const codes = [...new Set(countryCodes.map((c) => c.toUpperCase()))];
  const rows = await client.leavePolicy.findMany({ where: { countryCode: { in: codes } } });
  const byCode = new Map(rows.map((r) => [r.countryCode, r]));
  return new Map(codes.map((code) => [code, effectivePolicy(code, byCode.get(code))]));
}
